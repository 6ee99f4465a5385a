import { MSG_PRIVACY } from '@arogya/contract/messages/privacy';
import { errorSchema } from '@arogya/contract/schemas/common';
import {
  consentListSchema,
  consentParamsSchema,
  consentResponseSchema,
  eraseRequestSchema,
  erasureResponseSchema,
  erasureStateSchema,
  exportListSchema,
  exportParamsSchema,
  exportStartedSchema,
  grantConsentSchema,
} from '@arogya/contract/schemas/privacy';
import type { AppConfig } from '../../config';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/types';
import type { Clock } from '../../lib/clock';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import type { FileStorage } from '../../lib/storage';
import type { DomainEventSink } from '../../realtime/dispatch';
import { createAppointmentService } from '../appointments/appointments.service';
import { contentDisposition } from '../records/record-content';
import { createPrivacyService, scheduledMessage } from './privacy.service';

const security = [{ bearerAuth: [] }];
const tags = ['privacy'];
const signedIn = { access: 'auth' as const };

/** The service with what it needs, for the routes and the jobs alike. */
export function buildPrivacyService(ctx: {
  db: Database;
  clock: Clock;
  jobs: Pick<JobQueue, 'send' | 'cancel'>;
  events: DomainEventSink;
  storage: FileStorage;
  config: Pick<AppConfig, 'appSecret'>;
}) {
  return createPrivacyService({
    ...ctx,
    appointments: createAppointmentService({
      db: ctx.db,
      clock: ctx.clock,
      jobs: ctx.jobs,
      events: ctx.events,
    }),
  });
}

/** "Your data" (issue #25): export, erasure and consents of the signed-in person, any role. */
export function registerPrivacyRoutes(
  app: ZodApp,
  ctx: Pick<AppContext, 'db' | 'clock' | 'jobs' | 'events' | 'storage' | 'config'>,
): void {
  const service = buildPrivacyService(ctx);

  app.post(
    '/me/export',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Ask for a ZIP of everything Arogya holds about you (at most one a day)',
        description:
          'Starts a job that assembles one JSON file per area, your documents and a readable index; you are ' +
          'notified when it is ready. A second request within 24 hours: 429 saying when you can ask again.',
        security,
        response: { 202: exportStartedSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const exported = await service.requestExport(requireUser(request), request.ip);
      return reply.status(202).send({ export: exported, msg: MSG_PRIVACY.exportStarted });
    },
  );

  app.get(
    '/me/export',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Your data exports, newest first',
        security,
        response: { 200: exportListSchema },
      },
    },
    async (request) => ({ exports: await service.exports(requireUser(request)) }),
  );

  app.get(
    '/me/export/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Download one of your exports (a ZIP) while it is ready, for 7 days',
        description: "Someone else's or an unknown id: 404; expired: 410; still being prepared: 409.",
        security,
        params: exportParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await service.download(requireUser(request), request.params.id, request.ip);
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition(file.fileName))
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );

  app.post(
    '/me/erase',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Schedule the erasure of your account, 7 days from now (password, and a code with 2FA)',
        description:
          'Wrong or missing password, or a missing or wrong code when two-factor is on: 401. One already ' +
          'scheduled: 409. A professional with open work: 409 OPEN_OBLIGATIONS with details.obligations.',
        security,
        body: eraseRequestSchema,
        response: { 202: erasureResponseSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const erasure = await service.requestErasure(requireUser(request), request.body, request.ip);
      return reply.status(202).send({ erasure, msg: scheduledMessage(erasure) });
    },
  );

  app.get(
    '/me/erase',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Your scheduled erasure, else the latest one, else null',
        security,
        response: { 200: erasureStateSchema },
      },
    },
    async (request) => ({ erasure: await service.erasure(requireUser(request)) }),
  );

  app.delete(
    '/me/erase',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Cancel your scheduled erasure; nothing scheduled: 404',
        security,
        response: { 200: erasureResponseSchema, 404: errorSchema },
      },
    },
    async (request) => ({
      erasure: await service.cancelErasure(requireUser(request), request.ip),
      msg: MSG_PRIVACY.eraseCancelled,
    }),
  );

  app.get(
    '/me/consents',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Your consents: one per purpose with its state and history, and the notice version in force',
        security,
        response: { 200: consentListSchema },
      },
    },
    async (request) => service.consents(requireUser(request)),
  );

  app.post(
    '/me/consents',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Grant a consent under the notice version you were shown (an older version: 409)',
        security,
        body: grantConsentSchema,
        response: { 200: consentResponseSchema, 409: errorSchema },
      },
    },
    async (request) => ({
      consent: await service.grant(requireUser(request), request.body),
      msg: MSG_PRIVACY.consentGranted,
    }),
  );

  app.delete(
    '/me/consents/:purpose',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Withdraw a consent; it takes effect at once (account: 400, erase the account instead)',
        security,
        params: consentParamsSchema,
        response: { 200: consentResponseSchema, 400: errorSchema },
      },
    },
    async (request) => ({
      consent: await service.withdraw(requireUser(request), request.params.purpose),
      msg: MSG_PRIVACY.consentWithdrawn,
    }),
  );
}
