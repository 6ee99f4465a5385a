import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { msgSchema } from '@arogya/contract/schemas/common';
import { api } from '../../../lib/api-client';

/** PUT /api/admin/reject/{id} {reason} → `{ msg }`. Failures: the server's message, else 'Rejection failed'. */
export function rejectUser(id: string, reason: string) {
  return api.put(
    `/admin/reject/${encodeURIComponent(id)}`,
    { reason },
    { errorMessage: MSG_ADMIN.rejectFailed, parse: (data) => msgSchema.parse(data) },
  );
}
