import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { sessionResponseSchema } from '@arogya/contract/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/auth/2fa/login {userId, token} (or {userId, recoveryCode}) → `{ token, user, msg }`. Failures
 * are toasted: the server's message, else 'Invalid 2FA token.'
 */
export function verifyLoginCode(
  body: { userId: string; token: string } | { userId: string; recoveryCode: string },
) {
  return api.post('/auth/2fa/login', body, {
    errorMessage: MSG_AUTH.invalidTwoFactorToken,
    redirectOnUnauthorized: false,
    parse: (data) => sessionResponseSchema.parse(data),
  });
}

/** The code step of sign-in; the page hands the token to the session (which owns storing it). */
export function useVerifyLoginCode() {
  return useMutation({ mutationFn: verifyLoginCode });
}
