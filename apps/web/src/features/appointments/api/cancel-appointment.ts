import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { type Appointment, appointmentUpdatedSchema } from '@arogya/contract/schemas/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myAppointmentsKey } from '../../../lib/api/my-appointments';
import { api } from '../../../lib/api-client';

/**
 * PUT /api/appointments/{id} {status:'Cancelled'} (spec 01 §7). The server enforces the 24-hour rule and
 * refunds a care-fund payment once; the caller turns a refusal into the spec's toast, so nothing is toasted
 * here.
 */
export function cancelAppointment(id: string) {
  return api.put(
    `/appointments/${encodeURIComponent(id)}`,
    { status: 'Cancelled' },
    {
      toastOnError: false,
      errorMessage: MSG_APPOINTMENTS.cancelFailed,
      parse: (body) => appointmentUpdatedSchema.parse(body),
    },
  );
}

/**
 * Cancel from My Appointments: the cancelled card is updated in place, the care fund balance refetched
 * (a refund changed it on booking pages and the dashboard), and the list refetched however it ended.
 */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointment: Appointment) => cancelAppointment(appointment._id),
    onSuccess: (result) => {
      queryClient.setQueryData<Appointment[]>(myAppointmentsKey, (list) =>
        list?.map((item) => (item._id === result.data._id ? result.data : item)),
      );
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: myAppointmentsKey });
    },
  });
}
