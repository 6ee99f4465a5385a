import { type UploadedImage, uploadedImageSchema } from '@arogya/contract/schemas/files';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/uploads/image: multipart `file` (+ `upload_preset`, which the server ignores — the spec's
 * client uploaded to an image host with a preset). Images only; the server checks the bytes too and
 * answers 415 for anything else. The returned `secure_url` is what a profile stores. The field shows
 * its own outcome, so nothing is toasted here.
 */
export function uploadProfilePicture(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  body.append('upload_preset', 'arogya');
  return api.post('/uploads/image', body, {
    toastOnError: false,
    parse: (data) => uploadedImageSchema.parse(data),
  });
}

/** The browser's own type check, before any upload: `image/*` only. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

const uploadKey = ['profile', 'picture-upload'] as const;

/** Uploads a picture; nothing is cached (the URL becomes the form's value, saved with the profile). */
export function useUploadProfilePicture() {
  return useMutation({ mutationKey: uploadKey, mutationFn: uploadProfilePicture });
}

/** True while a profile picture is uploading (the form that saves it waits for the URL). */
export function useIsUploadingProfilePicture(): boolean {
  return useIsMutating({ mutationKey: uploadKey }) > 0;
}
