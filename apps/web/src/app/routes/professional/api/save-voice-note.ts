import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { appointmentUpdatedSchema } from '@arogya/contract/schemas/appointments';
import { type UploadedImage, uploadedImageSchema } from '@arogya/contract/schemas/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentChangeHandlers } from '../../../../lib/api/my-appointments';
import { api } from '../../../../lib/api-client';
import type { AppointmentUpdated } from './update-appointment-status';

/**
 * POST /api/uploads/voice-note, multipart `file` (audio: WebM, OGG, MPEG, MP4 or WAV up to 10 MB; the
 * server judges the type by the bytes) → `{ secure_url, url, _id }`. Failures: the server's message, else
 * 'Upload failed. Please try again.'.
 */
export function uploadVoiceNote(file: Blob, fileName: string): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file, fileName);
  return api.post('/uploads/voice-note', body, {
    errorMessage: MSG_APPOINTMENTS.uploadFailed,
    // A long recording on a slow connection needs longer than the usual 15 s.
    timeoutMs: 120_000,
    parse: (data) => uploadedImageSchema.parse(data),
  });
}

/**
 * POST /api/appointments/{id}/voicenote `{ voiceNoteUrl }` (the upload's `secure_url`) → `{ msg: 'Voice note
 * saved to appointment!', data }`. Failures: the server's message, else 'Failed to save voice note to
 * appointment.'.
 */
export function attachVoiceNote(id: string, voiceNoteUrl: string): Promise<AppointmentUpdated> {
  return api.post(
    `/appointments/${encodeURIComponent(id)}/voicenote`,
    { voiceNoteUrl },
    {
      errorMessage: MSG_APPOINTMENTS.voiceNoteSaveFailed,
      parse: (data) => appointmentUpdatedSchema.parse(data),
    },
  );
}

/** Uploads the recording, then attaches it; the cached list follows the server's answer. */
export function useSaveVoiceNote() {
  const queryClient = useQueryClient();
  const { onSuccess, onError } = appointmentChangeHandlers(queryClient);
  const upload = useMutation({
    mutationFn: ({ blob, fileName }: { blob: Blob; fileName: string }) => uploadVoiceNote(blob, fileName),
  });
  const attach = useMutation({
    mutationFn: ({ id, url }: { id: string; url: string }) => attachVoiceNote(id, url),
    onSuccess,
    onError,
  });
  return { upload, attach, isPending: upload.isPending || attach.isPending };
}
