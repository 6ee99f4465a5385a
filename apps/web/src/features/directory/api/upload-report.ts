import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { type UploadedImage, uploadedImageSchema } from '@arogya/contract/schemas/files';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/uploads/report: multipart field `file` (PDF, JPEG or PNG up to 10 MB; the server reads the
 * type from the bytes). Answers like the image upload; `_id` is what the booking sends as `reportFileId`.
 * The field shows the refusal itself, so nothing is toasted.
 */
export function uploadReport(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  return api.post('/uploads/report', body, {
    toastOnError: false,
    errorMessage: MSG_APPOINTMENTS.uploadFailed,
    parse: (data) => uploadedImageSchema.parse(data),
  });
}

/**
 * The booking page's one report upload (chosen on the page, or chosen before signing in and sent with the
 * booking): while it is pending the report shows as uploading. Nothing cached depends on it.
 */
export function useUploadReport() {
  return useMutation({ mutationFn: uploadReport });
}
