import { ADHERENCE_WINDOW_DAYS } from '@arogya/contract/constants/prescriptions';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The adherence card appears only once the patient has prescriptions (spec 01 §2). Prescriptions arrive in
 * a later release, so both calls are quiet: a 404 or any failure simply means "no card" — nothing is
 * toasted and nothing is invented.
 */

export interface Adherence {
  adherenceScore: number;
  streak: number;
}

function listOf(body: unknown): unknown[] | null {
  if (Array.isArray(body)) return body;
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const key of ['data', 'prescriptions']) {
    if (Array.isArray(record[key])) return record[key] as unknown[];
  }
  return null;
}

/** GET /api/prescriptions/my-prescriptions → how many there are (a bare list, or one under data/prescriptions). */
export async function countPrescriptions(signal?: AbortSignal): Promise<number> {
  const body = await api.get('/prescriptions/my-prescriptions', {
    toastOnError: false,
    redirectOnUnauthorized: false,
    ...(signal && { signal }),
  });
  return listOf(body)?.length ?? 0;
}

function readAdherence(body: unknown): Adherence | null {
  if (typeof body !== 'object' || body === null) return null;
  const { adherenceScore, streak } = body as Record<string, unknown>;
  if (typeof adherenceScore !== 'number' || !Number.isFinite(adherenceScore)) return null;
  return { adherenceScore, streak: typeof streak === 'number' && Number.isFinite(streak) ? streak : 0 };
}

/** GET /api/prescriptions/adherence?days=30 → score (percent) and streak (days), or null when unreadable. */
export async function getAdherence(signal?: AbortSignal): Promise<Adherence | null> {
  const body = await api.get('/prescriptions/adherence', {
    query: { days: ADHERENCE_WINDOW_DAYS },
    toastOnError: false,
    redirectOnUnauthorized: false,
    ...(signal && { signal }),
  });
  return readAdherence(body);
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
