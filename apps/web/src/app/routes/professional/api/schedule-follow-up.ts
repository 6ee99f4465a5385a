import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { followUpScheduledSchema } from '@arogya/contract/schemas/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  isStaleAppointment,
  putFollowUpInCache,
  refreshMyAppointments,
} from '../../../../lib/api/my-appointments';
import { api } from '../../../../lib/api-client';

export type FollowUpScheduled = z.infer<typeof followUpScheduledSchema>;

/**
 * POST /api/appointments/{id}/schedule-follow-up `{ followUpDate, note }` → `{ msg: 'Follow-up scheduled
 * successfully!', data: FollowUp }`; the patient is notified with a link to /follow-up/{id}. Failures: the
 * server's message, else 'Failed to schedule follow-up.'.
 */
export function scheduleFollowUp(
  id: string,
  body: { followUpDate: string; note: string },
): Promise<FollowUpScheduled> {
  return api.post(`/appointments/${encodeURIComponent(id)}/schedule-follow-up`, body, {
    errorMessage: MSG_APPOINTMENTS.followUpFailed,
    parse: (data) => followUpScheduledSchema.parse(data),
  });
}

/** Schedules (or moves) the follow-up; it joins its appointment in the cached list. */
export function useScheduleFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; followUpDate: string; note: string }) =>
      scheduleFollowUp(id, body),
    onSuccess: (result) => putFollowUpInCache(queryClient, result.data),
    onError: (error) => {
      if (isStaleAppointment(error)) void refreshMyAppointments(queryClient);
    },
  });
}
