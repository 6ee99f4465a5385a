import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { msgSchema } from '@arogya/contract/schemas/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/auth/reset-password/{token} {password} → `{ msg }`. Failures: the server's message, else
 * 'Failed to reset password.'
 */
export function resetPassword(token: string, password: string) {
  return api.post(
    `/auth/reset-password/${encodeURIComponent(token)}`,
    { password },
    {
      errorMessage: MSG_AUTH.resetFailed,
      redirectOnUnauthorized: false,
      parse: (data) => msgSchema.parse(data),
    },
  );
}

/** The reset link's form; the page confirms and goes to /login. Nothing cached to refresh. */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) => resetPassword(token, password),
  });
}
