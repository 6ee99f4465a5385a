import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { msgSchema } from '@arogya/contract/schemas/common';
import { api } from '../../../lib/api-client';

/** PUT /api/admin/approve/{id} → `{ msg }`. Failures: the server's message, else 'Approval failed'. */
export function approveUser(id: string) {
  return api.put(`/admin/approve/${encodeURIComponent(id)}`, undefined, {
    errorMessage: MSG_ADMIN.approvalFailed,
    parse: (data) => msgSchema.parse(data),
  });
}
