import { IMAGE_UPLOAD } from '@arogya/contract/constants';
import { fill } from '@arogya/contract/messages';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { idParamsSchema } from '@arogya/contract/schemas/common';
import { uploadedImageSchema } from '@arogya/contract/schemas/uploads';
import multipart from '@fastify/multipart';
import type { AppContext } from '../../context';
import { AppError, ValidationError } from '../../lib/errors';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { createUploadService } from './uploads.service';

const MAX_MB = IMAGE_UPLOAD.maxBytes / (1024 * 1024);

class ImageTooLargeError extends AppError {
  constructor() {
    super('PAYLOAD_TOO_LARGE', fill(MSG_PROFILE.imageTooLarge, { size: MAX_MB }));
  }
}

export function registerUploadRoutes(app: ZodApp, ctx: Pick<AppContext, 'db' | 'clock' | 'storage'>): void {
  const uploads = createUploadService({ db: ctx.db, storage: ctx.storage, clock: ctx.clock });

  // Multipart parsing exists only inside this scope: no other route accepts form uploads.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: IMAGE_UPLOAD.maxBytes,
        files: 1,
        fields: 4,
        fieldSize: 1024,
        parts: 6,
        headerPairs: 50,
      },
    });

    scope.post(
      '/uploads/image',
      {
        config: { access: 'auth' },
        schema: {
          tags: ['uploads'],
          summary: `Upload an image (JPEG, PNG, WebP or GIF, up to ${MAX_MB} MB) as multipart field "file"`,
          security: [{ bearerAuth: [] }],
          consumes: ['multipart/form-data'],
          response: { 201: uploadedImageSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        if (!request.isMultipart()) throw new ValidationError(MSG_PROFILE.fileRequired);
        const part = await request.file();
        if (part?.fieldname !== 'file') throw new ValidationError(MSG_PROFILE.fileRequired);

        // Read into memory and stop at the limit: nothing reaches storage unless it is whole and checked.
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) {
          if (part.file.truncated) break;
          chunks.push(chunk as Buffer);
        }
        if (part.file.truncated) throw new ImageTooLargeError();

        const file = await uploads.saveImage(user.id, Buffer.concat(chunks), part.mimetype);
        const url = `${IMAGE_UPLOAD.publicPathPrefix}${file.id}`;
        return reply.status(201).send({ secure_url: url, url, _id: file.id });
      },
    );
  });

  app.get(
    '/files/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded profile picture',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { file, object } = await uploads.open(request.params.id);
      const etag = `"${file.id}"`;
      reply
        .header('etag', etag)
        // Files never change (a new upload is a new id); a day keeps a deactivated person's picture short-lived in caches.
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (request.headers['if-none-match'] === etag) {
        object.stream.destroy();
        return reply.status(304).send();
      }
      return reply.type(file.contentType).header('content-length', object.size).send(object.stream);
    },
  );
}
