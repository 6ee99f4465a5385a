import { IMAGE_UPLOAD } from '@arogya/contract/constants';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, NotFoundError } from '../../lib/errors';
import { type FileStorage, newStorageKey, type StoredObject } from '../../lib/storage';
import { type FileRow, findServableFile, insertFile } from './files.repo';

export interface UploadServiceDeps {
  db: Database;
  storage: FileStorage;
  clock: Clock;
}

/** Browsers and tools spell some image types differently; these mean the same bytes. */
const MIME_ALIASES: Readonly<Record<string, string>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
};
/** A declared type that says nothing about the content. */
const UNDECLARED = new Set(['', 'application/octet-stream']);

function canonicalMime(value: string | undefined): string {
  const mime = (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return MIME_ALIASES[mime] ?? mime;
}

export class UnsupportedImageError extends AppError {
  constructor() {
    super('UNSUPPORTED_MEDIA_TYPE', MSG_PROFILE.imagesOnly);
  }
}

export function createUploadService({ db, storage, clock }: UploadServiceDeps) {
  return {
    /**
     * Stores an image a person uploaded. The type comes from the bytes (JPEG, PNG, WebP or GIF); a
     * declared type that disagrees with them is refused, as is anything else (SVG included: it can carry
     * script). Bytes are written only after every check, under a key the server makes up.
     */
    async saveImage(ownerId: string, bytes: Buffer, declaredType: string | undefined): Promise<FileRow> {
      const detected = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
      const allowed: readonly string[] = IMAGE_UPLOAD.mimeTypes;
      if (!detected || !allowed.includes(detected.mime)) throw new UnsupportedImageError();
      const declared = canonicalMime(declaredType);
      if (!UNDECLARED.has(declared) && declared !== detected.mime) throw new UnsupportedImageError();

      const key = newStorageKey('profile-picture');
      await storage.put(key, bytes, detected.mime);
      try {
        return await insertFile(db, {
          ownerId,
          purpose: 'profile-picture',
          contentType: detected.mime,
          sizeBytes: bytes.length,
          storageKey: key,
          createdAt: clock.now(),
        });
      } catch (err) {
        await storage.delete(key).catch(() => {});
        throw err;
      }
    },

    /** A file anyone may read (profile pictures of active accounts), with its bytes. */
    async open(id: string): Promise<{ file: FileRow; object: StoredObject }> {
      const file = await findServableFile(db, id);
      const object = file ? await storage.get(file.storageKey) : null;
      if (!file || !object) throw new NotFoundError(MSG_PROFILE.fileNotFound);
      return { file, object };
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
