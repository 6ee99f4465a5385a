import type { DestinationStream, LoggerOptions } from 'pino';
import pretty from 'pino-pretty';

/**
 * Log options shared by Fastify and the jobs. Secrets and health data are redacted wherever they
 * appear in a logged object; request bodies are never logged; a logged error never carries the values
 * of a query (see `serializeError`).
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.token',
        '*.secret',
        '*.twoFactorSecret',
        '*.govId',
        '*.symptoms',
        '*.previousMeds',
        '*.diagnosis',
        '*.medicalHistory',
        '*.doctorNotes',
        '*.razorpay_signature',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; id: string; ip?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
      }),
      err: serializeError,
    },
  };
}

/**
 * Readable logs for a person at a terminal: pino-pretty when stdout is a TTY outside production (and outside
 * tests, whose output is read by tools). Everywhere else one JSON object per line, for a log collector.
 */
export function prettyLogsWanted(env: string, stdoutIsTty: boolean | undefined): boolean {
  return stdoutIsTty === true && env === 'development';
}

/** The options of Fastify's logger: the shared options, written pretty when a person is watching. */
export function appLoggerOptions(
  config: { logLevel: string; env: string },
  stdout: { isTTY?: boolean } = process.stdout,
): LoggerOptions & { stream?: DestinationStream } {
  const options = loggerOptions(config.logLevel);
  if (!prettyLogsWanted(config.env, stdout.isTTY)) return options;
  return {
    ...options,
    stream: pretty({
      colorize: true,
      translateTime: 'SYS:HH:MM:ss',
      // The request id stays in the JSON logs; on a terminal each request is its own line already.
      ignore: 'pid,hostname,reqId,res,responseTime',
      singleLine: false,
    }),
  };
}

/** Reset-password tokens travel in the path; keep them out of logs. */
export function redactUrl(url: string): string {
  return url.replace(/(reset-password\/)[^/?#]+/i, '$1[redacted]');
}

/**
 * Properties of errors that carry a query's values or text: Drizzle's `DrizzleQueryError` (`query`,
 * `params`), PGlite's errors (`query`, `params`, `queryOptions`), node-postgres (`parameters`), and a
 * PostgreSQL error's `detail` ("Key (email)=(…) already exists"), `where` and `internalQuery`.
 */
const QUERY_PROPERTIES = new Set([
  'query',
  'params',
  'parameters',
  'values',
  'queryOptions',
  'detail',
  'where',
  'internalQuery',
  'hint',
]);
/** Causes followed at most this deep. */
const MAX_CAUSES = 5;

type SerializedError = Record<string, unknown> & { type: string; message: string; stack?: string };

/** A PostgreSQL error (both drivers): it has a five-character SQLSTATE and a severity. */
function isDatabaseError(err: Record<string, unknown>): boolean {
  return typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code) && typeof err.severity === 'string';
}

/**
 * What is logged of an error's message. Drizzle writes the statement and its parameters into the
 * message ("Failed query: insert … params: <password hash>,<e-mail>,…"), so only its first words are
 * kept; a PostgreSQL message may quote the offending value (`invalid input syntax for type uuid:
 * "…"`), so quoted text is replaced unless it names the constraint, table or column of the error.
 */
function safeMessage(err: Record<string, unknown>, message: string): string {
  if (/^Failed query:/.test(message)) return 'Failed query (its text and parameters are not logged)';
  if (isDatabaseError(err)) {
    const names = new Set([err.constraint, err.table, err.column, err.schema, err.dataType].filter(Boolean));
    return message.replace(/"([^"]*)"/g, (quoted, inner: string) => (names.has(inner) ? quoted : '"…"'));
  }
  return message;
}

/**
 * pino's `err` serializer for every logger of the app: type, message, stack (its frames, under the safe
 * message), the error's own plain properties except those of QUERY_PROPERTIES, and its causes the same
 * way. pino's standard one copies every property and joins the causes' messages, which put query
 * parameters — password hashes, e-mails, symptoms — into the log.
 */
export function serializeError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error) && !(typeof value === 'object' && value !== null && 'message' in value)) {
    return value;
  }
  const err = value as Error & Record<string, unknown>;
  const type = typeof err.constructor === 'function' ? err.constructor.name : String(err.name ?? 'Error');
  const message = safeMessage(err, String(err.message ?? ''));
  const out: SerializedError = { type, message };
  if (typeof err.stack === 'string') {
    const frames = err.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  for (const key of Object.keys(err)) {
    if (key === 'cause' || key === 'message' || key === 'stack' || QUERY_PROPERTIES.has(key)) continue;
    const v = err[key];
    if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) out[key] = v;
  }
  if (err.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(err.cause, depth + 1);
  return out;
}
