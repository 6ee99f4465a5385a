import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { appointmentBookedSchema, type BookAppointmentInput } from '@arogya/contract/schemas/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myAppointmentsKey } from '../../../lib/api/my-appointments';
import { api, isApiError } from '../../../lib/api-client';
import type { ProviderRole } from '../lib/provider-view';
import { careFundBalanceKey } from './get-care-fund-balance';
import { doctorKey } from './get-doctor';
import { nurseKey } from './get-nurse';

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

/** The report could not be uploaded, so nothing was booked (its own message, not the booking's). */
export class ReportUploadFailed extends Error {
  constructor(cause: unknown) {
    super('The report could not be uploaded.', { cause });
  }
}

export interface BookingRequest {
  payload: Omit<BookAppointmentInput, 'reportFileId'>;
  /** The report's file id, uploading first a file chosen before signing in; null when there is none. */
  reportFileId: () => Promise<string | null>;
}

/**
 * Upload (a report chosen before signing in) then book, as one mutation: its pending state and variables
 * are what the payment buttons show, so a second click cannot send a second booking. Afterwards the
 * patient's care fund balance is the one the server reported, every list of their appointments is read
 * again, and so is the provider (their taken slots) — also when someone else took the slot meanwhile
 * (409), so the taken slot deselects itself. `on` is the page's own answer (toasts, where it goes),
 * called after those.
 */
export function useBookAppointment(
  provider: { role: ProviderRole; _id: string },
  patientId: string | null,
  on: { booked: (booked: Booked) => void; failed: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  const { role } = provider;
  const refreshProvider = () =>
    queryClient.invalidateQueries({
      queryKey: role === 'nurse' ? nurseKey(provider._id) : doctorKey(provider._id),
    });
  return useMutation({
    mutationFn: async ({ payload, reportFileId }: BookingRequest) => {
      let fileId: string | null;
      try {
        fileId = await reportFileId();
      } catch (error) {
        throw new ReportUploadFailed(error);
      }
      return bookAppointment({ ...payload, ...(fileId !== null && { reportFileId: fileId }) }, role);
    },
    onSuccess: (booked) => {
      if (patientId !== null && booked.careFundBalance !== undefined) {
        queryClient.setQueryData(careFundBalanceKey(patientId), booked.careFundBalance);
      }
      void queryClient.invalidateQueries({ queryKey: myAppointmentsKey });
      void refreshProvider();
      on.booked(booked);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void refreshProvider();
      on.failed(error);
    },
  });
}
