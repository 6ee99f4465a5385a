import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { appointmentUpdatedSchema } from '@arogya/contract/schemas/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentChangeHandlers } from '../../../../lib/api/my-appointments';
import { api } from '../../../../lib/api-client';
import type { AppointmentUpdated } from './update-appointment-status';

/**
 * PUT /api/appointments/{id}/relay `{ relayNote }` → `{ msg: 'Relay note saved successfully!', data }`; an
 * empty note clears it. Failures: the server's message, else 'Failed to save relay note.'.
 */
export function saveRelayNote(id: string, relayNote: string): Promise<AppointmentUpdated> {
  return api.put(
    `/appointments/${encodeURIComponent(id)}/relay`,
    { relayNote },
    {
      errorMessage: MSG_APPOINTMENTS.relayNoteSaveFailed,
      parse: (data) => appointmentUpdatedSchema.parse(data),
    },
  );
}

/** The relay note for the next professional; the cached list follows the server's answer. */
export function useSaveRelayNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, relayNote }: { id: string; relayNote: string }) => saveRelayNote(id, relayNote),
    ...appointmentChangeHandlers(queryClient),
  });
}
