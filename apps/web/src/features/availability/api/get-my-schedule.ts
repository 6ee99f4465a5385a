import { type MySchedule, myScheduleSchema } from '@arogya/contract/schemas/availability';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const myScheduleKey = ['availability', 'me'] as const;

/**
 * GET /api/availability/me: the caller's weekly hours, single-day exceptions, marked days, the bookable
 * days of the rolling window and their bookings. The page shows 'Could not fetch availability.' itself.
 */
export function getMySchedule(signal?: AbortSignal): Promise<MySchedule> {
  return api.get('/availability/me', {
    toastOnError: false,
    ...(signal && { signal }),
    parse: (data) => myScheduleSchema.parse(data),
  });
}

export function useMySchedule() {
  return useQuery({
    queryKey: myScheduleKey,
    queryFn: ({ signal }) => getMySchedule(signal),
    // The editor must start from what is saved: never from a stale copy.
    staleTime: 0,
  });
}
