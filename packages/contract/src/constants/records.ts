/** Health records (spec 02 §2, §5, §9; issue 14). */

/** Records page: recent activity shows the first 3. */
export const RECORDS_RECENT = 3;
/** Health-record uploads: images, PDF, plain text and Word; 20 files on the records page, 10 by default. */
export const RECORDS_UPLOAD = {
  maxFiles: 20,
  defaultMaxFiles: 10,
  /** Ours: each file at most 10 MB, and one drop at most 50 MB in all. */
  maxBytes: 10 * 1024 * 1024,
  maxDropBytes: 50 * 1024 * 1024,
  accept: {
    'image/*': ['.jpg', '.jpeg', '.png', '.gif', '.webp'],
    'application/pdf': ['.pdf'],
    'text/plain': ['.txt'],
    'application/msword': ['.doc'],
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  },
  /** The types the server stores, read from the bytes. */
  mimeTypes: [
    'image/jpeg',
    'image/png',
    'image/gif',
    'image/webp',
    'application/pdf',
    'text/plain',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
} as const;

/** Where a record came from: uploaded by the patient, or added by the app (a prescription, a lab report). */
export const RECORD_SOURCES = ['upload', 'prescription', 'lab-report'] as const;
export type RecordSource = (typeof RECORD_SOURCES)[number];
/** The status the history table shows (spec 02 §3: "uploaded"). */
export const RECORD_STATUS = 'uploaded';
