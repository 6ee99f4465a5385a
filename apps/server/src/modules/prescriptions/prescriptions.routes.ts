import { MSG_PRESCRIPTIONS } from '@arogya/contract/messages/prescriptions';
import { idParamsSchema } from '@arogya/contract/schemas/common';
import {
  adherenceQuerySchema,
  adherenceSchema,
  doseResultSchema,
  doseTimesSchema,
  logDoseSchema,
  medicineParamsSchema,
  prescriptionInputSchema,
  prescriptionListSchema,
  prescriptionResultSchema,
  smartStockSchema,
  takeDoseSchema,
  todayChecklistSchema,
} from '@arogya/contract/schemas/prescriptions';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { buildPrescriptionPdf, prescriptionFileName } from './prescription-pdf';
import { createPrescriptionService } from './prescriptions.service';

const tags = ['prescriptions'];
const security = [{ bearerAuth: [] }];
const patientOnly = { access: ['patient'] as const };
const doctorOnly = { access: ['doctor'] as const };

export function registerPrescriptionRoutes(
  app: ZodApp,
  ctx: Pick<AppContext, 'db' | 'clock' | 'events'>,
): void {
  const service = createPrescriptionService({ db: ctx.db, clock: ctx.clock, events: ctx.events });

  app.post(
    '/prescriptions',
    {
      config: doctorOnly,
      schema: {
        tags,
        summary: 'Issue a prescription for a Confirmed or Completed appointment of yours (TPG 2020 fields)',
        description:
          'The course starts today (India date) and lasts each medicine’s duration. Frequency in 1-0-1 ' +
          'notation (morning-afternoon-night). Schedule X, narcotic and psychotropic substances are refused.',
        security,
        body: prescriptionInputSchema,
        response: { 201: prescriptionResultSchema },
      },
    },
    async (request, reply) => {
      const prescription = await service.issue(requireUser(request), request.body);
      return reply
        .status(201)
        .send({ msg: MSG_PRESCRIPTIONS.issued, message: MSG_PRESCRIPTIONS.issued, prescription });
    },
  );

  app.get(
    '/prescriptions',
    {
      config: doctorOnly,
      schema: {
        tags,
        summary: 'The prescriptions you issued, newest first',
        security,
        response: { 200: prescriptionListSchema },
      },
    },
    async (request) => service.issuedBy(requireUser(request)),
  );

  app.put(
    '/prescriptions/:id',
    {
      config: doctorOnly,
      schema: {
        tags,
        summary:
          'Amend your prescription (same body) until the patient has logged a dose against it (then 409)',
        security,
        params: idParamsSchema,
        body: prescriptionInputSchema,
        response: { 200: prescriptionResultSchema },
      },
    },
    async (request) => {
      const prescription = await service.amend(requireUser(request), request.params.id, request.body);
      return { msg: MSG_PRESCRIPTIONS.amended, message: MSG_PRESCRIPTIONS.amended, prescription };
    },
  );

  app.get(
    '/prescriptions/my-prescriptions',
    {
      config: patientOnly,
      schema: {
        tags,
        summary: 'Your prescriptions, newest first',
        security,
        response: { 200: prescriptionListSchema },
      },
    },
    async (request) => service.mine(requireUser(request)),
  );

  app.get(
    '/prescriptions/today',
    {
      config: patientOnly,
      schema: {
        tags,
        summary: "Today's Checklist: the doses due today (India date) at your dose times",
        security,
        response: { 200: todayChecklistSchema },
      },
    },
    async (request) => service.today(requireUser(request)),
  );

  app.get(
    '/prescriptions/adherence',
    {
      config: patientOnly,
      schema: {
        tags,
        summary: 'Adherence score (%), streak (days), doses due and taken over the last `days` days',
        description: 'Defined in docs/decisions/028-adherence-score-and-streak.md.',
        security,
        querystring: adherenceQuerySchema,
        response: { 200: adherenceSchema },
      },
    },
    async (request) => service.adherence(requireUser(request), request.query.days),
  );

  app.get(
    '/prescriptions/dose-times',
    {
      config: patientOnly,
      schema: {
        tags,
        summary: 'Your dose times (India time, HH:MM)',
        security,
        response: { 200: doseTimesSchema },
      },
    },
    async (request) => service.doseTimes(requireUser(request)),
  );

  app.put(
    '/prescriptions/dose-times',
    {
      config: patientOnly,
      schema: {
        tags,
        summary: 'Set your morning, afternoon and night dose times',
        security,
        body: doseTimesSchema,
        response: { 200: z.object({ msg: z.string(), message: z.string(), doseTimes: doseTimesSchema }) },
      },
    },
    async (request) => service.saveDoseTimes(requireUser(request), request.body),
  );

  app.post(
    '/prescriptions/:id/take-dose',
    {
      config: patientOnly,
      schema: {
        tags,
        summary: 'Take one pill now: the count drops by one (409 at 0) and the dose is recorded',
        security,
        params: idParamsSchema,
        body: takeDoseSchema,
        response: { 200: doseResultSchema },
      },
    },
    async (request) => service.takeDose(requireUser(request), request.params.id, request.body.medicineIndex),
  );

  app.post(
    '/prescriptions/:id/log-dose',
    {
      config: patientOnly,
      schema: {
        tags,
        summary: 'Mark a medicine’s doses of a day taken (all of them, or the one `doseSlot`); idempotent',
        security,
        params: idParamsSchema,
        body: logDoseSchema,
        response: { 200: doseResultSchema },
      },
    },
    async (request) => service.logDose(requireUser(request), request.params.id, request.body),
  );

  app.put(
    '/prescriptions/:id/medicines/:index/smart-stock',
    {
      config: patientOnly,
      schema: {
        tags,
        summary: 'Smart stock on or off: a one-time “running low” notice when pills cover fewer than 3 days',
        security,
        params: medicineParamsSchema,
        body: smartStockSchema,
        response: {
          200: z.object({ msg: z.string(), message: z.string(), isSmartStockEnabled: z.boolean() }),
        },
      },
    },
    async (request) =>
      service.setSmartStock(
        requireUser(request),
        request.params.id,
        request.params.index,
        request.body.enabled,
      ),
  );

  app.get(
    '/prescriptions/:id/pdf',
    {
      config: { access: ['patient', 'doctor'] },
      schema: {
        tags,
        summary: 'The prescription as a PDF, for its patient and its doctor',
        security,
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const rx = await service.readable(requireUser(request), request.params.id);
      const pdf = await buildPrescriptionPdf(rx, ctx.clock.now());
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${prescriptionFileName(rx)}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}
