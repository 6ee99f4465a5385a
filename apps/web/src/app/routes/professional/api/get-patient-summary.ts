import { patientSummarySchema } from '@arogya/contract/schemas/appointments';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';

export type PatientSummary = z.infer<typeof patientSummarySchema>;

/**
 * GET /api/appointments/{id}/summary → `{ summary, sections, generatedAt }`. Not toasted: the modal shows
 * 'Could not fetch summary.' when the request fails and 'Failed to load summary.' when the answer cannot be
 * read (a ZodError rather than an ApiError).
 */
export function getPatientSummary(id: string, signal?: AbortSignal): Promise<PatientSummary> {
  return api.get(`/appointments/${encodeURIComponent(id)}/summary`, {
    toastOnError: false,
    ...(signal && { signal }),
    parse: (data) => patientSummarySchema.parse(data),
  });
}

export function usePatientSummary(id: string) {
  return useQuery({
    queryKey: ['patient-summary', id] as const,
    queryFn: ({ signal }) => getPatientSummary(id, signal),
    // The history it summarises changes with every visit: read it afresh each time the modal opens.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
