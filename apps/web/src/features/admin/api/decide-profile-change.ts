import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import type { DecideProfileChangeInput, PendingProfileChange } from '@arogya/contract/schemas/admin';
import { msgSchema } from '@arogya/contract/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { profileChangesKey } from './get-profile-changes';

/** PUT /api/admin/profile-changes/{id} {action, reason} → `{ msg }`. */
export function decideProfileChange(id: string, decision: DecideProfileChangeInput) {
  return api.put(`/admin/profile-changes/${encodeURIComponent(id)}`, decision, {
    errorMessage: decision.action === 'approve' ? MSG_ADMIN.approvalFailed : MSG_ADMIN.rejectFailed,
    parse: (data) => msgSchema.parse(data),
  });
}

/**
 * Approve or reject one change. Decided (or decided by another admin meanwhile: 409, or gone: 404), it
 * leaves the list.
 */
export function useDecideProfileChange(id: string) {
  const queryClient = useQueryClient();
  const drop = () =>
    queryClient.setQueryData<PendingProfileChange[]>(profileChangesKey, (list) =>
      list?.filter((c) => c._id !== id),
    );
  return useMutation({
    mutationFn: (decision: DecideProfileChangeInput) => decideProfileChange(id, decision),
    onSuccess: drop,
    onError: (error) => {
      if (isApiError(error) && (error.status === 404 || error.status === 409)) drop();
    },
  });
}
