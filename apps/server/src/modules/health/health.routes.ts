import { z } from 'zod';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../lib/http/zod-app';

const healthSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
const readySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({ database: z.enum(['up', 'down']) }),
});

const READY_TIMEOUT_MS = 2_000;

export function registerHealthRoutes(app: ZodApp, ctx: Pick<AppContext, 'database'>): void {
  app.get(
    '/health',
    {
      config: { access: 'public', rateLimit: false },
      schema: { tags: ['health'], summary: 'Liveness: the process answers', response: { 200: healthSchema } },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/ready',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const up = await withTimeout(ctx.database.ping(), READY_TIMEOUT_MS).then(
        () => true,
        () => false,
      );
      if (up) return { status: 'ready' as const, checks: { database: 'up' as const } };
      reply.header('retry-after', '5');
      return reply
        .status(503)
        .send({ status: 'unavailable' as const, checks: { database: 'down' as const } });
    },
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}
