import { z } from 'zod';

/**
 * POST /api/triage/question {symptom, answers} (spec 01 §7). `answers` are the `value`s chosen so far,
 * in order. The answer is the next question with its options, or — once the tree ends — a summary
 * that the page puts into the symptoms field. `emergency` (ours) is true when an answer was a red
 * flag: the summary then tells the patient to call 112.
 */
export const triageRequestSchema = z.object({
  symptom: z.string().trim().min(1, 'Please describe your symptom.').max(200),
  answers: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
});

export const triageOptionSchema = z.object({ label: z.string(), value: z.string() });

export const triageResponseSchema = z.object({
  question: z.string().optional(),
  answerOptions: z.array(triageOptionSchema).optional(),
  summary: z.string().optional(),
  emergency: z.boolean().optional(),
  /** Ours: which tree answered ('fever', 'cough', …, or 'general' when none matched). */
  topic: z.string(),
});
export type TriageResponse = z.infer<typeof triageResponseSchema>;
