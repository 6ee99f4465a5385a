import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { type Appointment, myAppointmentsSchema } from '@arogya/contract/schemas/appointments';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { Appointment };

export const professionalAppointmentsKey = (userId: string) => ['professional-appointments', userId] as const;

/**
 * GET /api/appointments/my-appointments → `{ data }`: for a doctor or nurse, the appointments booked with
 * them, with the patient's name, shared relay notes and follow-up. The page shows 'Could not fetch
 * appointments.' itself, so nothing is toasted.
 */
export function getMyAppointments(signal?: AbortSignal): Promise<Appointment[]> {
  return api.get('/appointments/my-appointments', {
    toastOnError: false,
    errorMessage: MSG_APPOINTMENTS.proFetchFailed,
    ...(signal && { signal }),
    parse: (data) => myAppointmentsSchema.parse(data).data,
  });
}

export function useProfessionalAppointments(userId: string) {
  return useQuery({
    queryKey: professionalAppointmentsKey(userId),
    queryFn: ({ signal }) => getMyAppointments(signal),
    // New bookings arrive over the socket; a visit to the page should still start from the server's list.
    staleTime: 0,
  });
}
