import { z } from 'zod';
import { MSG_SEARCH } from '../messages/search';

/** POST /ai/suggest-specialty: the picked symptoms joined by ', ' (spec 01 §5). */
export const suggestSpecialtySchema = z.object({
  symptoms: z
    .string({ error: MSG_SEARCH.selectSymptoms })
    .trim()
    .min(1, MSG_SEARCH.selectSymptoms)
    .max(1000, 'Describe at most 1000 characters of symptoms.'),
});

export const specialtySuggestionSchema = z.object({
  /** Always one of the searchable specialties. */
  specialty: z.string(),
  reasoning: z.string(),
  /** True when the symptoms together are a red flag: call 112 before anything else. */
  emergency: z.boolean(),
  /** 'local' (the built-in knowledge base) or 'provider' (a configured AI service). */
  source: z.enum(['local', 'provider']),
});
export type SpecialtySuggestion = z.infer<typeof specialtySuggestionSchema>;
