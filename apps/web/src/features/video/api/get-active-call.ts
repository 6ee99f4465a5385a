import { ACTIVE_CALL_POLL_MS } from '@arogya/contract/constants/video';
import { activeVideoCallSchema } from '@arogya/contract/schemas/video';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { videoKeys } from './video-keys';

/** GET /api/video-calls/active/{patientId|me}: the call in progress you may join, or null. */
export async function getActiveCall(id: string, signal?: AbortSignal) {
  const { call } = await api.get(`/video-calls/active/${encodeURIComponent(id)}`, {
    toastOnError: false,
    ...(signal && { signal }),
    parse: (body) => activeVideoCallSchema.parse(body),
  });
  return call;
}

/** Polled every 30 s (spec 01 §9); `video_call_started` refreshes it at once. */
export function useActiveCall(id = 'me', enabled = true) {
  return useQuery({
    queryKey: videoKeys.active(id),
    queryFn: ({ signal }) => getActiveCall(id, signal),
    refetchInterval: ACTIVE_CALL_POLL_MS,
    enabled,
  });
}
