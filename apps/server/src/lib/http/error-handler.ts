import type { ErrorCode } from '@arogya/contract/errors';
import type { ApiError } from '@arogya/contract/schemas/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ErrorDetail } from '../errors';

const STATUS_TO_CODE: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** Human texts for the framework's own 4xx failures; their raw messages name internals. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported. Send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its declared length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_BAD_URL: 'The address of this request is malformed.',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed.',
};

const GENERIC_500 = 'Something went wrong on our side. Please try again.';
const UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

/** Errors that mean "the database is unreachable right now", not "your request is wrong". */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  let cur: unknown = err;
  while (cur && typeof cur === 'object' && !seen.has(cur)) {
    seen.add(cur);
    const e = cur as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string') {
      if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(e.code))
        return true;
      // 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 08xxx connection exceptions
      if (/^(57P0[123]|08\d{3})$/.test(e.code)) return true;
    }
    if (
      typeof e.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        e.message,
      )
    ) {
      return true;
    }
    cur = e.cause;
  }
  return false;
}

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  message: string,
  details?: ErrorDetail[],
): FastifyReply {
  const body: ApiError = { message, msg: message, code, requestId: String(request.id) };
  if (details && details.length > 0) body.details = details;
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return sendError(reply, request, err.status, err.code, err.message, err.details);
    }

    if (hasZodFastifySchemaValidationErrors(err)) {
      const details: ErrorDetail[] = err.validation.map((v) => ({
        path: [
          String(err.validationContext ?? ''),
          ...String(v.instancePath ?? '')
            .split('/')
            .filter(Boolean),
        ]
          .filter(Boolean)
          .join('.'),
        message: v.message ?? 'Invalid value.',
      }));
      const first = details[0]?.message ?? 'The request is not valid.';
      return sendError(reply, request, 400, 'VALIDATION_FAILED', first, details);
    }

    if (isResponseSerializationError(err)) {
      request.log.error({ err, route: request.routeOptions.url }, 'response did not match its schema');
      return sendError(reply, request, 500, 'INTERNAL', GENERIC_500);
    }

    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err: { message: err.message } }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(reply, request, 503, 'SERVICE_UNAVAILABLE', UNAVAILABLE);
    }

    const fe = err as FastifyError;
    const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = STATUS_TO_CODE[status] ?? 'BAD_REQUEST';
      const message =
        (fe.code && FRAMEWORK_MESSAGES[fe.code]) ?? (status === 429 ? err.message : defaultMessage(status));
      return sendError(reply, request, status, code, message);
    }

    request.log.error({ err }, 'unhandled error');
    return sendError(reply, request, 500, 'INTERNAL', GENERIC_500);
  });
}

function defaultMessage(status: number): string {
  switch (status) {
    case 401:
      return 'Please log in to continue.';
    case 403:
      return 'You do not have permission to do that.';
    case 404:
      return 'Not found.';
    case 405:
      return 'This method is not allowed here.';
    case 406:
      return 'This response format is not available.';
    case 413:
      return 'The request is too large.';
    case 415:
      return 'This content type is not supported.';
    default:
      return 'The request is not valid.';
  }
}
