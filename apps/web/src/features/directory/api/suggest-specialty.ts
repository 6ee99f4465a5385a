import { type SpecialtySuggestion, specialtySuggestionSchema } from '@arogya/contract/schemas/ai';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/ai/suggest-specialty {symptoms} → {specialty, reasoning, emergency, source} (spec 01 §7).
 * The modal shows 'Could not get a suggestion. Try again.' itself, so nothing is toasted.
 */
export function suggestSpecialty(symptoms: string): Promise<SpecialtySuggestion> {
  return api.post(
    '/ai/suggest-specialty',
    { symptoms },
    { toastOnError: false, parse: (data) => specialtySuggestionSchema.parse(data) },
  );
}

export function useSuggestSpecialty() {
  return useMutation({ mutationFn: suggestSpecialty });
}
