import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { api } from '../../../lib/api-client';

/** DELETE /api/profile/me → `{ msg: 'Account deactivated.' }`. Failures: the server's message, else 'Failed to deactivate account'. */
export async function deactivateAccount(): Promise<void> {
  await api.delete('/profile/me', { errorMessage: MSG_PROFILE.deactivateFailed });
}
