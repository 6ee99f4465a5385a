import { devOutboxResponseSchema } from '@arogya/contract/schemas/auth';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../lib/errors';
import type { ZodApp } from '../../lib/http/zod-app';
import { latestOutboxEmails } from '../../lib/mail';

function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
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
      if (!isLoopback(request.ip)) throw new NotFoundError('Route not found.');
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
