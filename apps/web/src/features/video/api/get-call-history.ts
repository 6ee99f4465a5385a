import { videoCallHistorySchema } from '@arogya/contract/schemas/video';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { videoKeys } from './video-keys';

/** GET /api/video-calls/history/{patientId|me}: the 5 most recent calls. */
export async function getCallHistory(id: string, signal?: AbortSignal) {
  const { calls } = await api.get(`/video-calls/history/${encodeURIComponent(id)}`, {
    toastOnError: false,
    ...(signal && { signal }),
    parse: (body) => videoCallHistorySchema.parse(body),
  });
  return calls;
}

export function useCallHistory(id = 'me', enabled = true) {
  return useQuery({
    queryKey: videoKeys.history(id),
    queryFn: ({ signal }) => getCallHistory(id, signal),
    enabled,
  });
}
