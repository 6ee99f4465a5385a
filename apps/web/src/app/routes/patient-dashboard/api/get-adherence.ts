import { ADHERENCE_WINDOW_DAYS } from '@arogya/contract/constants/prescriptions';
import {
  type Adherence,
  adherenceSchema,
  prescriptionListSchema,
} from '@arogya/contract/schemas/prescriptions';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/**
 * The adherence card appears once the patient has prescriptions (spec 01 §2). Both calls are quiet: a
 * failure simply means "no card" — nothing is toasted and nothing is invented.
 */

export type { Adherence };

/** GET /api/prescriptions/my-prescriptions → how many there are. */
export async function countPrescriptions(signal?: AbortSignal): Promise<number> {
  const list = await api.get('/prescriptions/my-prescriptions', {
    toastOnError: false,
    redirectOnUnauthorized: false,
    ...(signal && { signal }),
    parse: (body) => prescriptionListSchema.parse(body),
  });
  return list.length;
}

/** GET /api/prescriptions/adherence?days=30 → score (percent), streak (days), doses due and taken. */
export async function getAdherence(signal?: AbortSignal): Promise<Adherence> {
  return api.get('/prescriptions/adherence', {
    query: { days: ADHERENCE_WINDOW_DAYS },
    toastOnError: false,
    redirectOnUnauthorized: false,
    ...(signal && { signal }),
    parse: (body) => adherenceSchema.parse(body),
  });
}

/** The card's data: null while there is nothing to show (no prescriptions, a failure, or still loading). */
export function useAdherenceCard() {
  const prescriptions = useQuery({
    queryKey: ['prescriptions', 'mine', 'count'],
    queryFn: ({ signal }) => countPrescriptions(signal),
    retry: false,
  });
  const hasPrescriptions = (prescriptions.data ?? 0) > 0;
  const adherence = useQuery({
    queryKey: ['prescriptions', 'adherence', ADHERENCE_WINDOW_DAYS],
    queryFn: ({ signal }) => getAdherence(signal),
    enabled: hasPrescriptions,
    retry: false,
  });
  return { show: hasPrescriptions, adherence: adherence.data ?? null };
}
