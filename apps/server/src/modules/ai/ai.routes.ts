import {
  chatHistorySchema,
  chatReplySchema,
  chatRequestSchema,
  specialtySuggestionSchema,
  suggestSpecialtySchema,
} from '@arogya/contract/schemas/ai';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { createAiService } from './ai.service';
import { createChatService } from './chat.service';
import { createOpenAiChatProvider } from './chat-provider';
import { createOpenAiSpecialtyProvider } from './openai-provider';

const security = [{ bearerAuth: [] }];

export function registerAiRoutes(
  app: ZodApp,
  ctx: Pick<AppContext, 'config' | 'log' | 'db' | 'clock'>,
): void {
  const log = ctx.log.child({ module: 'ai' });
  const ai = createAiService({
    provider: ctx.config.ai ? createOpenAiSpecialtyProvider(ctx.config.ai) : null,
    log,
  });
  const chat = createChatService({
    db: ctx.db,
    clock: ctx.clock,
    provider: ctx.config.ai ? createOpenAiChatProvider(ctx.config.ai) : null,
    log,
  });

  app.post(
    '/ai/suggest-specialty',
    {
      config: {
        access: 'public',
        // Public and possibly backed by a paid service: a per-address budget of its own.
        rateLimit: {
          max: ctx.config.aiRateLimitPerMinute,
          timeWindow: 60_000,
          hook: 'onRequest',
          errorResponseBuilder: (_request, context) =>
            Object.assign(
              new Error(
                `Too many suggestions requested. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
              ),
              { statusCode: 429 },
            ),
        },
      },
      schema: {
        tags: ['ai'],
        summary: 'Suggest a specialist for the given symptoms',
        description:
          'Red flags (for example chest pain with breathlessness) answer `emergency: true` with reasoning ' +
          'that begins "Call 112 now". Never prescribes. Uses the built-in knowledge base unless an ' +
          'OpenAI-compatible provider is configured (AI_BASE_URL, AI_API_KEY, AI_MODEL); the provider ' +
          'is never asked about an emergency, and any provider failure falls back to the knowledge base.',
        body: suggestSpecialtySchema,
        response: { 200: specialtySuggestionSchema },
      },
    },
    async (request) => ai.suggestSpecialty(request.body.symptoms),
  );

  app.post(
    '/ai/chat',
    {
      config: {
        access: 'public',
        // Public and possibly backed by a paid service: a per-address budget of its own.
        rateLimit: {
          max: ctx.config.aiRateLimitPerMinute,
          timeWindow: 60_000,
          hook: 'onRequest',
          keyGenerator: (request) => `ai-chat:${request.ip}`,
          errorResponseBuilder: (_request, context) =>
            Object.assign(
              new Error(
                `Too many messages. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
              ),
              { statusCode: 429 },
            ),
        },
      },
      schema: {
        tags: ['ai'],
        summary: 'Ask the chat assistant one message',
        description:
          'Answers questions about Arogya from a built-in knowledge base with links to the right page, ' +
          'suggests a specialist for described symptoms, and kindly refuses to diagnose or prescribe. Red ' +
          'flags answer `emergency: true` ("Call 112 now") before anything else. With AI_BASE_URL, ' +
          'AI_API_KEY and AI_MODEL set, other messages are answered by that provider behind the same ' +
          'guard rails; any provider failure falls back to the built-in engine. Nothing is stored unless ' +
          'a signed-in caller sends `keep: true`.',
        body: chatRequestSchema,
        response: { 200: chatReplySchema },
      },
    },
    async (request) => chat.chat(request.user, request.body),
  );

  app.get(
    '/ai/chat/history',
    {
      config: { access: 'auth' },
      schema: {
        tags: ['ai'],
        summary: 'The chat conversation you chose to keep, oldest first',
        security,
        response: { 200: chatHistorySchema },
      },
    },
    async (request) => chat.history(requireUser(request)),
  );

  app.delete(
    '/ai/chat/history',
    {
      config: { access: 'auth' },
      schema: {
        tags: ['ai'],
        summary: 'Forget the chat conversation you kept',
        security,
        response: { 200: z.object({ deleted: z.number().int() }) },
      },
    },
    async (request) => chat.forget(requireUser(request)),
  );
}
