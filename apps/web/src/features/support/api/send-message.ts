import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { sentSupportMessageSchema } from '@arogya/contract/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { addMessage } from '../lib/message-cache';

/** POST /api/support/groups/{id}/messages {content}; the message shows at once (the socket echo is deduplicated). */
export function useSendMessage(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api.post(
        `/support/groups/${encodeURIComponent(groupId)}/messages`,
        { content },
        {
          toastOnError: false,
          errorMessage: MSG_SUPPORT.sendFailed,
          parse: (body) => sentSupportMessageSchema.parse(body),
        },
      ),
    onSuccess: (sent) => addMessage(queryClient, groupId, sent.data),
  });
}
