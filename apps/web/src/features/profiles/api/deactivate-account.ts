import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { msgSchema } from '@arogya/contract/schemas/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/profile/me → `{ msg: 'Account deactivated.' }`. Failures: the server's message, else 'Failed to deactivate account'. */
export function deactivateAccount() {
  return api.delete('/profile/me', {
    errorMessage: MSG_PROFILE.deactivateFailed,
    parse: (data) => msgSchema.parse(data),
  });
}

/** Nothing to invalidate: the session ends right after (the caller logs out). */
export function useDeactivateAccount() {
  return useMutation({ mutationFn: deactivateAccount });
}
