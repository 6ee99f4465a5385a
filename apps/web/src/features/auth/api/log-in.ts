import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { loginResponseSchema } from '@arogya/contract/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * POST /api/auth/login → a session `{ token, user, msg }`, or `{ twoFactorRequired, userId, msg }` when the
 * account has 2FA on. Failures are toasted: the server's message, else 'Login failed. Please check your
 * credentials.' A 401 here is a refused login, not an ended session: no redirect.
 */
export function logIn(credentials: { email: string; password: string }): Promise<LoginResponse> {
  return api.post('/auth/login', credentials, {
    errorMessage: MSG_AUTH.loginFailed,
    redirectOnUnauthorized: false,
    parse: (data) => loginResponseSchema.parse(data),
  });
}

/** The password step of sign-in; the page hands a token to the session (which owns storing it). */
export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
