import { type TriageResponse, triageResponseSchema } from '@arogya/contract/schemas/triage';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `topic` is the server's own bookkeeping; the helper works without it. */
const answerSchema = triageResponseSchema.partial({ topic: true });
export type TriageAnswer = Omit<TriageResponse, 'topic'> & { topic?: string };

/**
 * POST /api/triage/question {symptom, answers} (spec 01 §7) → the next question with its options, or the
 * summary. Public and silent: a failure only clears the helper (spec 01 §8), so nothing is toasted and a
 * stale session never sends the patient to the login page from here.
 */
export function askTriage(
  body: { symptom: string; answers: readonly string[] },
  signal?: AbortSignal,
): Promise<TriageAnswer> {
  return api.post('/triage/question', body, {
    toastOnError: false,
    redirectOnUnauthorized: false,
    ...(signal && { signal }),
    parse: (data) => answerSchema.parse(data),
  });
}

/**
 * Asks the next triage question. The caller passes the request's `signal` with each call, so it can abort
 * the request in flight (a newer one, starting over, a new symptom); nothing is cached or invalidated.
 */
export function useAskTriage() {
  return useMutation({
    mutationFn: ({ signal, ...body }: { symptom: string; answers: readonly string[]; signal: AbortSignal }) =>
      askTriage(body, signal),
  });
}
