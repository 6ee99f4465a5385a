import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { supportActionSchema } from '@arogya/contract/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { markReported } from '../lib/message-cache';

/** POST /api/support/groups/{id}/messages/{messageId}/report {reason?}; shows 'Reported' at once. */
export function useReportMessage(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: string; reason?: string }) =>
      api.post(
        `/support/groups/${encodeURIComponent(groupId)}/messages/${encodeURIComponent(messageId)}/report`,
        reason ? { reason } : {},
        {
          toastOnError: false,
          errorMessage: MSG_SUPPORT.reportFailed,
          parse: (body) => supportActionSchema.parse(body),
        },
      ),
    onSuccess: (_data, { messageId }) => markReported(queryClient, groupId, messageId),
  });
}
