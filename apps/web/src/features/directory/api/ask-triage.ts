import { type TriageResponse, triageResponseSchema } from '@arogya/contract/schemas/triage';
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
