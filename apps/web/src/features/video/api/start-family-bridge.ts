import { videoCallStartedSchema } from '@arogya/contract/schemas/video';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { videoKeys } from './video-keys';

/** POST /api/video-calls/start-family-bridge {patientId}. */
export function startFamilyBridge(patientId: string) {
  return api.post(
    '/video-calls/start-family-bridge',
    { patientId },
    { parse: (body) => videoCallStartedSchema.parse(body) },
  );
}

export function useStartFamilyBridge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startFamilyBridge,
    onSettled: () => queryClient.invalidateQueries({ queryKey: videoKeys.all }),
  });
}
