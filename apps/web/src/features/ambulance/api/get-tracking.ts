import { AMBULANCE_TRACKING_POLL_MS } from '@arogya/contract/constants/ambulance';
import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { trackingSchema } from '@arogya/contract/schemas/ambulance';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ambulanceKeys } from './ambulance-keys';

/**
 * GET /api/ambulance/track/{token}: no sign-in. The page's tracking socket keeps it fresh; only while that
 * socket is not connected is it asked again every 30 s.
 */
export function getTracking(token: string, signal?: AbortSignal) {
  return api
    .get(`/ambulance/track/${encodeURIComponent(token)}`, {
      toastOnError: false,
      redirectOnUnauthorized: false,
      errorMessage: MSG_AMBULANCE.trackingNotFound,
      ...(signal && { signal }),
      parse: (body) => trackingSchema.parse(body),
    })
    .then((r) => r.data);
}

export function useTracking(token: string, opts: { live: boolean }) {
  return useQuery({
    queryKey: ambulanceKeys.tracking(token),
    queryFn: ({ signal }) => getTracking(token, signal),
    retry: false,
    refetchInterval: (query) =>
      query.state.status === 'error' || opts.live ? false : AMBULANCE_TRACKING_POLL_MS,
  });
}
