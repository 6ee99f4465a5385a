import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { msgSchema } from '@arogya/contract/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { alreadyDecided, removePendingUser } from './get-pending-users';

/** PUT /api/admin/reject/{id} {reason} → `{ msg }`. Failures: the server's message, else 'Rejection failed'. */
export function rejectUser(id: string, reason: string) {
  return api.put(
    `/admin/reject/${encodeURIComponent(id)}`,
    { reason },
    { errorMessage: MSG_ADMIN.rejectFailed, parse: (data) => msgSchema.parse(data) },
  );
}

/** Reject with a reason: the card leaves the list once decided, here or (404/409) by another admin. */
export function useRejectUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => rejectUser(id, reason),
    onSuccess: (_data, { id }) => removePendingUser(queryClient, id),
    onError: (error, { id }) => {
      if (alreadyDecided(error)) removePendingUser(queryClient, id);
    },
  });
}
