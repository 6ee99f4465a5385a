import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import {
  auditLogPageSchema,
  auditLogQuerySchema,
  decideProfileChangeSchema,
  pendingProfileChangeSchema,
  pendingUserSchema,
  platformStatsSchema,
  rejectSchema,
} from '@arogya/contract/schemas/admin';
import { idParamsSchema, msgSchema } from '@arogya/contract/schemas/common';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { createAdminService } from './admin.service';

const security = [{ bearerAuth: [] }];
const adminOnly = ['admin'] as const;

export function registerAdminRoutes(
  app: ZodApp,
  ctx: Pick<AppContext, 'db' | 'clock' | 'sessions' | 'events'>,
): void {
  const admin = createAdminService({
    db: ctx.db,
    clock: ctx.clock,
    sessions: ctx.sessions,
    events: ctx.events,
  });

  app.get(
    '/admin/pending',
    {
      config: { access: adminOnly },
      schema: {
        tags: ['admin'],
        summary: 'Professionals awaiting approval, oldest first, with their fraud flags',
        security,
        response: { 200: z.array(pendingUserSchema) },
      },
    },
    async () => admin.listPending(),
  );

  app.put(
    '/admin/approve/:id',
    {
      config: { access: adminOnly },
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending professional',
        security,
        params: idParamsSchema,
        response: { 200: msgSchema },
      },
    },
    async (request) => {
      await admin.approve(requireUser(request), request.params.id, request.ip);
      return { msg: MSG_ADMIN.approved, message: MSG_ADMIN.approved };
    },
  );

  app.put(
    '/admin/reject/:id',
    {
      config: { access: adminOnly },
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending professional with a reason they will see',
        security,
        params: idParamsSchema,
        body: rejectSchema,
        response: { 200: msgSchema },
      },
    },
    async (request) => {
      await admin.reject(requireUser(request), request.params.id, request.body.reason, request.ip);
      return { msg: MSG_ADMIN.rejected, message: MSG_ADMIN.rejected };
    },
  );

  app.get(
    '/admin/profile-changes',
    {
      config: { access: adminOnly },
      schema: {
        tags: ['admin'],
        summary: "Approved professionals' changes to verified details, oldest first, with before → after",
        security,
        response: { 200: z.array(pendingProfileChangeSchema) },
      },
    },
    async () => admin.listProfileChanges(),
  );

  app.put(
    '/admin/profile-changes/:id',
    {
      config: { access: adminOnly },
      schema: {
        tags: ['admin'],
        summary: 'Approve a profile change (it becomes what patients see) or reject it with a reason',
        description:
          'Answers 409 when the change was already decided (by another admin), 404 when there is none.',
        security,
        params: idParamsSchema,
        body: decideProfileChangeSchema,
        response: { 200: msgSchema },
      },
    },
    async (request) => {
      await admin.decideProfileChange(requireUser(request), request.params.id, request.body, request.ip);
      const msg = request.body.action === 'approve' ? MSG_ADMIN.changeApproved : MSG_ADMIN.changeRejected;
      return { msg, message: msg };
    },
  );

  app.get(
    '/admin/audit-log',
    {
      config: { access: adminOnly },
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first: who did what to whom, when',
        description: 'Filter by `action` and by `actor` (a user id); 25 rows a page.',
        security,
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema },
      },
    },
    async (request) => admin.auditLog(request.query),
  );

  app.get(
    '/admin/stats',
    {
      config: { access: adminOnly },
      schema: {
        tags: ['admin'],
        summary:
          'Live platform counts: users by role, pending approvals, bookings today, open ambulance requests',
        security,
        response: { 200: platformStatsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return admin.platformStats();
    },
  );
}
