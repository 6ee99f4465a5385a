import { randomBytes } from 'node:crypto';
import { uuid } from 'drizzle-orm/pg-core';

/**
 * UUIDv7 (RFC 9562 §5.7): 48 bits of Unix milliseconds, then 74 bits that count up within one
 * millisecond (§6.2 method 2, "monotonic random"). Ids made by this process are strictly increasing,
 * also several in the same millisecond or when the wall clock steps back, so "newest first" can break
 * a tie on `created_at` with the id and always give the same order.
 */
const RANDOM_BITS = 74n;
const RANDOM_MAX = (1n << RANDOM_BITS) - 1n;

function freshRandom(): bigint {
  // 73 random bits: the top bit stays clear, so the counter has room to grow within the millisecond.
  return BigInt(`0x${randomBytes(10).toString('hex')}`) & (RANDOM_MAX >> 1n);
}

/** A generator with its own monotonic state (the app uses the one `uuidv7`; tests make fresh ones). */
export function createUuidv7(): (nowMs?: number) => string {
  let lastMs = 0;
  let lastRandom = 0n;
  return (nowMs = Date.now()) => {
    if (nowMs > lastMs) {
      lastMs = nowMs;
      lastRandom = freshRandom();
    } else {
      // Same millisecond, or the clock went back: count up from the last id (a random step keeps ids
      // hard to guess); on overflow borrow the next millisecond.
      lastRandom += 1n + (BigInt(randomBytes(2).readUInt16BE(0)) & 0xffn);
      if (lastRandom > RANDOM_MAX) {
        lastMs += 1;
        lastRandom = freshRandom();
      }
    }
    const randA = (lastRandom >> 62n) & 0xfffn; // 12 bits
    const randB = lastRandom & ((1n << 62n) - 1n); // 62 bits
    const hex =
      lastMs.toString(16).padStart(12, '0') +
      (0x7000n | randA).toString(16).padStart(4, '0') +
      ((0b10n << 62n) | randB).toString(16).padStart(16, '0');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
}

/** The process's ids: strictly increasing across everything this process makes. */
export const uuidv7 = createUuidv7();

/**
 * The primary key of every uuid table: a UUIDv7 made by the app; the database's random default stays
 * as the fallback for rows inserted by hand.
 */
export function idColumn() {
  return uuid('id')
    .primaryKey()
    .defaultRandom()
    .$defaultFn(() => uuidv7());
}
