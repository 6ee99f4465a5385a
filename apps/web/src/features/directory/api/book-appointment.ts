import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { appointmentBookedSchema, type BookAppointmentInput } from '@arogya/contract/schemas/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myAppointmentsKey } from '../../../lib/api/my-appointments';
import { api } from '../../../lib/api-client';
import type { ProviderRole } from '../lib/provider-view';
import { careFundBalanceKey } from './get-care-fund-balance';

export interface Booked {
  /** The server's own text: 'Appointment successfully booked!', with ₹{fee} for the care fund, or the nurse one. */
  msg: string;
  /** The patient's care fund balance after the booking (rupees), when the server reports it. */
  careFundBalance?: number;
}

function successText(role: ProviderRole): string {
  return role === 'nurse' ? MSG_BOOKING.nurseBooked : MSG_BOOKING.appointmentBooked;
}

/**
 * Reads a 201 without being strict about its extras: once the server says the booking exists, a field it
 * added or dropped must not turn that into "Failed to book" (which would invite a second booking).
 */
function readBooked(body: unknown, role: ProviderRole): Booked {
  const parsed = appointmentBookedSchema.safeParse(body);
  if (parsed.success) return { msg: parsed.data.msg, careFundBalance: parsed.data.careFundBalance };
  console.error('Unexpected booking response', parsed.error);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const msg = typeof record.msg === 'string' && record.msg.trim() !== '' ? record.msg : successText(role);
  return {
    msg,
    ...(typeof record.careFundBalance === 'number' && { careFundBalance: record.careFundBalance }),
  };
}

/**
 * POST /api/appointments (spec 01 §7) with the booking payload. Failures are not toasted here: the form
 * shows the server's `msg`, else 'Failed to book appointment.' / 'Failed to book assignment.'.
 */
export function bookAppointment(payload: BookAppointmentInput, role: ProviderRole): Promise<Booked> {
  return api.post('/appointments', payload, {
    toastOnError: false,
    errorMessage: role === 'nurse' ? MSG_BOOKING.bookAssignmentFailed : MSG_BOOKING.bookAppointmentFailed,
    parse: (body) => readBooked(body, role),
  });
}

/**
 * Books: afterwards the patient's care fund balance is the one the server reported, and every list of
 * their appointments is read again.
 */
export function useBookAppointment(role: ProviderRole, patientId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: BookAppointmentInput) => bookAppointment(payload, role),
    onSuccess: (booked) => {
      if (patientId !== null && booked.careFundBalance !== undefined) {
        queryClient.setQueryData(careFundBalanceKey(patientId), booked.careFundBalance);
      }
      void queryClient.invalidateQueries({ queryKey: myAppointmentsKey });
    },
  });
}
