import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { appointmentUpdatedSchema } from '@arogya/contract/schemas/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentChangeHandlers } from '../../../../lib/api/my-appointments';
import { api } from '../../../../lib/api-client';
import type { AppointmentUpdated } from './update-appointment-status';

/**
 * POST /api/appointments/{id}/patient-notes `{ text }` → `{ msg: 'Note sent to the patient.', data }`: a
 * note on a Pending or Confirmed visit that leaves it open; the patient sees it on their card and is
 * notified. Failures: the server's message, else 'Failed to send the note. Please try again.'.
 */
export function addPatientNote(id: string, text: string): Promise<AppointmentUpdated> {
  return api.post(
    `/appointments/${encodeURIComponent(id)}/patient-notes`,
    { text },
    {
      errorMessage: MSG_APPOINTMENTS.patientNoteSaveFailed,
      parse: (data) => appointmentUpdatedSchema.parse(data),
    },
  );
}

/** A note to the patient; the cached list follows the server's answer. */
export function useAddPatientNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => addPatientNote(id, text),
    ...appointmentChangeHandlers(queryClient),
  });
}
