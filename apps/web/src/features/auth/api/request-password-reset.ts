import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { msgSchema } from '@arogya/contract/schemas/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/forgot-password {email} → `{ msg }`. Failures: the server's message, else 'Failed to send email.' */
export function requestPasswordReset(email: string) {
  return api.post(
    '/auth/forgot-password',
    { email },
    {
      errorMessage: MSG_AUTH.forgotPasswordFailed,
      redirectOnUnauthorized: false,
      parse: (data) => msgSchema.parse(data),
    },
  );
}

/** Forgot password; the page shows where the link went. Nothing cached to refresh. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
