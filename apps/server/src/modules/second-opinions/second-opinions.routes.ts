import {
  SECOND_OPINION_FILE,
  SECOND_OPINION_FILE_CATEGORIES,
  type SecondOpinionFileCategory,
} from '@arogya/contract/constants/second-opinions';
import { MSG_SECOND_OPINION } from '@arogya/contract/messages/second-opinion';
import { idParamsSchema } from '@arogya/contract/schemas/common';
import {
  cancelSecondOpinionSchema,
  createSecondOpinionSchema,
  fileIdParamsSchema,
  myRequestsQuerySchema,
  mySpecialtiesInputSchema,
  mySpecialtiesSchema,
  secondOpinionEnvelopeSchema,
  secondOpinionFileEnvelopeSchema,
  secondOpinionFileListSchema,
  secondOpinionListSchema,
  secondOpinionReportEnvelopeSchema,
  secondOpinionReportInputSchema,
  secondOpinionStatusInputSchema,
  specialtyAvailabilitySchema,
  specialtyDecisionSchema,
  specialtyDeclarationListSchema,
} from '@arogya/contract/schemas/second-opinions';
import multipart from '@fastify/multipart';
import type { AppContext } from '../../context';
import { ValidationError } from '../../lib/errors';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import type { PaymentsService } from '../payments/payments.service';
import { createSecondOpinionService } from './second-opinions.service';

const tags = ['second-opinions'];
const security = [{ bearerAuth: [] }];
const SPECIALIST = ['doctor'] as const;
const PATIENT = ['patient'] as const;

export function registerSecondOpinionRoutes(
  app: ZodApp,
  ctx: Pick<AppContext, 'db' | 'clock' | 'storage' | 'events'>,
  payments: Pick<PaymentsService, 'refund'>,
): void {
  const service = createSecondOpinionService({
    db: ctx.db,
    clock: ctx.clock,
    storage: ctx.storage,
    events: ctx.events,
    payments,
  });

  app.post(
    '/second-opinions',
    {
      config: { access: PATIENT },
      schema: {
        tags,
        summary: 'Request a second opinion (starts pending and unpaid; the price is the server’s, in rupees)',
        description:
          'Price = the specialty’s base price × the urgency multiplier, rounded half-up. A `price` that differs ' +
          'is refused. A specialty no specialist reviews is refused.',
        security,
        body: createSecondOpinionSchema,
        response: { 201: secondOpinionEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const data = await service.create(requireUser(request), request.body);
      return reply.status(201).send({ success: true as const, message: MSG_SECOND_OPINION.submitted, data });
    },
  );

  app.get(
    '/second-opinions/specialties',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'Every specialty with its routine price and how many specialists review it now',
        security,
        response: { 200: specialtyAvailabilitySchema },
      },
    },
    async () => ({ success: true as const, data: await service.specialties() }),
  );

  app.get(
    '/second-opinions/my-requests',
    {
      config: { access: PATIENT },
      schema: {
        tags,
        summary: 'Your requests, newest first, optionally of one status',
        security,
        querystring: myRequestsQuerySchema,
        response: { 200: secondOpinionListSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.myRequests(requireUser(request), request.query.status),
    }),
  );

  app.get(
    '/second-opinions/available',
    {
      config: { access: SPECIALIST },
      schema: {
        tags,
        summary: 'Paid, pending cases of your review specialties',
        security,
        response: { 200: secondOpinionListSchema },
      },
    },
    async (request) => ({ success: true as const, data: await service.available(requireUser(request)) }),
  );

  app.get(
    '/second-opinions/my-assigned',
    {
      config: { access: SPECIALIST },
      schema: {
        tags,
        summary: 'Cases you accepted, newest first',
        security,
        response: { 200: secondOpinionListSchema },
      },
    },
    async (request) => ({ success: true as const, data: await service.myAssigned(requireUser(request)) }),
  );

  app.get(
    '/second-opinions/my-specialties',
    {
      config: { access: SPECIALIST },
      schema: {
        tags,
        summary: 'Your review specialties: the automatic one and your declarations with their approval',
        security,
        response: { 200: mySpecialtiesSchema },
      },
    },
    async (request) => ({ success: true as const, data: await service.mySpecialties(requireUser(request)) }),
  );

  app.put(
    '/second-opinions/my-specialties',
    {
      config: { access: SPECIALIST },
      schema: {
        tags,
        summary: 'Declare review specialties (new ones wait for admin approval)',
        security,
        body: mySpecialtiesInputSchema,
        response: { 200: mySpecialtiesSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.declareSpecialties(requireUser(request), request.body.specialties),
    }),
  );

  app.put(
    '/second-opinions/:id/assign',
    {
      config: { access: SPECIALIST },
      schema: {
        tags,
        summary: 'Accept a case (atomic: of specialists accepting at once exactly one gets it, others 409)',
        security,
        params: idParamsSchema,
        response: { 200: secondOpinionEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: MSG_SECOND_OPINION.caseAccepted,
      data: await service.assign(requireUser(request), request.params.id),
    }),
  );

  app.put(
    '/second-opinions/:id/status',
    {
      config: { access: SPECIALIST },
      schema: {
        tags,
        summary: 'Start the review of an assigned case (status in-review)',
        security,
        params: idParamsSchema,
        body: secondOpinionStatusInputSchema,
        response: { 200: secondOpinionEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: MSG_SECOND_OPINION.reviewStarted,
      data: await service.startReview(requireUser(request), request.params.id),
    }),
  );

  app.post(
    '/second-opinions/:id/report',
    {
      config: { access: SPECIALIST },
      schema: {
        tags,
        summary: 'Submit the report of a case in review (completes it)',
        description: 'Attachments go first through the upload route with `category: report`.',
        security,
        params: idParamsSchema,
        body: secondOpinionReportInputSchema,
        response: { 201: secondOpinionReportEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const data = await service.submitReport(requireUser(request), request.params.id, request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/second-opinions/:id/report',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'The report of a completed case: its patient and its specialist only',
        security,
        params: idParamsSchema,
        response: { 200: secondOpinionReportEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.report(requireUser(request), request.params.id),
    }),
  );

  app.get(
    '/second-opinions/:id/report/pdf',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'The report as a PDF: its patient and its specialist only',
        security,
        params: idParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await service.reportPdf(requireUser(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );

  app.get(
    '/second-opinions/:id/files',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'The files of a case: its patient and its assigned specialist only',
        security,
        params: idParamsSchema,
        response: { 200: secondOpinionFileListSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.files(requireUser(request), request.params.id),
    }),
  );

  app.get(
    '/second-opinions/files/:fileId/download',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'Download a file of a case (a blob): its patient and its assigned specialist only',
        security,
        params: fileIdParamsSchema,
      },
    },
    async (request, reply) => {
      const { object, contentType, disposition } = await service.download(
        requireUser(request),
        request.params.fileId,
      );
      return reply
        .type(contentType)
        .header('content-length', object.size)
        .header('content-disposition', disposition)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(object.stream);
    },
  );

  app.post(
    '/second-opinions/:id/cancel',
    {
      config: { access: PATIENT },
      schema: {
        tags,
        summary: 'Cancel an unassigned or overdue request; a paid one is refunded in full, once',
        security,
        params: idParamsSchema,
        body: cancelSecondOpinionSchema,
        response: { 200: secondOpinionEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: MSG_SECOND_OPINION.cancelled,
      data: await service.cancel(requireUser(request), request.params.id, request.body.reason),
    }),
  );

  app.get(
    '/admin/second-opinion-specialties',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Review specialties doctors declared, waiting for approval',
        security,
        response: { 200: specialtyDeclarationListSchema },
      },
    },
    async () => ({ success: true as const, data: await service.pendingDeclarations() }),
  );

  app.put(
    '/admin/second-opinion-specialties/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Approve or reject a declared review specialty',
        security,
        params: idParamsSchema,
        body: specialtyDecisionSchema,
        response: { 200: specialtyDeclarationListSchema },
      },
    },
    async (request) => {
      await service.decideDeclaration(requireUser(request), request.params.id, request.body.decision);
      return { success: true as const, data: await service.pendingDeclarations() };
    },
  );

  // Multipart parsing exists only inside this scope.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: SECOND_OPINION_FILE.maxBytes,
        files: 1,
        fields: 2,
        fieldSize: 100,
        parts: 4,
        headerPairs: 50,
      },
    });
    (scope as unknown as ZodApp).post(
      '/second-opinions/:id/upload',
      {
        config: { access: ['patient', 'doctor'] },
        bodyLimit: SECOND_OPINION_FILE.maxBytes + 1024 * 1024,
        schema: {
          tags,
          summary: 'Upload a file to a case (multipart: `category` then `file`), 50 MB at most',
          description:
            '`category` medical-report (the patient, while pending) or report (the assigned specialist, while ' +
            'in review). PDF, JPEG, PNG, DOC, DOCX or TXT, typed from the bytes; streamed to storage.',
          security,
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: { 201: secondOpinionFileEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        if (!request.isMultipart()) throw new ValidationError(MSG_SECOND_OPINION.fileRequired);
        const part = await request.file();
        if (part?.fieldname !== 'file') {
          part?.file.resume();
          throw new ValidationError(MSG_SECOND_OPINION.fileRequired);
        }
        const raw = part.fields.category;
        const value =
          raw && !Array.isArray(raw) && raw.type === 'field'
            ? String(raw.value)
            : SECOND_OPINION_FILE.category;
        if (!(SECOND_OPINION_FILE_CATEGORIES as readonly string[]).includes(value)) {
          part.file.resume();
          throw new ValidationError(MSG_SECOND_OPINION.categoryInvalid);
        }
        const data = await service.upload(user, request.params.id, {
          stream: part.file,
          filename: part.filename,
          mimetype: part.mimetype,
          category: value as SecondOpinionFileCategory,
        });
        return reply.status(201).send({ success: true as const, data });
      },
    );
  });
}
