import { devOutboxResponseSchema } from '@arogya/contract/schemas/auth';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../lib/errors';
import type { ZodApp } from '../../lib/http/zod-app';
import { latestOutboxEmails } from '../mail/outbox.repo';

function isLoopback(ip: string | undefined): boolean {
  return ip !== undefined && (ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.'));
}

/**
 * A caller on this machine: the connection itself comes from loopback (not `request.ip`, which a
 * trusted proxy's X-Forwarded-For decides) and no proxy relayed it — a local reverse proxy connects
 * from loopback on behalf of anyone, and says so in these headers.
 */
function isLocalCaller(request: FastifyRequest): boolean {
  if (!isLoopback(request.raw.socket.remoteAddress)) return false;
  const headers = request.headers;
  return (
    headers['x-forwarded-for'] === undefined &&
    headers.forwarded === undefined &&
    headers['x-real-ip'] === undefined
  );
}

/**
 * GET /api/dev/outbox: the latest 50 e-mails of the outbox, for development and the browser tests
 * (they read reset links here). Never registered in production: the bodies hold one-time links.
 * Even in development it answers only callers on this machine, so a demo reachable over the
 * network does not hand out other people's reset links.
 */
export function registerDevOutboxRoutes(app: ZodApp, ctx: Pick<AppContext, 'db' | 'config'>): void {
  if (ctx.config.env === 'production') return;

  app.get(
    '/dev/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Latest e-mails in the outbox (development and test only)',
        response: { 200: devOutboxResponseSchema },
      },
    },
    async (request) => {
      if (!isLocalCaller(request)) throw new NotFoundError('Route not found.');
      const rows = await latestOutboxEmails(ctx.db, 50);
      return {
        emails: rows.map((row) => ({
          to: row.to,
          subject: row.subject,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
}
