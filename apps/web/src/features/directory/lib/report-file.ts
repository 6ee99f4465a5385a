import { REPORT_UPLOAD } from '@arogya/contract/constants/files';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { fill } from '@arogya/contract/messages/fill';

export const REPORT_MAX_MB = REPORT_UPLOAD.maxBytes / (1024 * 1024);
/** What the picker offers: the types by name and by extension (some systems give no type). */
export const REPORT_ACCEPT = [...REPORT_UPLOAD.mimeTypes, '.pdf', '.jpg', '.jpeg', '.png'].join(',');

const EXTENSION_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The declared type, or the one its extension implies when the browser gives none. */
function typeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
}

/**
 * The browser's check before any upload (the server checks the bytes again): PDF, JPEG or PNG, not empty,
 * at most 10 MB. Null when the file may be uploaded.
 */
export function reportFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!(REPORT_UPLOAD.mimeTypes as readonly string[]).includes(typeOf(file)) || file.size === 0) {
    return MSG_BOOKING.reportUploadWrongType;
  }
  if (file.size > REPORT_UPLOAD.maxBytes)
    return fill(MSG_BOOKING.reportUploadTooLarge, { size: REPORT_MAX_MB });
  return null;
}
