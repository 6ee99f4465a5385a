import type { ErrorCode } from '@arogya/contract/errors';
import type { ApiError } from '@arogya/contract/schemas/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/pg-errors';
import { AppError, type ErrorDetail, ServiceUnavailableError } from '../errors';
import { discardRestOfBody } from './body-draining';

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
  FST_ERR_MAX_PARAM_LENGTH: 'The address of this request is too long.',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the file as multipart/form-data.',
  FST_PARTS_LIMIT: 'The upload has too many parts.',
  FST_FILES_LIMIT: 'Send one file at a time.',
  FST_FIELDS_LIMIT: 'The upload has too many fields.',
  FST_PROTO_VIOLATION: 'The upload has a field name that is not allowed.',
  FST_MP_PREMATURE_CLOSE: 'The upload ended before it was complete. Please send it again.',
};

/** Statuses the framework may use that have no code of their own; answered as the closest one we have. */
const STATUS_FALLBACK: Record<number, number> = { 406: 415, 414: 400 };

/**
 * Errors of the multipart parser (busboy) for a body that does not follow its own boundary: the
 * client's mistake, thrown as plain Errors without a status.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form)|Malformed part header|.* terminated early due to unexpected end of multipart data)$/;
const MALFORMED_UPLOAD = 'The upload is malformed. Please send the file again.';

const GENERIC_500 = 'Something went wrong on our side. Please try again.';
const UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  message: string,
  details?: ErrorDetail[] | Record<string, unknown>,
): FastifyReply {
  const body: ApiError = { message, msg: message, code, requestId: String(request.id) };
  if (details && (Array.isArray(details) ? details.length > 0 : Object.keys(details).length > 0)) {
    body.details = details;
  }
  if (!request.raw.complete) discardRestOfBody(request.raw);
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * For Fastify's `frameworkErrors` option: failures found while routing (a malformed or over-long
 * address), before any route or error handler runs. Without it Fastify answers in its own shape.
 */
export function frameworkErrorHandler(
  err: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const message = (err.code && FRAMEWORK_MESSAGES[err.code]) ?? 'The request could not be routed.';
  // No hook ran for this request, so the headers the security hooks add are set here: a JSON error
  // needs no more than the strictest policy.
  reply.headers({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  });
  if (err.code === 'FST_ERR_ASYNC_CONSTRAINT') {
    request.log.error({ err }, 'routing constraint failed');
    return sendError(reply, request, 500, 'INTERNAL', GENERIC_500);
  }
  return sendError(reply, request, 400, 'BAD_REQUEST', message);
}

export function registerErrorHandling(app: FastifyInstance): void {
  // From the moment the app starts closing, a request that reaches it on a connection still open is
  // refused in the error shape with Retry-After and the connection is closed: the client tries again
  // later or elsewhere. Requests already running finish normally.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new ServiceUnavailableError();
  });

  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return sendError(reply, request, err.status, err.code, err.message, err.details ?? err.facts);
    }

    if (hasZodFastifySchemaValidationErrors(err)) {
      const details: ErrorDetail[] = err.validation.map((v) => {
        const segments = String(v.instancePath ?? '')
          .split('/')
          .filter(Boolean);
        return {
          path: [String(err.validationContext ?? ''), ...segments].filter(Boolean).join('.'),
          // The text comes from the schema's own message or the contract's zod error map (installed by buildApp).
          message: v.message || 'This field is not valid.',
        };
      });
      const first = details[0]?.message ?? 'The request is not valid.';
      return sendError(reply, request, 400, 'VALIDATION_FAILED', first, details);
    }

    if (isResponseSerializationError(err)) {
      request.log.error({ err, route: request.routeOptions.url }, 'response did not match its schema');
      return sendError(reply, request, 500, 'INTERNAL', GENERIC_500);
    }

    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendError(reply, request, 503, 'SERVICE_UNAVAILABLE', UNAVAILABLE);
    }

    if (MALFORMED_MULTIPART.test(err.message)) {
      return sendError(reply, request, 400, 'BAD_REQUEST', MALFORMED_UPLOAD);
    }

    const fe = err as FastifyError;
    const raw = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
    if (raw >= 400 && raw < 500) {
      // The code fixes the status (contract errors.ts): a status without a code becomes the nearest one.
      const status = STATUS_TO_CODE[raw] ? raw : (STATUS_FALLBACK[raw] ?? 400);
      const code = STATUS_TO_CODE[status] ?? 'BAD_REQUEST';
      const message =
        (fe.code && FRAMEWORK_MESSAGES[fe.code]) ?? (status === 429 ? err.message : defaultMessage(raw));
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
