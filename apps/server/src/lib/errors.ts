import { ERROR_CODES, type ErrorCode } from '@arogya/contract/errors';

export interface ErrorDetail {
  path: string;
  message: string;
}

/**
 * A failure the client is meant to see. Its message is shown to people as is, so it must be
 * written for them (the spec's texts come from the message catalogue).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetail[] | undefined;
  /**
   * Facts the client acts on, sent as `details` when there are no field complaints (e.g.
   * `{ obligations: [...] }` of OPEN_OBLIGATIONS). Never content the caller may not see.
   */
  readonly facts: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    opts: {
      details?: ErrorDetail[];
      facts?: Record<string, unknown>;
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = new.target.name;
    this.code = code;
    this.status = ERROR_CODES[code];
    this.details = opts.details;
    this.facts = opts.facts;
    this.headers = opts.headers;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: ErrorDetail[]) {
    super('VALIDATION_FAILED', message, details ? { details } : {});
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Please log in to continue.') {
    super('UNAUTHORIZED', message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do that.') {
    super('FORBIDDEN', message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super('NOT_FOUND', message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}
export class ServiceUnavailableError extends AppError {
  constructor(
    message = 'The service is briefly unavailable. Please try again in a moment.',
    retryAfterSeconds = 5,
  ) {
    super('SERVICE_UNAVAILABLE', message, { headers: { 'retry-after': String(retryAfterSeconds) } });
  }
}
/** 429 with Retry-After: the caller must wait this long before trying again. */
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super('RATE_LIMITED', message, { headers: { 'retry-after': String(seconds) } });
    this.retryAfterSeconds = seconds;
  }
}
