import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import {
  activeAnnouncementsSchema,
  announcementInputSchema,
  announcementListSchema,
  announcementSavedSchema,
} from '@arogya/contract/schemas/announcements';
import { idParamsSchema } from '@arogya/contract/schemas/common';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { createAnnouncementService } from './announcements.service';

const tags = ['announcements'];
const security = [{ bearerAuth: [] }];
const adminOnly = ['admin'] as const;

export function registerAnnouncementRoutes(app: ZodApp, ctx: Pick<AppContext, 'db' | 'clock'>): void {
  const service = createAnnouncementService({ db: ctx.db, clock: ctx.clock });

  app.get(
    '/announcements/active',
    {
      // Public: the banner shows on every page. A bearer token, when sent, adds the caller's own audience.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Active announcements for the caller, newest first',
        description:
          "Visitors get 'All Users' only; patients also 'Patients Only'; doctors, nurses, technicians and " +
          "drivers also 'Professionals Only'; admins every active one. An announcement with a window " +
          '(startsAt, endsAt) is listed only inside it. The banner shows the first.',
        response: { 200: activeAnnouncementsSchema },
      },
    },
    async (request, reply) => {
      // The answer depends on who asks: never shared between callers by a cache.
      reply.header('cache-control', 'private, no-cache').header('vary', 'Authorization');
      return service.activeFor(request.user);
    },
  );

  app.get(
    '/announcements',
    {
      config: { access: adminOnly },
      schema: {
        tags,
        summary: 'Every announcement, active or not, newest first (admin)',
        security,
        response: { 200: announcementListSchema },
      },
    },
    async () => service.list(),
  );

  app.post(
    '/announcements',
    {
      config: { access: adminOnly },
      schema: {
        tags,
        summary: 'Publish an announcement (admin); written to the audit log',
        security,
        body: announcementInputSchema,
        response: { 201: announcementSavedSchema },
      },
    },
    async (request, reply) => {
      const announcement = await service.create(requireUser(request), request.body, request.ip);
      reply.code(201);
      return { msg: MSG_ADMIN.announcementCreated, message: MSG_ADMIN.announcementCreated, announcement };
    },
  );

  app.put(
    '/announcements/:id',
    {
      config: { access: adminOnly },
      schema: {
        tags,
        summary: 'Edit an announcement, or switch it on or off (admin); written to the audit log',
        security,
        params: idParamsSchema,
        body: announcementInputSchema,
        response: { 200: announcementSavedSchema },
      },
    },
    async (request) => {
      const announcement = await service.update(
        requireUser(request),
        request.params.id,
        request.body,
        request.ip,
      );
      return { msg: MSG_ADMIN.announcementUpdated, message: MSG_ADMIN.announcementUpdated, announcement };
    },
  );

  app.delete(
    '/announcements/:id',
    {
      config: { access: adminOnly },
      schema: {
        tags,
        summary: 'Delete an announcement (admin); written to the audit log',
        security,
        params: idParamsSchema,
        response: { 200: announcementSavedSchema },
      },
    },
    async (request) => {
      await service.remove(requireUser(request), request.params.id, request.ip);
      return { msg: MSG_ADMIN.announcementDeleted, message: MSG_ADMIN.announcementDeleted };
    },
  );
}
