import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { type UploadedImage, uploadedImageSchema } from '@arogya/contract/schemas/files';
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
