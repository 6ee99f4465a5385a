/**
 * Recognising PostgreSQL errors, in one place. node-postgres, PGlite and Drizzle wrap the server's error
 * differently (Drizzle's `DrizzleQueryError` keeps the driver's error as `cause`), so every check walks the
 * cause chain; a cycle or a very deep chain ends the walk.
 */

/** The fields a driver error may carry (both drivers use PostgreSQL's names). */
export interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

const MAX_DEPTH = 10;

/** The first error in `err`'s cause chain (itself included) that `test` accepts, or null. */
export function findInCauses(err: unknown, test: (e: PgErrorFields) => boolean): PgErrorFields | null {
  const seen = new Set<unknown>();
  let cur: unknown = err;
  for (let depth = 0; cur && typeof cur === 'object' && !seen.has(cur) && depth < MAX_DEPTH; depth++) {
    seen.add(cur);
    const e = cur as PgErrorFields;
    if (test(e)) return e;
    cur = e.cause;
  }
  return null;
}

/** SQLSTATE 23505 unique_violation. */
export const UNIQUE_VIOLATION = '23505';

/**
 * A unique violation, of any constraint or of the named one. Both drivers name the constraint; the
 * message names it too, as a fallback.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const found = findInCauses(err, (e) => e.code === UNIQUE_VIOLATION);
  if (!found) return false;
  if (constraint === undefined) return true;
  return (
    found.constraint === constraint ||
    (typeof found.message === 'string' && found.message.includes(constraint))
  );
}

const NETWORK_CODES = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'];
// 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 08xxx connection exceptions
const UNAVAILABLE_STATES = /^(57P0[123]|08\d{3})$/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout/i;

/** Errors that mean "the database is unreachable right now", not "your request is wrong". */
export function isDatabaseUnavailable(err: unknown): boolean {
  return (
    findInCauses(
      err,
      (e) =>
        (typeof e.code === 'string' && (NETWORK_CODES.includes(e.code) || UNAVAILABLE_STATES.test(e.code))) ||
        (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)),
    ) !== null
  );
}
