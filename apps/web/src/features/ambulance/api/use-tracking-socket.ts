import type { AmbulanceDriverLocationPayload, AmbulanceTrackingPayload } from '@arogya/contract/events';
import { SOCKET_EVENTS } from '@arogya/contract/events';
import type { AmbulanceRequest } from '@arogya/contract/schemas/ambulance';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ambulanceKeys } from './ambulance-keys';

export type TrackingConnection = 'connecting' | 'live' | 'offline';

/**
 * The tracking page's own socket (docs/decisions/057): `auth: { trackingToken }`, no account. A status change
 * reads the request again through the link; a position is written into the cached answer. While it is not
 * connected the page falls back to a slow poll (see `useTracking`). Only one request's events ever arrive.
 */
export function useTrackingSocket(token: string, enabled: boolean): TrackingConnection {
  const queryClient = useQueryClient();
  const [state, setState] = useState<TrackingConnection>('connecting');

  useEffect(() => {
    if (!enabled) return;
    let closed = false;
    let disconnect: (() => void) | null = null;
    const key = ambulanceKeys.tracking(token);
    void import('socket.io-client').then(
      ({ io }) => {
        if (closed) return;
        const socket = io({ auth: { trackingToken: token }, transports: ['websocket', 'polling'] });
        disconnect = () => socket.disconnect();
        socket.on('connect', () => {
          setState('live');
          // Catch up on whatever happened while the page was not connected.
          void queryClient.invalidateQueries({ queryKey: key });
        });
        socket.on('disconnect', () => setState('offline'));
        socket.on('connect_error', () => setState('offline'));
        socket.on(SOCKET_EVENTS.ambulanceTracking, (_payload: AmbulanceTrackingPayload) => {
          void queryClient.invalidateQueries({ queryKey: key });
        });
        socket.on(SOCKET_EVENTS.ambulanceDriverLocation, (payload: AmbulanceDriverLocationPayload) => {
          queryClient.setQueryData<AmbulanceRequest>(key, (current) =>
            current && current._id === payload.requestId
              ? { ...current, driverLocation: payload.driverLocation, distanceKm: payload.distanceKm }
              : current,
          );
        });
      },
      () => setState('offline'),
    );
    return () => {
      closed = true;
      disconnect?.();
    };
  }, [token, enabled, queryClient]);

  return enabled ? state : 'offline';
}
