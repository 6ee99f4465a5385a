import { DEV_MAILBOX_PATH, devInfoResponseSchema } from '@arogya/contract/schemas/dev';
import type { AppContext } from '../../context';
import { listPrimaryDemoAccounts } from '../../db/seed/seed';
import type { ZodApp } from '../../lib/http/zod-app';

/**
 * GET /api/dev/info: what a newcomer needs in development — the demo accounts (one per role, from the
 * same list as the README table and `npm run db:seed`) and where the development mailbox is. The web
 * app shows its "Demo accounts" panel and mailbox links only when this route answers. Never registered
 * in production: there the route does not exist (404) and nothing about the demo accounts is exposed.
 */
export function registerDevInfoRoutes(app: ZodApp, ctx: Pick<AppContext, 'config'>): void {
  if (ctx.config.env === 'production') return;

  app.get(
    '/dev/info',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Demo accounts and the development mailbox (development and test only)',
        response: { 200: devInfoResponseSchema },
      },
    },
    async () => ({
      demoAccounts: ctx.config.seedDemoData ? listPrimaryDemoAccounts() : [],
      mailboxPath: DEV_MAILBOX_PATH,
    }),
  );
}
