import { IMAGE_UPLOAD, REPORT_UPLOAD, VOICE_NOTE_UPLOAD } from '@arogya/contract/constants/files';
import { fill } from '@arogya/contract/messages';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { idParamsSchema } from '@arogya/contract/schemas/common';
import { uploadedImageSchema } from '@arogya/contract/schemas/files';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { ValidationError } from '../../lib/errors';
import { type Access, requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { fileUrl } from './files.repo';
import {
  createUploadService,
  isPublicFile,
  PayloadTooLargeError,
  type UploadKindName,
} from './files.service';

const mb = (bytes: number) => bytes / (1024 * 1024);

/** The three upload routes: who may upload what, and the texts of their refusals. */
const UPLOAD_ROUTES: ReadonlyArray<{
  url: string;
  kind: UploadKindName;
  access: Access;
  maxBytes: number;
  summary: string;
  required: string;
  tooLarge: string;
}> = [
  {
    url: '/uploads/image',
    kind: 'image',
    access: 'auth',
    maxBytes: IMAGE_UPLOAD.maxBytes,
    summary: `Upload an image (JPEG, PNG, WebP or GIF, up to ${mb(IMAGE_UPLOAD.maxBytes)} MB) as multipart field "file"`,
    required: MSG_PROFILE.fileRequired,
    tooLarge: fill(MSG_PROFILE.imageTooLarge, { size: mb(IMAGE_UPLOAD.maxBytes) }),
  },
  {
    url: '/uploads/report',
    kind: 'report',
    access: ['patient'],
    maxBytes: REPORT_UPLOAD.maxBytes,
    summary: `Upload a medical report (PDF, JPEG or PNG, up to ${mb(REPORT_UPLOAD.maxBytes)} MB) to attach to a booking`,
    required: MSG_BOOKING.reportRequired,
    tooLarge: fill(MSG_BOOKING.reportTooLarge, { size: mb(REPORT_UPLOAD.maxBytes) }),
  },
  {
    url: '/uploads/voice-note',
    kind: 'voiceNote',
    access: ['doctor', 'nurse'],
    maxBytes: VOICE_NOTE_UPLOAD.maxBytes,
    summary: `Upload a voice note (WebM, Ogg, MP3, MP4 or WAV audio, up to ${mb(VOICE_NOTE_UPLOAD.maxBytes)} MB)`,
    required: MSG_APPOINTMENTS.voiceNoteRequired,
    tooLarge: fill(MSG_APPOINTMENTS.voiceNoteTooLarge, { size: mb(VOICE_NOTE_UPLOAD.maxBytes) }),
  },
];

/** The largest any upload may be: the multipart parser's own ceiling; each route lowers it for itself. */
const LARGEST_UPLOAD = Math.max(...UPLOAD_ROUTES.map((r) => r.maxBytes));

/**
 * Reads the multipart field `file` into memory and stops at `maxBytes`: the parser cuts the stream at the
 * limit, so an oversized upload costs at most the limit in memory and nothing ever reaches storage
 * unless it is whole and checked.
 */
async function readFilePart(
  request: FastifyRequest,
  route: (typeof UPLOAD_ROUTES)[number],
): Promise<{ bytes: Buffer; mimetype: string }> {
  if (!request.isMultipart()) throw new ValidationError(route.required);
  const part = await request.file({ limits: { fileSize: route.maxBytes } });
  if (part?.fieldname !== 'file') throw new ValidationError(route.required);
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) {
    if (part.file.truncated) break;
    chunks.push(chunk as Buffer);
  }
  if (part.file.truncated) throw new PayloadTooLargeError(route.tooLarge);
  return { bytes: Buffer.concat(chunks), mimetype: part.mimetype };
}

export function registerUploadRoutes(app: ZodApp, ctx: Pick<AppContext, 'db' | 'clock' | 'storage'>): void {
  const uploads = createUploadService({ db: ctx.db, storage: ctx.storage, clock: ctx.clock });

  // Multipart parsing exists only inside this scope: no other route accepts form uploads.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: LARGEST_UPLOAD,
        files: 1,
        fields: 4,
        fieldSize: 1024,
        parts: 6,
        headerPairs: 50,
      },
    });

    for (const route of UPLOAD_ROUTES) {
      scope.post(
        route.url,
        {
          config: { access: route.access },
          schema: {
            tags: ['uploads'],
            summary: route.summary,
            description:
              'The type is read from the bytes, never from the name or the declared type. Served at ' +
              '`/api/files/<_id>`: profile pictures to anyone; reports and voice notes only to the people ' +
              'of the appointment they belong to.',
            security: [{ bearerAuth: [] }],
            consumes: ['multipart/form-data'],
            response: { 201: uploadedImageSchema },
          },
        },
        async (request, reply) => {
          const user = requireUser(request);
          const { bytes, mimetype } = await readFilePart(request, route);
          const file = await uploads.save(route.kind, user.id, bytes, mimetype);
          const url = fileUrl(file.id);
          return reply.status(201).send({ secure_url: url, url, _id: file.id });
        },
      );
    }
  });

  app.get(
    '/files/:id',
    {
      // Public so that profile pictures load anywhere; private files check the bearer token themselves.
      config: { access: 'public' },
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded file',
        description:
          'Profile pictures are public. A medical report is served to its owner and the professional of an ' +
          'appointment it is attached to; a voice note to the professional who recorded it and the patient ' +
          'of the appointment it was saved to. Anyone else gets 404, as for a file that does not exist.',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { file, object } = await uploads.open(request.params.id, request.user);
      reply
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (!isPublicFile(file)) {
        // Health data: never kept by a browser or a shared cache, and a 304 would confirm it exists.
        reply.header('cache-control', 'private, no-store').header('vary', 'Authorization');
      } else {
        const etag = `"${file.id}"`;
        reply
          .header('etag', etag)
          // Files never change (a new upload is a new id); a day keeps a deactivated person's picture short-lived in caches.
          .header('cache-control', 'public, max-age=86400');
        if (request.headers['if-none-match'] === etag) {
          object.stream.destroy();
          return reply.status(304).send();
        }
      }
      return reply.type(file.contentType).header('content-length', object.size).send(object.stream);
    },
  );
}
