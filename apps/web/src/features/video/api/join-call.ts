import { MSG_CARE_CIRCLE } from '@arogya/contract/messages/care-circle';
import { videoCallStartedSchema } from '@arogya/contract/schemas/video';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { videoKeys } from './video-keys';

/** POST /api/video-calls/{callId}/join. A refusal is toasted with the server's text or 'Failed to join call'. */
export function joinCall(callId: string) {
  return api.post(`/video-calls/${callId}/join`, undefined, {
    errorMessage: MSG_CARE_CIRCLE.joinCallFailed,
    parse: (body) => videoCallStartedSchema.parse(body),
  });
}

export function useJoinCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinCall,
    onSettled: () => queryClient.invalidateQueries({ queryKey: videoKeys.all }),
  });
}
