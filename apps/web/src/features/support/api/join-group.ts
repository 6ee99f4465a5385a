import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { supportGroupEnvelopeSchema } from '@arogya/contract/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

/** POST /api/support/groups/{id}/join */
export function useJoinGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) =>
      api.post(`/support/groups/${encodeURIComponent(groupId)}/join`, undefined, {
        toastOnError: false,
        errorMessage: MSG_SUPPORT.joinFailed,
        parse: (body) => supportGroupEnvelopeSchema.parse(body),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
