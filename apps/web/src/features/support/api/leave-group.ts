import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { supportActionSchema } from '@arogya/contract/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

/** POST /api/support/groups/{id}/leave */
export function useLeaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) =>
      api.post(`/support/groups/${encodeURIComponent(groupId)}/leave`, undefined, {
        toastOnError: false,
        errorMessage: MSG_SUPPORT.leaveFailed,
        parse: (body) => supportActionSchema.parse(body),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
