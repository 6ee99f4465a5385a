import type { ChatHistory, ChatReply, ChatRequest } from '@arogya/contract/schemas/ai';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { SessionUser } from '../../lib/http/access';
import { chatMessagesOf, deleteChatMessagesOf, insertChatTurn } from './ai.repo';
import { answerChatLocally } from './chat-engine';
import type { ChatProvider } from './chat-provider';
import { ProviderError } from './openai-provider';

/** The most kept messages one person's history returns (ours). */
export const CHAT_HISTORY_LIMIT = 200;

export interface ChatServiceDeps {
  db: Database;
  clock: Clock;
  /** The configured outside service, or null for the built-in engine alone. */
  provider: ChatProvider | null;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export function createChatService({ db, clock, provider, log }: ChatServiceDeps) {
  return {
    /**
     * POST /ai/chat. The built-in engine always runs first: a red flag or a request to prescribe or
     * diagnose is answered by it, whatever a provider would say. Otherwise the provider answers when one
     * is configured, with the built-in answer's links; any provider failure falls back to the built-in
     * answer. Nothing is stored unless a signed-in person asked to keep the conversation.
     */
    async chat(user: SessionUser | null, input: ChatRequest): Promise<ChatReply> {
      const askedAt = clock.now();
      const local = answerChatLocally(input.message);
      let reply: Omit<ChatReply, 'kept'> = {
        reply: local.reply,
        links: local.links,
        emergency: local.emergency,
        source: 'local',
      };
      const guarded =
        local.emergency || local.intent === 'refuse-prescription' || local.intent === 'refuse-diagnosis';
      if (provider && !guarded) {
        try {
          const text = await provider.reply(input.message, input.history ?? []);
          reply = { ...reply, reply: text, source: 'provider' };
        } catch (err) {
          // The message is possibly health data: the warning names the failure only.
          const reason = err instanceof ProviderError ? err.reason : 'unexpected';
          log.warn({ reason, error: (err as Error).message }, 'AI chat provider failed; answered locally');
        }
      }
      const kept = Boolean(user && input.keep);
      if (user && kept) {
        await insertChatTurn(db, user.id, {
          question: input.message,
          answer: reply.reply,
          askedAt,
          answeredAt: clock.now(),
        });
      }
      return { ...reply, kept };
    },

    /** GET /ai/chat/history: what the person chose to keep. */
    async history(user: SessionUser): Promise<ChatHistory> {
      const rows = await chatMessagesOf(db, user.id, CHAT_HISTORY_LIMIT);
      return {
        messages: rows.map((r) => ({
          from: r.sender === 'bot' ? 'bot' : 'user',
          text: r.text,
          timestamp: r.createdAt.toISOString(),
        })),
      };
    },

    /** DELETE /ai/chat/history: forget the kept conversation. */
    async forget(user: SessionUser): Promise<{ deleted: number }> {
      return { deleted: await deleteChatMessagesOf(db, user.id) };
    },
  };
}
