import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { type Appointment, myAppointmentsSchema } from '@arogya/contract/schemas/appointments';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/**
 * GET /api/appointments/my-appointments, shared by every page that lists the signed-in user's appointments:
 * a patient's My Appointments and dashboard, a professional's manager and dashboard (the server answers
 * each with their own). One key for all of them, so one request serves them, and a booking, a change
 * made here or a socket event that invalidates it refreshes them all. The session's end clears the cache,
 * so the key needs no user id.
 */
export const myAppointmentsKey = ['appointments', 'mine'] as const;

/** `{ data }` → the list. Pages show their own failure text, so nothing is toasted. */
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
    // Changes made by the other party arrive over the socket only while a page listening for them is open;
    // a visit to a page must start from the server's list, not a cached one from another page.
    staleTime: 0,
  });
}
