import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './pg-errors';

/** How Drizzle wraps a driver error: its own error with the driver's as `cause`. */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: insert …'), { cause });

describe('PostgreSQL errors', () => {
  it('finds a unique violation through the wrapper, by constraint name or message', () => {
    const pg = { code: '23505', constraint: 'care_funds_slug_key', message: 'duplicate key value' };
    expect(isUniqueViolation(wrapped(pg))).toBe(true);
    expect(isUniqueViolation(wrapped(pg), 'care_funds_slug_key')).toBe(true);
    expect(isUniqueViolation(wrapped(pg), 'appointments_slot_key')).toBe(false);
    const unnamed = { code: '23505', message: 'violates unique constraint "appointments_slot_key"' };
    expect(isUniqueViolation(wrapped(unnamed), 'appointments_slot_key')).toBe(true);
    expect(isUniqueViolation(wrapped({ code: '23503' }))).toBe(false);
  });

  it('ends the walk on a cycle', () => {
    const a: { code: string; cause?: unknown } = { code: 'X' };
    a.cause = { code: 'Y', cause: a };
    expect(isUniqueViolation(a)).toBe(false);
    expect(isDatabaseUnavailable(a)).toBe(false);
  });

  it('tells an unreachable database from a bad request', () => {
    expect(isDatabaseUnavailable(wrapped({ code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '23505' }))).toBe(false);
  });
});
