import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { msgSchema } from '@arogya/contract/schemas/common';
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
