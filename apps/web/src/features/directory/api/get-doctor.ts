import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { type ProviderDetail, providerDetailSchema } from '@arogya/contract/schemas/directory';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { retryUnlessNotFound } from '../lib/retry';

export const doctorKey = (id: string) => ['doctors', 'detail', id] as const;

/**
 * GET /api/doctors/{id} → the doctor with `availableDates` (from today, India time) and `takenSlots`. The
 * page shows 'Could not find doctor details.' itself, so nothing is toasted.
 */
export function getDoctor(id: string, signal?: AbortSignal): Promise<ProviderDetail> {
  return api.get(`/doctors/${encodeURIComponent(id)}`, {
    toastOnError: false,
    errorMessage: MSG_BOOKING.doctorNotFound,
    ...(signal && { signal }),
    parse: (data) => providerDetailSchema.parse(data),
  });
}

export function useDoctor(id: string) {
  return useQuery({
    queryKey: doctorKey(id),
    queryFn: ({ signal }) => getDoctor(id, signal),
    retry: retryUnlessNotFound,
  });
}
