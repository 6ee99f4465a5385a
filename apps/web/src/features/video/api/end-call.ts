import { MSG_VIDEO } from '@arogya/contract/messages/video';
import { videoCallEndedSchema } from '@arogya/contract/schemas/video';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { videoKeys } from './video-keys';

/** POST /api/video-calls/{callId}/end ('Failed to end call' when it fails). */
export function endCall(callId: string) {
  return api.post(`/video-calls/${callId}/end`, undefined, {
    errorMessage: MSG_VIDEO.endCallFailed,
    parse: (body) => videoCallEndedSchema.parse(body),
  });
}

export function useEndCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endCall,
    onSettled: () => queryClient.invalidateQueries({ queryKey: videoKeys.all }),
  });
}
