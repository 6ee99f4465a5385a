import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import { availabilityUpdatedSchema } from '@arogya/contract/schemas/availability';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { availabilityKey } from './get-availability';

export type AvailabilityUpdated = z.infer<typeof availabilityUpdatedSchema>;

/**
 * POST /api/availability `{ availableDates: [{date}] }`: replaces the caller's days of the current month
 * → `{ msg: 'Availability updated successfully!', availableDates }`. Failures: the server's message, else
 * 'Failed to update availability.' (toasted by the client); without a session 'You must be logged in.'.
 */
export function setAvailability(body: { availableDates: { date: string }[] }): Promise<AvailabilityUpdated> {
  return api.post('/availability', body, {
    errorMessage: MSG_AVAILABILITY.updateFailed,
    parse: (data) => availabilityUpdatedSchema.parse(data),
  });
}

/** Saves the days; the saved list becomes the professional's cached availability at once. */
export function useSetAvailability(professionalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAvailability,
    onSuccess: (response) =>
      queryClient.setQueryData(availabilityKey(professionalId), { availableDates: response.availableDates }),
  });
}
