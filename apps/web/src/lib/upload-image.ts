import { api } from './api-client';

/**
 * POST /api/uploads/image: multipart `file` (+ `upload_preset`, which the server ignores — the spec's
 * client uploaded to an image host with a preset). Images only; the server checks the bytes too and
 * answers 415 for anything else. The returned `secure_url` is what a profile stores.
 */

export interface UploadedImage {
  secure_url: string;
  url?: string;
  _id?: string;
}

/** The browser's own type check, before any upload: `image/*` only. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

function isUploadedImage(value: unknown): value is UploadedImage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).secure_url === 'string'
  );
}

export async function uploadImage(
  file: File,
  options: { errorMessage?: string; toastOnError?: boolean } = {},
): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  body.append('upload_preset', 'arogya');
  return api.post('/uploads/image', body, {
    ...options,
    parse: (data) => {
      if (!isUploadedImage(data)) throw new Error('The upload response has no secure_url.');
      return data;
    },
  });
}
