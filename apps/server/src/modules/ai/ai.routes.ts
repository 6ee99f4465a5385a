import { specialtySuggestionSchema, suggestSpecialtySchema } from '@arogya/contract/schemas/ai';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../lib/http/zod-app';
import { createAiService } from './ai.service';
import { createOpenAiSpecialtyProvider } from './openai-provider';

export function registerAiRoutes(app: ZodApp, ctx: Pick<AppContext, 'config' | 'log'>): void {
  const ai = createAiService({
    provider: ctx.config.ai ? createOpenAiSpecialtyProvider(ctx.config.ai) : null,
    log: ctx.log.child({ module: 'ai' }),
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
}
