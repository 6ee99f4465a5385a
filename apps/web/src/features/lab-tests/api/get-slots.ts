import { type LabSlots, labSlotsSchema } from '@arogya/contract/schemas/lab-tests';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { labTestKeys } from './lab-test-keys';

/** GET /api/lab-tests/slots: which slots of a city's day still take a booking. */
export function getSlots(city: string, date: string, signal?: AbortSignal): Promise<LabSlots> {
  return api.get('/lab-tests/slots', {
    query: { city, date },
    toastOnError: false,
    ...(signal && { signal }),
    parse: (body) => labSlotsSchema.parse(body),
  });
}

export function useSlots(city: string, date: string, enabled: boolean) {
  return useQuery({
    queryKey: labTestKeys.slots(city, date),
    queryFn: ({ signal }) => getSlots(city, date, signal),
    enabled,
    staleTime: 0,
  });
}
