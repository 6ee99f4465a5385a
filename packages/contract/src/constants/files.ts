/**
 * Medical reports and voice notes (ours — the spec's client posted them to a media host). The type is
 * read from the bytes; the file is readable only by its owner and the professional of its appointment.
 */
export const REPORT_UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
} as const;

export const VOICE_NOTE_UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  mimeTypes: ['audio/webm', 'audio/ogg', 'audio/mpeg', 'audio/mp4', 'audio/wav', 'video/webm'],
} as const;

/**
 * Storage each person may hold across every upload (ours): 200 MB — forty full-size reports, or years of
 * pictures and voice notes. An upload that would pass it is refused whole (413). Files nothing refers to
 * are removed after `orphanGraceHours`, and their bytes are given back to the owner's allowance.
 */
export const STORAGE_QUOTA = {
  bytesPerUser: 200 * 1024 * 1024,
  orphanGraceHours: 24,
} as const;

/**
 * Image uploads (profile pictures; ours — the spec's client posted to an image host). The server checks
 * the bytes, not the declared type, and stops reading at the limit.
 */
export const IMAGE_UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  /** Where an uploaded file is served; a profile's picture URL must be one of these. */
  publicPathPrefix: '/api/files/',
} as const;
