import { DISCHARGE_CONCIERGE } from '@arogya/contract/constants/appointments';
import { DISCHARGE_REQUESTS_PER_HOUR } from '@arogya/contract/constants/discharge-concierge';
import { fill } from '@arogya/contract/messages';
import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import { idParamsSchema } from '@arogya/contract/schemas/common';
import {
  adminDischargeRequestListSchema,
  dischargeRequestCreatedSchema,
  dischargeRequestFilterSchema,
  dischargeRequestHandledSchema,
  dischargeRequestInputSchema,
  dischargeRequestListSchema,
  updateDischargeRequestSchema,
} from '@arogya/contract/schemas/discharge-concierge';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { createMailer } from '../mail/mail.service';
import { createDischargeConciergeService } from './discharge-concierge.service';

const tags = ['discharge-concierge'];
const security = [{ bearerAuth: [] }];

export function registerDischargeConciergeRoutes(
  app: ZodApp,
  ctx: Pick<AppContext, 'db' | 'clock' | 'jobs' | 'config'>,
): void {
  const service = createDischargeConciergeService({
    db: ctx.db,
    clock: ctx.clock,
    mailer: createMailer({ db: ctx.db, jobs: ctx.jobs, clock: ctx.clock }),
  });

  app.post(
    '/discharge-concierge/book',
    {
      config: {
        access: 'public',
        // A public form that sends e-mail: a per-address budget of its own, scaled like the sign-in
        // limits (tests raise the scale; production runs at 1).
        rateLimit: {
          max: DISCHARGE_REQUESTS_PER_HOUR * ctx.config.authRateLimitScale,
          timeWindow: 3_600_000,
          hook: 'onRequest',
        },
      },
      schema: {
        tags,
        summary: 'Request the Discharge Concierge (anyone; kept with the account when signed in)',
        description:
          'The discharge date may not be before today (India). With an e-mail the requester gets a ' +
          'confirmation. Admins see the request under /admin/discharge-requests.',
        body: dischargeRequestInputSchema,
        response: { 201: dischargeRequestCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await service.book(request.user, request.body);
      const msg = fill(MSG_PUBLIC.dischargeConciergeSent, { hours: DISCHARGE_CONCIERGE.replyWithinHours });
      reply.code(201);
      return { msg, message: msg, request: created };
    },
  );

  app.get(
    '/discharge-concierge/my-bookings',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: "The signed-in person's Discharge Concierge requests, newest first",
        security,
        response: { 200: dischargeRequestListSchema },
      },
    },
    async (request) => service.mine(requireUser(request)),
  );

  app.get(
    '/admin/discharge-requests',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Discharge Concierge requests, newest first; handled ones stay listed (?status= filters)',
        security,
        querystring: dischargeRequestFilterSchema,
        response: { 200: adminDischargeRequestListSchema },
      },
    },
    async (request) => service.adminList(request.query.status),
  );

  app.put(
    '/admin/discharge-requests/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Mark a Discharge Concierge request handled (admin); written to the audit log',
        description: 'Answers 409 when it was already handled, 404 when there is none.',
        security,
        params: idParamsSchema,
        body: updateDischargeRequestSchema,
        response: { 200: dischargeRequestHandledSchema },
      },
    },
    async (request) => {
      const handled = await service.markHandled(requireUser(request), request.params.id, request.ip);
      return {
        msg: MSG_ADMIN.dischargeMarkedHandled,
        message: MSG_ADMIN.dischargeMarkedHandled,
        request: handled,
      };
    },
  );
}
