import { ERROR_CODES } from '@arogya/contract/errors';
import { errorSchema } from '@arogya/contract/schemas/common';

/** What the fuzzer saw of one response. */
export interface ObservedResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Traces of a stack: frames, file positions, module paths. */
const STACK_PATTERNS: RegExp[] = [
  /\bat\s+(?:async\s+)?[\w$.<>[\]]+\s+\((?:file:\/\/|\/|node:|[A-Za-z]:\\)[^)]*:\d+:\d+\)/,
  /\bat\s+(?:file:\/\/|\/)[^\s)]+:\d+:\d+/,
  /node:internal\//,
  /\/node_modules\//,
  /\/(?:src|dist)\/[\w/.-]+\.(?:ts|js|mjs|cjs)\b/,
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|AssertionError): /,
];

/** Traces of SQL or of the database driver. */
const SQL_PATTERNS: RegExp[] = [
  /syntax error at or near/i,
  /violates (?:not-null|unique|foreign key|check|exclusion) constraint/i,
  /duplicate key value/i,
  /relation "[^"]+" does not exist/i,
  /column "[^"]+" (?:does not exist|of relation)/i,
  /invalid input syntax for (?:type|integer)/i,
  /value too long for type/i,
  /out of range for type/i,
  /Failed query:/i,
  /DrizzleQueryError|PostgresError|DatabaseError|PGlite|pg_catalog|pg-boss/i,
  /\b(?:select|insert into|update|delete from)\b[^\n]{0,200}"\w+"\."?\w+/i,
  /"(?:password_hash|passwordHash|totp_secret|totpSecret|twoFactorSecret|gov_id_hash|govIdHash)"/,
];

/** A message a person can read: a sentence, not a code, a dump or an empty string. */
export function isHumanMessage(message: string): boolean {
  if (message.trim().length < 3 || message.length > 400) return false;
  if (!/^[\p{Lu}\p{N}"'“‘(₹]/u.test(message)) return false;
  return !/FST_|ERR_[A-Z]|\[object |\bundefined\b|\bNaN\b|[{}]|\bError:|Exception|\\n/.test(message);
}

/**
 * Removes from a response every string the request carried (raw and as JSON escapes it): a body
 * that merely echoes the caller's own text (a name, a request id) is not a leak.
 */
function withoutEchoes(body: string, sent: readonly string[]): string {
  let text = body;
  const needles = [...new Set(sent.filter((s) => s.length >= 3))].sort((a, b) => b.length - a.length);
  for (const s of needles) {
    for (const form of [s, JSON.stringify(s).slice(1, -1)]) {
      if (form.length >= 3 && text.includes(form)) text = text.split(form).join('');
    }
  }
  return text;
}

/** Every broken promise in one response; empty when it keeps them all. */
export function violations(response: ObservedResponse, sentStrings: readonly string[]): string[] {
  const found: string[] = [];
  const { statusCode } = response;
  if (statusCode >= 500) found.push(`server error ${statusCode}`);

  const scanned = withoutEchoes(response.body, sentStrings);
  for (const pattern of STACK_PATTERNS) {
    if (pattern.test(scanned)) found.push(`stack trace in body (${pattern})`);
  }
  for (const pattern of SQL_PATTERNS) {
    if (pattern.test(scanned)) found.push(`SQL or driver text in body (${pattern})`);
  }

  const contentType = String(response.headers['content-type'] ?? '');
  if (statusCode >= 400 && statusCode < 500) {
    if (!contentType.startsWith('application/json')) {
      found.push(`4xx without a JSON body (content-type "${contentType}")`);
      return found;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      found.push('4xx body is not valid JSON');
      return found;
    }
    const shape = errorSchema.safeParse(parsed);
    if (!shape.success) {
      found.push(`4xx body is not the error shape {message, msg, code, details?, requestId}`);
      return found;
    }
    const error = shape.data;
    if (error.msg !== error.message) found.push('4xx: msg and message differ');
    if (ERROR_CODES[error.code] !== statusCode)
      found.push(`4xx: code ${error.code} does not belong to status ${statusCode}`);
    if (!isHumanMessage(error.message))
      found.push(`4xx: message is not human-readable: ${JSON.stringify(error.message)}`);
  } else if (
    statusCode >= 200 &&
    statusCode < 300 &&
    contentType.startsWith('application/json') &&
    response.body
  ) {
    try {
      JSON.parse(response.body);
    } catch {
      found.push('2xx JSON body does not parse');
    }
  }
  return found;
}
