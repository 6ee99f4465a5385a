import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { dischargeRequestHandledSchema } from '@arogya/contract/schemas/discharge-concierge';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dischargeRequestsKey } from './get-discharge-requests';

/** PUT /api/admin/discharge-requests/{id} {status: 'handled'} → `{ msg, request }`. */
export function markDischargeHandled(id: string) {
  return api.put(
    `/admin/discharge-requests/${encodeURIComponent(id)}`,
    { status: 'handled' },
    {
      errorMessage: MSG_ADMIN.dischargeMarkFailed,
      parse: (data) => dischargeRequestHandledSchema.parse(data),
    },
  );
}

/** Handled (or handled by another admin meanwhile: 409), the lists and the audit log are refetched. */
export function useMarkDischargeHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markDischargeHandled,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dischargeRequestsKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] }),
      ]);
    },
  });
}
