import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { supportActionSchema } from '@arogya/contract/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

/** DELETE /api/support/admin/groups/{id}/members/{memberId} */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, memberId }: { groupId: string; memberId: string }) =>
      api.delete(
        `/support/admin/groups/${encodeURIComponent(groupId)}/members/${encodeURIComponent(memberId)}`,
        {
          toastOnError: false,
          errorMessage: MSG_SUPPORT.removeMemberFailed,
          parse: (body) => supportActionSchema.parse(body),
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
