import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { fill } from '@arogya/contract/messages/fill';
import type { Database, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { FieldCrypto } from '../../lib/crypto';
import { TooManyRequestsError } from '../../lib/errors';
import { clearThrottle, lockThrottle, recordThrottleFailure, throttleLockedUntil } from './auth.repo';
import { LOGIN_THROTTLE, lockSecondsAfter } from './login-throttle.policy';

/**
 * The per-account throttle (rules in login-throttle.policy.ts), keyed by a keyed hash of the e-mail so
 * the table names no one and an unknown e-mail is throttled exactly like a known one.
 */
export function createLoginThrottle(deps: { db: Database; clock: Clock; crypto: FieldCrypto }) {
  const keyOf = (email: string) => deps.crypto.keyedHash('login-throttle', email.trim().toLowerCase());

  return {
    /** Throws 429 with Retry-After while the account's sign-in is locked. */
    async assertOpen(email: string): Promise<void> {
      const until = await throttleLockedUntil(deps.db, keyOf(email));
      const now = deps.clock.now();
      if (until && until > now) {
        const seconds = Math.ceil((until.getTime() - now.getTime()) / 1000);
        throw new TooManyRequestsError(fill(MSG_AUTH.tooManyAttempts, { seconds }), seconds);
      }
    },

    /** Counts a failure; from the fifth in a row on, locks sign-in for a growing while. */
    async fail(email: string): Promise<void> {
      const now = deps.clock.now();
      const key = keyOf(email);
      const forgetBefore = new Date(now.getTime() - LOGIN_THROTTLE.memorySeconds * 1000);
      const failures = await recordThrottleFailure(deps.db, key, now, forgetBefore);
      const seconds = lockSecondsAfter(failures);
      if (seconds > 0) await lockThrottle(deps.db, key, new Date(now.getTime() + seconds * 1000));
    },

    async clear(email: string, db: Database | Tx = deps.db): Promise<void> {
      await clearThrottle(db, keyOf(email));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
