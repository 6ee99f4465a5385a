import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { ambulanceTripListSchema } from '@arogya/contract/schemas/ambulance';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ambulanceKeys } from './ambulance-keys';

/** GET /api/ambulance/trips: the driver's active and recent trips. */
export function getDriverTrips(signal?: AbortSignal) {
  return api
    .get('/ambulance/trips', {
      toastOnError: false,
      errorMessage: MSG_AMBULANCE.driversOnly,
      ...(signal && { signal }),
      parse: (body) => ambulanceTripListSchema.parse(body),
    })
    .then((r) => r.data);
}

export function useDriverTrips(enabled: boolean) {
  return useQuery({
    queryKey: ambulanceKeys.trips,
    queryFn: ({ signal }) => getDriverTrips(signal),
    enabled,
  });
}
