import { RECORDS_UPLOAD } from '@arogya/contract/constants/records';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_RECORDS } from '@arogya/contract/messages/records';
import { idParamsSchema, msgSchema } from '@arogya/contract/schemas/common';
import {
  healthRecordListSchema,
  recordShareInputSchema,
  recordShareSchema,
  sharedRecordListSchema,
  shareParamsSchema,
  shareTargetListSchema,
  uploadRecordsResultSchema,
} from '@arogya/contract/schemas/records';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { ValidationError } from '../../lib/errors';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { contentDisposition } from './record-content';
import { createRecordsService, type IncomingFile, RecordTooLargeError } from './records.service';

const tags = ['records'];
const security = [{ bearerAuth: [] }];

/**
 * Reads the multipart parts named `files` into memory, each cut at the size limit (so an oversized file
 * costs at most the limit), and refuses a drop of more than RECORDS_UPLOAD.maxFiles files.
 */
async function readFiles(request: FastifyRequest): Promise<IncomingFile[]> {
  if (!request.isMultipart()) throw new ValidationError(MSG_RECORDS.filesRequired);
  const tooLarge = () =>
    new RecordTooLargeError(fill(MSG_RECORDS.fileTooLarge, { bytes: RECORDS_UPLOAD.maxBytes }));
  const files: IncomingFile[] = [];
  let total = 0;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    // `files` is the field of the records page; a single `file`, as the other upload routes take it, too.
    if (part.fieldname !== 'files' && part.fieldname !== 'file') {
      part.file.resume();
      continue;
    }
    if (files.length >= RECORDS_UPLOAD.maxFiles) throw new ValidationError(MSG_RECORDS.tooManyFiles);
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of part.file) {
        total += (chunk as Buffer).length;
        // The whole drop is bounded too: at most maxDropBytes are ever held for one request.
        if (total > RECORDS_UPLOAD.maxDropBytes) {
          throw new RecordTooLargeError(
            fill(MSG_RECORDS.dropTooLarge, { mb: RECORDS_UPLOAD.maxDropBytes / (1024 * 1024) }),
          );
        }
        // The parser cut the file at its limit: answer now, without reading the rest.
        if (part.file.truncated) break;
        chunks.push(chunk as Buffer);
      }
    } catch (err) {
      // The parser stops a file at its limit while it streams in.
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw err;
    }
    if (part.file.truncated) throw tooLarge();
    files.push({ fileName: part.filename, bytes: Buffer.concat(chunks), declaredType: part.mimetype });
  }
  return files;
}

export function registerRecordRoutes(app: ZodApp, ctx: Pick<AppContext, 'db' | 'clock' | 'storage'>): void {
  const service = createRecordsService({ db: ctx.db, clock: ctx.clock, storage: ctx.storage });

  // Multipart parsing only inside this scope.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: RECORDS_UPLOAD.maxBytes,
        // One more than allowed, so a drop that is too big is seen and refused with its own message.
        files: RECORDS_UPLOAD.maxFiles + 1,
        fields: 4,
        fieldSize: 1024,
        parts: RECORDS_UPLOAD.maxFiles + 5,
        headerPairs: 50,
      },
    });
    scope.post(
      '/records',
      {
        config: { access: ['patient'] },
        bodyLimit: RECORDS_UPLOAD.maxDropBytes + 1024 * 1024,
        schema: {
          tags,
          summary: `Upload health records: one or more multipart parts named "files" (at most ${RECORDS_UPLOAD.maxFiles}, each up to ${RECORDS_UPLOAD.maxBytes} bytes, ${RECORDS_UPLOAD.maxDropBytes} in all)`,
          description:
            'Images, PDF, plain text and Word (.doc, .docx), recognised from the bytes, never the name. ' +
            'All files are stored, or none.',
          security,
          consumes: ['multipart/form-data'],
          response: { 201: uploadRecordsResultSchema },
        },
      },
      async (request, reply) => {
        const records = await service.upload(requireUser(request), await readFiles(request));
        const msg = fill(MSG_RECORDS.uploadedCount, { count: records.length });
        return reply.status(201).send({ msg, message: msg, records });
      },
    );
  });

  app.get(
    '/records',
    {
      config: { access: ['patient'] },
      schema: {
        tags,
        summary: 'Your health records, newest first (uploads, prescriptions, lab reports)',
        security,
        response: { 200: healthRecordListSchema },
      },
    },
    async (request) => service.list(requireUser(request)),
  );

  app.get(
    '/records/shared-with-me',
    {
      config: { access: ['doctor', 'nurse'] },
      schema: {
        tags,
        summary: 'Records patients shared with you (while each share stands)',
        security,
        response: { 200: sharedRecordListSchema },
      },
    },
    async (request) => service.sharedWithMe(requireUser(request)),
  );

  app.get(
    '/records/share-targets',
    {
      config: { access: ['patient'] },
      schema: {
        tags,
        summary: 'Doctors and nurses you may share a record with (those you have an appointment with)',
        security,
        response: { 200: shareTargetListSchema },
      },
    },
    async (request) => service.shareTargets(requireUser(request)),
  );

  app.get(
    '/records/:id/download',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'Download a record: its owner, or a professional it is shared with; anyone else 404',
        security,
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await service.download(requireUser(request), request.params.id);
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.name))
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.body);
    },
  );

  app.delete(
    '/records/:id',
    {
      config: { access: ['patient'] },
      schema: {
        tags,
        summary: 'Delete one of your records',
        security,
        params: idParamsSchema,
        response: { 200: msgSchema },
      },
    },
    async (request) => service.remove(requireUser(request), request.params.id),
  );

  app.post(
    '/records/:id/shares',
    {
      config: { access: ['patient'] },
      schema: {
        tags,
        summary:
          'Share a record with a doctor or nurse you have an appointment with (repeat: the same share)',
        security,
        params: idParamsSchema,
        body: recordShareInputSchema,
        response: { 201: recordShareSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.share(requireUser(request), request.params.id, request.body.professionalId)),
  );

  app.delete(
    '/records/:id/shares/:shareId',
    {
      config: { access: ['patient'] },
      schema: {
        tags,
        summary: 'Stop sharing a record',
        security,
        params: shareParamsSchema,
        response: { 200: msgSchema },
      },
    },
    async (request) => service.revoke(requireUser(request), request.params.id, request.params.shareId),
  );
}
