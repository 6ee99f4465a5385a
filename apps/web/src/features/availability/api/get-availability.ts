import { availabilitySchema } from '@arogya/contract/schemas/availability';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type Availability = z.infer<typeof availabilitySchema>;

export const availabilityKey = (professionalId: string) => ['availability', professionalId] as const;

/**
 * GET /api/availability/{id} → `{ availableDates: [{date}] }`, the days from today (India time) on. The
 * page shows 'Could not fetch availability.' itself, so nothing is toasted.
 */
export function getAvailability(professionalId: string, signal?: AbortSignal): Promise<Availability> {
  return api.get(`/availability/${encodeURIComponent(professionalId)}`, {
    toastOnError: false,
    ...(signal && { signal }),
    parse: (data) => availabilitySchema.parse(data),
  });
}

export function useAvailability(professionalId: string) {
  return useQuery({
    queryKey: availabilityKey(professionalId),
    queryFn: ({ signal }) => getAvailability(professionalId, signal),
    // The calendar must start from what is saved: never from a stale copy.
    staleTime: 0,
  });
}
