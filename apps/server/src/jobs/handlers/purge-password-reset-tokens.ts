import { lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens } from '../../db/schema/auth';
import { defineJob } from '../definition';

export const PURGE_PASSWORD_RESET_TOKENS = 'purge-password-reset-tokens';

/** How long a spent or expired token is kept, so the reset page can still say "expired" or "used". */
export const PASSWORD_RESET_TOKEN_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the tokens that expired, or were used, more than 24 hours before `now`; returns how many.
 * Recent ones stay so a late click on a link gets "this link has expired" rather than "invalid".
 */
export async function purgePasswordResetTokens(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PASSWORD_RESET_TOKEN_GRACE_MS);
  const deleted = await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, cutoff), lt(passwordResetTokens.usedAt, cutoff)))
    .returning({ id: passwordResetTokens.id });
  return deleted.length;
}

/** Hourly, and on demand: `jobs.send(PURGE_PASSWORD_RESET_TOKENS, {}, { tx: null })`. */
export const purgePasswordResetTokensJob = defineJob<Record<string, never>>({
  queue: PURGE_PASSWORD_RESET_TOKENS,
  async handler(_data, { db, clock, log }) {
    const deleted = await purgePasswordResetTokens(db, clock.now());
    if (deleted > 0) log.info({ deleted }, 'purged expired password-reset tokens');
  },
  options: {
    retryLimit: 3,
    retryDelay: 60,
    // A purge is idempotent and cheap; one running at a time is plenty.
    policy: 'singleton',
    batchSize: 10,
    schedule: { cron: '0 * * * *' },
  },
});
