import { z } from 'zod';
import { CHAT } from '../constants/ai';
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

/** Chat message (spec 01 §3): who wrote it, the text, when. */
export const chatSenderSchema = z.enum(['user', 'bot']);
export const chatMessageSchema = z.object({
  from: chatSenderSchema,
  text: z.string(),
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The turns the widget already shows, oldest first; only the last few are read (ours). */
export const CHAT_HISTORY_MAX = 20;

/** POST /ai/chat: one message at a time (spec 01 §4, §5), with the conversation so far for context. */
export const chatRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Type a message first.')
    .max(CHAT.maxLength, `A message can be at most ${CHAT.maxLength} characters.`),
  history: z
    .array(z.object({ from: chatSenderSchema, text: z.string().max(4 * CHAT.maxLength) }))
    .max(CHAT_HISTORY_MAX)
    .optional(),
  /** A signed-in person may ask to keep the conversation; otherwise nothing is stored. */
  keep: z.boolean().optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatLinkSchema = z.object({ label: z.string(), href: z.string() });
export type ChatLink = z.infer<typeof chatLinkSchema>;

export const chatReplySchema = z.object({
  reply: z.string().min(1),
  links: z.array(chatLinkSchema).optional(),
  /** A red flag: the reply says to call 112 now. */
  emergency: z.boolean(),
  source: z.enum(['local', 'provider']),
  /** Whether this turn was stored (only when a signed-in person asked to keep it). */
  kept: z.boolean(),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

/** GET /ai/chat/history: the kept conversation of the signed-in person, oldest first. */
export const chatHistorySchema = z.object({ messages: z.array(chatMessageSchema) });
export type ChatHistory = z.infer<typeof chatHistorySchema>;
