import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { type Appointment, myAppointmentsSchema } from '@arogya/contract/schemas/appointments';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every list of "my appointments" shares this key, so a booking or a cancellation refreshes them all. */
export const myAppointmentsKey = ['appointments', 'mine'] as const;

/**
 * GET /api/appointments/my-appointments → `{ data }` (spec 01 §7). The page shows 'Could not fetch your
 * appointments.' itself, so nothing is toasted.
 */
export async function getMyAppointments(signal?: AbortSignal): Promise<Appointment[]> {
  const { data } = await api.get('/appointments/my-appointments', {
    toastOnError: false,
    errorMessage: MSG_APPOINTMENTS.fetchFailed,
    ...(signal && { signal }),
    parse: (body) => myAppointmentsSchema.parse(body),
  });
  return data;
}

export function useMyAppointments() {
  return useQuery({
    queryKey: myAppointmentsKey,
    queryFn: ({ signal }) => getMyAppointments(signal),
    // Changes made by the professional arrive over the socket only while a page listening for them is
    // open; a visit to the page must start from the server's list, not a cached one from another page.
    staleTime: 0,
  });
}
