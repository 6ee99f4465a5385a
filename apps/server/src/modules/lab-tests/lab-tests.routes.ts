import { REPORT_UPLOAD } from '@arogya/contract/constants/files';
import { LAB_CATALOGUE } from '@arogya/contract/constants/lab-tests';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_LAB } from '@arogya/contract/messages/lab';
import { idParamsSchema } from '@arogya/contract/schemas/common';
import {
  bookLabTestSchema,
  cancelLabTestSchema,
  labCatalogueSchema,
  labSlotsQuerySchema,
  labSlotsSchema,
  labTestBookedSchema,
  labTestChangedSchema,
  labTestListSchema,
  updateLabTestStatusSchema,
  workingDaysSchema,
} from '@arogya/contract/schemas/lab-tests';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { ValidationError } from '../../lib/errors';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { createUploadService, PayloadTooLargeError } from '../files/files.service';
import { createLabTestService } from './lab-tests.service';

const security = [{ bearerAuth: [] }];
const tags = ['lab-tests'];
const reportMaxMb = REPORT_UPLOAD.maxBytes / (1024 * 1024);

/** The multipart field `file`, read into memory and cut at the report limit (nothing is stored unless whole). */
async function readReport(request: FastifyRequest): Promise<{ bytes: Buffer; mimetype: string }> {
  if (!request.isMultipart()) throw new ValidationError(MSG_LAB.reportRequired);
  const part = await request.file({ limits: { fileSize: REPORT_UPLOAD.maxBytes } });
  if (part?.fieldname !== 'file') throw new ValidationError(MSG_LAB.reportRequired);
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) {
    if (part.file.truncated) break;
    chunks.push(chunk as Buffer);
  }
  if (part.file.truncated)
    throw new PayloadTooLargeError(fill(MSG_LAB.reportTooLarge, { size: reportMaxMb }));
  return { bytes: Buffer.concat(chunks), mimetype: part.mimetype };
}

export function registerLabTestRoutes(
  app: ZodApp,
  ctx: Pick<AppContext, 'db' | 'clock' | 'jobs' | 'events' | 'storage' | 'config'>,
): void {
  const uploads = createUploadService({ db: ctx.db, storage: ctx.storage, clock: ctx.clock });
  const service = createLabTestService({
    db: ctx.db,
    clock: ctx.clock,
    jobs: ctx.jobs,
    events: ctx.events,
    storage: ctx.storage,
    uploads,
    publicUrl: ctx.config.publicUrl,
  });

  app.get(
    '/lab-tests/catalogue',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Tests that can be collected at home, with sample type and preparation',
        response: { 200: labCatalogueSchema },
      },
    },
    async () => ({ data: LAB_CATALOGUE.map((t) => ({ ...t })) }),
  );

  app.get(
    '/lab-tests/slots',
    {
      config: { access: ['patient'], forbiddenMessage: MSG_LAB.patientsOnly },
      schema: {
        tags,
        summary: 'Which collection slots of a city’s day still take a booking',
        security,
        querystring: labSlotsQuerySchema,
        response: { 200: labSlotsSchema },
      },
    },
    async (request) => service.slots(request.query.city, request.query.date),
  );

  app.post(
    '/lab-tests',
    {
      config: { access: ['patient'], forbiddenMessage: MSG_LAB.patientsOnly },
      schema: {
        tags,
        summary: 'Book a sample collection at home (patients)',
        description:
          'All five fields are required. The test must be in the catalogue; the slot one of the four lab ' +
          'slots, today (India time, window not over) up to 30 days ahead. A technician of the city with room ' +
          'in the slot is assigned in the same transaction; 409 when the slot is full, 400 when the city has ' +
          'no technician. The fee (800 rupees, due at collection) is set by the server; a `fee` sent is ignored.',
        security,
        body: bookLabTestSchema,
        response: { 201: labTestBookedSchema },
      },
    },
    async (request, reply) => {
      const { msg, data } = await service.book(requireUser(request), request.body, request.ip);
      return reply.status(201).send({ ...data, msg, message: msg });
    },
  );

  app.get(
    '/lab-tests/my',
    {
      config: { access: ['patient'] },
      schema: {
        tags,
        summary: 'Your lab collections, newest first',
        security,
        response: { 200: labTestListSchema },
      },
    },
    async (request) => ({ data: await service.listOfPatient(requireUser(request)) }),
  );

  app.get(
    '/lab-tests/technician',
    {
      config: { access: ['technician'], forbiddenMessage: MSG_LAB.techniciansOnly },
      schema: {
        tags,
        summary: 'The collections assigned to you, by date and slot (technicians)',
        security,
        response: { 200: labTestListSchema },
      },
    },
    async (request) => ({ data: await service.listOfTechnician(requireUser(request)) }),
  );

  app.get(
    '/lab-tests/technician/working-days',
    {
      config: { access: ['technician'], forbiddenMessage: MSG_LAB.techniciansOnly },
      schema: { tags, summary: 'Your working days', security, response: { 200: workingDaysSchema } },
    },
    async (request) => ({ workingDays: await service.workingDays(requireUser(request)) }),
  );

  app.put(
    '/lab-tests/technician/working-days',
    {
      config: { access: ['technician'], forbiddenMessage: MSG_LAB.techniciansOnly },
      schema: {
        tags,
        summary: 'Set your working days (collections are assigned only on them)',
        security,
        body: workingDaysSchema,
        response: { 200: workingDaysSchema },
      },
    },
    async (request) => ({
      workingDays: await service.setWorkingDays(requireUser(request), request.body.workingDays),
    }),
  );

  app.put(
    '/lab-tests/:id/status',
    {
      config: { access: ['technician'], forbiddenMessage: MSG_LAB.notYourCollection },
      schema: {
        tags,
        summary: 'Move a collection forward (the assigned technician)',
        description:
          'Scheduled → Sample Collected, optionally with `paidAtCollection: true`; on a collected sample ' +
          '`paidAtCollection: true` alone records the payment. Completed comes with the report upload. ' +
          'Someone else’s collection: 404.',
        security,
        params: idParamsSchema,
        body: updateLabTestStatusSchema,
        response: { 200: labTestChangedSchema },
      },
    },
    async (request) => {
      const { msg, data } = await service.changeStatus(
        requireUser(request),
        request.params.id,
        request.body,
        request.ip,
      );
      return { msg, message: msg, data };
    },
  );

  app.post(
    '/lab-tests/:id/cancel',
    {
      config: { access: ['patient'] },
      schema: {
        tags,
        summary: 'Cancel your collection (until 2 hours before its slot starts)',
        security,
        params: idParamsSchema,
        body: cancelLabTestSchema,
        response: { 200: labTestChangedSchema },
      },
    },
    async (request) => {
      const { msg, data } = await service.cancel(
        requireUser(request),
        request.params.id,
        request.body?.reason,
        request.ip,
      );
      return { msg, message: msg, data };
    },
  );

  app.get(
    '/lab-tests/:id/report',
    {
      config: { access: ['patient', 'technician'] },
      schema: {
        tags,
        summary: 'Download the report (the collection’s patient and technician only; anyone else 404)',
        security,
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { contentType, object } = await service.openReport(requireUser(request), request.params.id);
      return reply
        .type(contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'attachment; filename="lab-report"')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .header('vary', 'Authorization')
        .header('content-length', object.size)
        .send(object.stream);
    },
  );

  // Multipart parsing exists only inside this scope, for the report upload.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: REPORT_UPLOAD.maxBytes,
        files: 1,
        fields: 4,
        fieldSize: 1024,
        parts: 6,
        headerPairs: 50,
      },
    });
    (scope as unknown as ZodApp).post(
      '/lab-tests/:id/report',
      {
        config: { access: ['technician'], forbiddenMessage: MSG_LAB.notYourCollection },
        schema: {
          tags,
          summary: `Upload the report (PDF, JPEG or PNG up to ${reportMaxMb} MB, multipart field "file"); completes the collection`,
          security,
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: { 200: labTestChangedSchema },
        },
      },
      async (request) => {
        const file = await readReport(request);
        const { msg, data } = await service.uploadReport(
          requireUser(request),
          request.params.id,
          file,
          request.ip,
        );
        return { msg, message: msg, data };
      },
    );
  });
}
