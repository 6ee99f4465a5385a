import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { type Appointment, type FollowUp, myAppointmentsSchema } from '@arogya/contract/schemas/appointments';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../api-client';

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

/** The server's fresh copy of one appointment replaces the cached one (after a change made here). */
export function putAppointmentInCache(queryClient: QueryClient, appointment: Appointment) {
  queryClient.setQueryData<Appointment[]>(myAppointmentsKey, (list) =>
    list?.map((item) => (item._id === appointment._id ? appointment : item)),
  );
}

/** A follow-up just scheduled joins its appointment in the cache. */
export function putFollowUpInCache(queryClient: QueryClient, followUp: FollowUp) {
  queryClient.setQueryData<Appointment[]>(myAppointmentsKey, (list) =>
    list?.map((item) => (item._id === followUp.appointmentId ? { ...item, followUp } : item)),
  );
}

/**
 * Reads the list again. A fetch still in flight may predate the change that caused this, so it is
 * cancelled first.
 */
export function refreshMyAppointments(queryClient: QueryClient) {
  return queryClient
    .cancelQueries({ queryKey: myAppointmentsKey })
    .then(() => queryClient.invalidateQueries({ queryKey: myAppointmentsKey }));
}

/** Someone else changed it meanwhile (409), or it is gone (404): the list is out of date. */
export function isStaleAppointment(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 409);
}

/**
 * What every change to one appointment does to the cached list: the server's copy replaces the cached
 * one; when the list was out of date (404/409) it is read again.
 */
export function appointmentChangeHandlers(queryClient: QueryClient) {
  return {
    onSuccess: (result: { data: Appointment }) => putAppointmentInCache(queryClient, result.data),
    onError: (error: unknown) => {
      if (isStaleAppointment(error)) void refreshMyAppointments(queryClient);
    },
  };
}
