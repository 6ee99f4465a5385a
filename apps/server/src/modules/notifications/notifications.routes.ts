import { MSG_NOTIFICATIONS } from '@arogya/contract/messages/notifications';
import { idParamsSchema } from '@arogya/contract/schemas/common';
import { notificationReadSchema, unreadNotificationsSchema } from '@arogya/contract/schemas/notifications';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { createNotificationService } from './notifications.service';

const security = [{ bearerAuth: [] }];

export function registerNotificationRoutes(app: ZodApp, ctx: Pick<AppContext, 'db' | 'clock'>): void {
  const service = createNotificationService({ db: ctx.db });

  app.get(
    '/notifications/unread',
    {
      config: { access: 'auth' },
      schema: {
        tags: ['notifications'],
        summary: 'Your unread notifications, newest first (at most 50)',
        security,
        response: { 200: unreadNotificationsSchema },
      },
    },
    async (request) => ({ notifications: await service.unread(requireUser(request).id) }),
  );

  app.put(
    '/notifications/:id/mark-read',
    {
      config: { access: 'auth' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of your notifications read (calling it again changes nothing)',
        security,
        params: idParamsSchema,
        response: { 200: notificationReadSchema },
      },
    },
    async (request) => {
      const data = await service.markRead(requireUser(request).id, request.params.id, ctx.clock.now());
      return { msg: MSG_NOTIFICATIONS.markedRead, data };
    },
  );
}
