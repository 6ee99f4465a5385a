import { SOCKET_EVENTS } from '@arogya/contract/events';
import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { ambulanceRequestListSchema } from '@arogya/contract/schemas/ambulance';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSocketEvent } from '../../../lib/socket';
import { ambulanceKeys } from './ambulance-keys';

/** GET /api/ambulance/my: the signed-in person's requests; refreshed live when one of them changes. */
export function getMyAmbulanceRequests(signal?: AbortSignal) {
  return api
    .get('/ambulance/my', {
      toastOnError: false,
      errorMessage: MSG_AMBULANCE.bookFailed,
      ...(signal && { signal }),
      parse: (body) => ambulanceRequestListSchema.parse(body),
    })
    .then((r) => r.data);
}

/** The same list as query options (the page that shows it also prefetches it). */
export const myAmbulanceRequestsQuery = queryOptions({
  queryKey: ambulanceKeys.mine,
  queryFn: ({ signal }) => getMyAmbulanceRequests(signal),
});

export function useMyAmbulanceRequests() {
  const queryClient = useQueryClient();
  useSocketEvent(SOCKET_EVENTS.ambulanceUpdated, () => {
    void queryClient.invalidateQueries({ queryKey: ambulanceKeys.mine });
  });
  return useQuery(myAmbulanceRequestsQuery);
}
