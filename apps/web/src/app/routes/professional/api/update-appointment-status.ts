import type { AppointmentStatus } from '@arogya/contract/constants/appointments';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { appointmentUpdatedSchema } from '@arogya/contract/schemas/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { appointmentChangeHandlers } from '../../../../lib/api/my-appointments';
import { api } from '../../../../lib/api-client';

export type AppointmentUpdated = z.infer<typeof appointmentUpdatedSchema>;

/**
 * PUT /api/appointments/{id} `{ status, doctorNotes? }` → `{ msg: 'Appointment successfully confirmed!', data }`.
 * The server allows Pending → Confirmed or Cancelled and Confirmed → Completed (with notes) only. Failures:
 * the server's message, else 'Failed to update status. Please try again.' (toasted by the client).
 */
export function updateAppointmentStatus(
  id: string,
  body: { status: AppointmentStatus; doctorNotes?: string },
): Promise<AppointmentUpdated> {
  return api.put(`/appointments/${encodeURIComponent(id)}`, body, {
    errorMessage: MSG_APPOINTMENTS.updateStatusFailed,
    parse: (data) => appointmentUpdatedSchema.parse(data),
  });
}

/** Confirm, cancel or complete; the cached list follows the server's answer. */
export function useUpdateAppointmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; status: AppointmentStatus; doctorNotes?: string }) =>
      updateAppointmentStatus(id, body),
    ...appointmentChangeHandlers(queryClient),
  });
}
