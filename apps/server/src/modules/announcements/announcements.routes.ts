import { activeAnnouncementsSchema } from '@arogya/contract/schemas/announcements';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../lib/http/zod-app';
import { createAnnouncementService } from './announcements.service';

export function registerAnnouncementRoutes(app: ZodApp, ctx: Pick<AppContext, 'db'>): void {
  const service = createAnnouncementService({ db: ctx.db });

  app.get(
    '/announcements/active',
    {
      // Public: the banner shows on every page. A bearer token, when sent, adds the caller's own audience.
      config: { access: 'public' },
      schema: {
        tags: ['announcements'],
        summary: 'Active announcements for the caller, newest first',
        description:
          "Visitors get 'All Users' only; patients also 'Patients Only'; doctors, nurses, technicians and " +
          "drivers also 'Professionals Only'; admins every active one. The banner shows the first.",
        response: { 200: activeAnnouncementsSchema },
      },
    },
    async (request, reply) => {
      // The answer depends on who asks: never shared between callers by a cache.
      reply.header('cache-control', 'private, no-cache').header('vary', 'Authorization');
      return service.activeFor(request.user);
    },
  );
}
