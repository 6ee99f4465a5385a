import type { IncomingMessage } from 'node:http';
import type { ErrorCode } from '@arogya/contract/errors';
import type { ApiError } from '@arogya/contract/schemas/common';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/pg-errors';
import { AppError, type ErrorDetail, ServiceUnavailableError } from '../errors';

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

/** How much of a refused body is read and dropped, and for how long, before the connection is cut. */
const DISCARD_LIMIT_BYTES = 16 * 1024 * 1024;
const DISCARD_LIMIT_MS = 5_000;

/**
 * A request refused while its body is still arriving (an oversize upload): the answer goes out at once
 * and the rest of the body is read and dropped, so the client sees the answer (closing a socket with
 * unread data resets it, and the client loses the answer) — up to a limit of bytes and time, then the
 * connection is cut. Left alone, a body a parser had paused keeps its socket open until the request
 * timeout and holds up a graceful shutdown.
 */
function discardRestOfBody(raw: IncomingMessage): void {
  if (raw.destroyed) return;
  let dropped = 0;
  // (app.inject's fake socket has no destroy: nothing to cut there.)
  const cut = () => (typeof raw.socket?.destroy === 'function' ? raw.socket.destroy() : undefined);
  const timer = setTimeout(cut, DISCARD_LIMIT_MS);
  timer.unref();
  const done = () => clearTimeout(timer);
  raw.unpipe();
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DISCARD_LIMIT_BYTES) cut();
  });
  raw.once('end', done);
  raw.once('close', done);
  raw.resume();
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
      return sendError(reply, request, err.status, err.code, err.message, err.details);
    }

    if (hasZodFastifySchemaValidationErrors(err)) {
      const details: ErrorDetail[] = err.validation.map((v) => {
        const segments = String(v.instancePath ?? '')
          .split('/')
          .filter(Boolean);
        return {
          path: [String(err.validationContext ?? ''), ...segments].filter(Boolean).join('.'),
          message: humanValidationMessage(v, segments, String(err.validationContext ?? '')),
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

/** What fastify-type-provider-zod keeps of a zod issue. */
interface ValidationItem {
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * zod's own texts ("Invalid input: expected string, received undefined", "Too small: expected
 * string to have >=1 characters") are for developers. Schemas with a message of their own keep it;
 * the defaults are rewritten into a sentence naming the field.
 */
const ZOD_DEFAULT =
  /^(Invalid input(: .*)?|Invalid option: .*|Too (big|small): .*|Invalid string: .*|Invalid number: .*|Invalid (key|value) in .*|Invalid discriminator value\. .*|Unrecognized keys?: .*|Invalid [A-Za-z0-9 ]+)$/;

export function humanValidationMessage(
  item: ValidationItem,
  path: readonly string[],
  context = 'body',
): string {
  const message = item.message ?? '';
  if (message && !ZOD_DEFAULT.test(message)) return message;
  const label = fieldLabel(path, context);
  const p = item.params ?? {};
  const num = (v: unknown) => (typeof v === 'number' || typeof v === 'bigint' ? String(v) : '');
  switch (item.keyword) {
    case 'invalid_type':
      if (/received undefined$/.test(message)) return `${label} is required.`;
      return `${label} must be ${TYPE_NAMES[String(p.expected)] ?? 'a valid value'}.`;
    case 'invalid_value': {
      const values = Array.isArray(p.values) ? p.values.map(String) : [];
      if (values.length === 0 || values.length > 12) return `${label} is not one of the allowed values.`;
      return values.length === 1
        ? `${label} must be ${values[0]}.`
        : `${label} must be one of: ${values.join(', ')}.`;
    }
    case 'too_small':
    case 'too_big': {
      const small = item.keyword === 'too_small';
      const bound = num(small ? p.minimum : p.maximum);
      const exclusive = p.inclusive === false;
      const unit = p.origin === 'string' ? ' characters' : p.origin === 'array' ? ' items' : '';
      if (small && p.origin === 'string' && bound === '1') return `${label} cannot be empty.`;
      if (small && p.origin === 'array' && bound === '1') return `${label} needs at least one item.`;
      if (p.exact) return `${label} must have exactly ${bound}${unit}.`;
      const relation = small ? (exclusive ? 'more than' : 'at least') : exclusive ? 'less than' : 'at most';
      return `${label} must be ${relation} ${bound}${unit}.`;
    }
    case 'invalid_format':
      if (p.format === 'email') return `${label} must be a valid e-mail address.`;
      if (p.format === 'uuid' || p.format === 'guid') return `${label} is not a valid id.`;
      if (p.format === 'url') return `${label} must be a valid web address.`;
      if (p.format === 'date' || p.format === 'datetime') return `${label} must be a valid date.`;
      return `${label} is not in the expected format.`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${num(p.divisor)}.`;
    case 'unrecognized_keys':
      return `${label} has fields that are not allowed.`;
    default:
      return `${label} is not valid.`;
  }
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  null: 'empty',
};

/** "availableDates" → "Available dates"; the last named segment of the path, or the body itself. */
function fieldLabel(path: readonly string[], context: string): string {
  const name = [...path].reverse().find((s) => !/^\d+$/.test(s));
  if (!name) return context === 'body' ? 'The request body' : 'The request';
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'This field';
}
