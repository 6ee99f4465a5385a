import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { ambulanceOfferListSchema } from '@arogya/contract/schemas/ambulance';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ambulanceKeys } from './ambulance-keys';

/** GET /api/ambulance/offers: requests offered to the driver and still open (after a reload, say). */
export function getDriverOffers(signal?: AbortSignal) {
  return api
    .get('/ambulance/offers', {
      toastOnError: false,
      errorMessage: MSG_AMBULANCE.driversOnly,
      ...(signal && { signal }),
      parse: (body) => ambulanceOfferListSchema.parse(body),
    })
    .then((r) => r.data);
}

export function useDriverOffers(enabled: boolean) {
  return useQuery({
    queryKey: ambulanceKeys.offers,
    queryFn: ({ signal }) => getDriverOffers(signal),
    enabled,
  });
}
