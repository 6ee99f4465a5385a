import { DOCTOR_SEARCH_SPECIALTIES, type DoctorSearchSpecialty } from '@arogya/contract/constants/directory';
import { z } from 'zod';
import type { AiProviderConfig } from '../../config';

/** A specialty suggestion from an outside AI service. Throws `ProviderError` on anything unusable. */
export interface SpecialtyProvider {
  suggest(symptoms: string): Promise<{ specialty: DoctorSearchSpecialty; reasoning: string }>;
}

/** Why a provider answer was not used; the message names the failure, never the symptoms. */
export class ProviderError extends Error {
  constructor(
    readonly reason: 'network' | 'timeout' | 'http' | 'invalid-json' | 'invalid-answer',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

/** The whole call, connection to last byte, gets this long (spec: the browser itself waits 15 s). */
export const PROVIDER_TIMEOUT_MS = 8_000;
const MAX_REASONING_CHARS = 600;

export const SYSTEM_PROMPT = [
  'You help patients in India choose which kind of doctor to see. You do not diagnose and you never',
  'prescribe: do not name medicines, doses or treatments.',
  `Choose exactly one specialty from this list: ${DOCTOR_SEARCH_SPECIALTIES.join(', ')}.`,
  'When unsure, choose General Physician.',
  'Answer with one JSON object and nothing else, in this form:',
  '{"specialty": "<one specialty from the list>", "reasoning": "<one or two plain-English sentences explaining why>"}',
].join(' ');

/** Words that mean the answer drifted into prescribing; such an answer is not shown. */
export const PRESCRIBING =
  /\b(\d+\s?(mg|ml|mcg)|tablets?|capsules?|pills?|doses?|dosage|syrup|ointment|antibiotics?|paracetamol|acetaminophen|ibuprofen|aspirin|diclofenac|cetirizine|prescri\w*)\b/i;

const answerSchema = z.object({
  specialty: z.string(),
  reasoning: z.string().trim().min(1).max(MAX_REASONING_CHARS),
});

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

export interface OpenAiProviderOptions {
  timeoutMs?: number;
  /** Injected for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/**
 * An OpenAI-compatible chat-completions client (OpenAI, Azure-style gateways, Groq, Ollama, vLLM…).
 * Called from the server only: the key never reaches a browser. The answer is held to the same rules
 * as the local engine — a specialty from the searchable list, a reasoning that does not prescribe.
 */
export function createOpenAiSpecialtyProvider(
  config: AiProviderConfig,
  options: OpenAiProviderOptions = {},
): SpecialtyProvider {
  const complete = createCompletionCaller(config, options);
  return {
    async suggest(symptoms) {
      const raw = await complete({
        temperature: 0,
        max_tokens: 300,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: `Symptoms: ${symptoms}` },
        ],
      });
      return parseAnswer(raw);
    },
  };
}

/**
 * POSTs a chat-completions request (the model is added) and answers the raw response text; any failure
 * to get an OK answer in time is a ProviderError naming it. Shared by the specialty and chat providers.
 */
export function createCompletionCaller(
  config: AiProviderConfig,
  options: OpenAiProviderOptions = {},
): (request: Record<string, unknown>) => Promise<string> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  return async (request) => {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const res = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify({ model: config.model, ...request }),
        signal,
      });
      const raw = await res.text();
      if (!res.ok) throw new ProviderError('http', `the provider answered HTTP ${res.status}`);
      return raw;
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      if (signal.aborted)
        throw new ProviderError('timeout', `no answer within ${timeoutMs} ms`, { cause: err });
      throw new ProviderError('network', `the provider could not be reached: ${(err as Error).message}`, {
        cause: err,
      });
    }
  };
}

/** The completion's message content as `{specialty, reasoning}`, or a ProviderError saying what was wrong. */
export function parseAnswer(raw: string): { specialty: DoctorSearchSpecialty; reasoning: string } {
  let completion: z.infer<typeof completionSchema>;
  try {
    completion = completionSchema.parse(JSON.parse(raw));
  } catch (err) {
    throw new ProviderError('invalid-json', 'the provider response is not a chat completion', { cause: err });
  }
  const content = completion.choices[0]?.message.content ?? '';
  // Models often wrap JSON in a code fence or a sentence: take the outermost object.
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  let answer: z.infer<typeof answerSchema>;
  try {
    answer = answerSchema.parse(JSON.parse(content.slice(start, end + 1)));
  } catch (err) {
    throw new ProviderError('invalid-json', 'the provider answer is not the requested JSON', { cause: err });
  }
  const specialty = DOCTOR_SEARCH_SPECIALTIES.find(
    (s) => s.toLowerCase() === answer.specialty.trim().toLowerCase(),
  );
  if (!specialty)
    throw new ProviderError('invalid-answer', 'the provider chose a specialty outside the list');
  if (PRESCRIBING.test(answer.reasoning))
    throw new ProviderError('invalid-answer', 'the provider reasoning mentions medicines or doses');
  return { specialty, reasoning: answer.reasoning };
}
