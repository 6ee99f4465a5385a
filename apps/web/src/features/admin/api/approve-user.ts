import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { msgSchema } from '@arogya/contract/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { alreadyDecided, removePendingUser } from './get-pending-users';

/** PUT /api/admin/approve/{id} → `{ msg }`. Failures: the server's message, else 'Approval failed'. */
export function approveUser(id: string) {
  return api.put(`/admin/approve/${encodeURIComponent(id)}`, undefined, {
    errorMessage: MSG_ADMIN.approvalFailed,
    parse: (data) => msgSchema.parse(data),
  });
}

/** Approve: the card leaves the list once decided, here or (404/409) by another admin meanwhile. */
export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUser,
    onSuccess: (_data, id) => removePendingUser(queryClient, id),
    onError: (error, id) => {
      if (alreadyDecided(error)) removePendingUser(queryClient, id);
    },
  });
}
