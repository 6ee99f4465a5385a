import type { ModerationAction } from '@arogya/contract/constants/support';
import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { supportActionSchema } from '@arogya/contract/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

/** PUT /api/support/admin/groups/{id}/messages/{messageId}/moderate {action} */
export function useModerateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      groupId,
      messageId,
      action,
    }: {
      groupId: string;
      messageId: string;
      action: ModerationAction;
    }) =>
      api.put(
        `/support/admin/groups/${encodeURIComponent(groupId)}/messages/${encodeURIComponent(messageId)}/moderate`,
        { action },
        {
          toastOnError: false,
          errorMessage: MSG_SUPPORT.moderateFailed,
          parse: (body) => supportActionSchema.parse(body),
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
