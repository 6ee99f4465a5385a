/**
 * Error codes carried in every error response (`code`). The HTTP status is fixed per code so the
 * server and the web app agree on what a failure means.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A professional asked to erase their account with work still open (`details.obligations`). */
  OPEN_OBLIGATIONS: 409,
  /** A consent was given against a notice version that is no longer current (`details.noticeVersion`). */
  NOTICE_OUTDATED: 409,
  /** The thing asked for exists but is not ready yet (a data export being prepared). */
  NOT_READY: 409,
  /** The thing asked for existed but is gone for good (an expired export). */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
