import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { appointmentUpdatedSchema } from '@arogya/contract/schemas/appointments';
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
