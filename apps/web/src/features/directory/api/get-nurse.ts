import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { type ProviderDetail, providerDetailSchema } from '@arogya/contract/schemas/directory';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { retryUnlessNotFound } from '../lib/retry';

export const nurseKey = (id: string) => ['nurses', 'detail', id] as const;

/**
 * GET /api/nurses/{id} → the nurse with `availableDates` (from today, India time) and `takenSlots`. The
 * page shows 'Nurse not found.' itself, so nothing is toasted.
 */
export function getNurse(id: string, signal?: AbortSignal): Promise<ProviderDetail> {
  return api.get(`/nurses/${encodeURIComponent(id)}`, {
    toastOnError: false,
    errorMessage: MSG_BOOKING.nurseNotFound,
    ...(signal && { signal }),
    parse: (data) => providerDetailSchema.parse(data),
  });
}

export function useNurse(id: string) {
  return useQuery({
    queryKey: nurseKey(id),
    queryFn: ({ signal }) => getNurse(id, signal),
    retry: retryUnlessNotFound,
  });
}
