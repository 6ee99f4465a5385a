import { MSG_AUTH } from '@arogya/contract/messages/auth';
import type { ChangePasswordPayload } from '@arogya/contract/schemas/auth';
import { msgSchema } from '@arogya/contract/schemas/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api-client';

/**
 * PUT /api/auth/password {currentPassword, newPassword}. This session stays signed in with its token;
 * every other device is signed out. Refusals (a wrong current password, a weak new one) come back as
 * 400 with the server's message; the form shows them under the field.
 */
export function changePassword(body: ChangePasswordPayload): Promise<{ msg: string }> {
  return api.put('/auth/password', body, {
    toastOnError: false,
    errorMessage: MSG_AUTH.resetFailed,
    parse: (data) => msgSchema.parse(data),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
