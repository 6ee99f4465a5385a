import { videoCallDetailsSchema } from '@arogya/contract/schemas/video';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { videoKeys } from './video-keys';

/** GET /api/video-calls/{callId}: the professional and who joined. */
export async function getCall(callId: string, signal?: AbortSignal) {
  const { call } = await api.get(`/video-calls/${callId}`, {
    toastOnError: false,
    ...(signal && { signal }),
    parse: (body) => videoCallDetailsSchema.parse(body),
  });
  return call;
}

export function useCall(callId: string) {
  return useQuery({ queryKey: videoKeys.call(callId), queryFn: ({ signal }) => getCall(callId, signal) });
}
