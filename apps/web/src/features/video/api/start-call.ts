import { videoCallStartedSchema } from '@arogya/contract/schemas/video';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { videoKeys } from './video-keys';

/** POST /api/video-calls/start {appointmentId}: the professional opens a video consultation's call. */
export function startCall(appointmentId: string) {
  return api.post(
    '/video-calls/start',
    { appointmentId },
    { parse: (body) => videoCallStartedSchema.parse(body) },
  );
}

export function useStartCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCall,
    onSettled: () => queryClient.invalidateQueries({ queryKey: videoKeys.all }),
  });
}
