import { z } from 'zod';
import type { AiProviderConfig } from '../../config';
import { CHAT_KNOWLEDGE } from './chat-knowledge';
import {
  createCompletionCaller,
  type OpenAiProviderOptions,
  PRESCRIBING,
  ProviderError,
} from './openai-provider';

/** A chat reply from an outside AI service. Throws `ProviderError` on anything unusable. */
export interface ChatProvider {
  reply(message: string, history: ReadonlyArray<{ from: 'user' | 'bot'; text: string }>): Promise<string>;
}

const MAX_REPLY_CHARS = 1200;
/** Turns of context sent to the provider: enough to follow a conversation, little health data. */
const CONTEXT_TURNS = 6;

export const CHAT_SYSTEM_PROMPT = [
  'You are the Arogya assistant, on a home-healthcare marketplace in India. Answer in two to four short,',
  'kind sentences, in the language the person writes in (English or Hinglish). You never diagnose, and you',
  'never name medicines, doses or treatments; suggest seeing a doctor instead. For any emergency say to',
  'call 112. Only use these facts about Arogya:',
  ...CHAT_KNOWLEDGE.map((e) => `- ${e.reply}`),
].join('\n');

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** The provider's text, held to the guard rails: not empty, not too long, never prescribing. */
export function parseChatCompletion(raw: string): string {
  let content: string;
  try {
    content = completionSchema.parse(JSON.parse(raw)).choices[0]?.message.content?.trim() ?? '';
  } catch (err) {
    throw new ProviderError('invalid-json', 'the provider response is not a chat completion', { cause: err });
  }
  if (!content) throw new ProviderError('invalid-answer', 'the provider answered with an empty reply');
  if (content.length > MAX_REPLY_CHARS)
    throw new ProviderError('invalid-answer', 'the provider reply is too long');
  if (PRESCRIBING.test(content))
    throw new ProviderError('invalid-answer', 'the provider reply mentions medicines or doses');
  return content;
}

/** An OpenAI-compatible chat-completions client, called from the server only (the key never leaves it). */
export function createOpenAiChatProvider(
  config: AiProviderConfig,
  options: OpenAiProviderOptions = {},
): ChatProvider {
  const complete = createCompletionCaller(config, options);
  return {
    async reply(message, history) {
      const raw = await complete({
        temperature: 0.2,
        max_tokens: 400,
        messages: [
          { role: 'system', content: CHAT_SYSTEM_PROMPT },
          ...history.slice(-CONTEXT_TURNS).map((t) => ({
            role: t.from === 'user' ? 'user' : 'assistant',
            content: t.text,
          })),
          { role: 'user', content: message },
        ],
      });
      return parseChatCompletion(raw);
    },
  };
}
