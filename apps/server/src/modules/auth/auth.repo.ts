import { and, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import {
  loginThrottle,
  passwordResetTokens,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
} from '../../db/schema/auth';
import { professionalProfiles, users } from '../../db/schema/users';
import type { ProfessionalProfileRow, UserRow } from '../users/user-view';

type Db = Database | Tx;

// ---------------------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------------------

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The account row locked until the end of the transaction (serialises per-account decisions). */
export async function lockUserById(tx: Tx, id: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function findProfile(db: Db, userId: string): Promise<ProfessionalProfileRow | null> {
  const [row] = await db
    .select()
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

export async function insertUser(
  tx: Tx,
  values: typeof users.$inferInsert & { createdAt: Date; updatedAt: Date },
): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  return row!;
}

export async function insertProfile(
  tx: Tx,
  values: typeof professionalProfiles.$inferInsert,
): Promise<ProfessionalProfileRow> {
  const [row] = await tx.insert(professionalProfiles).values(values).returning();
  return row!;
}

/**
 * Sets a new password and moves the token version on, which ends every session of the account.
 * Returns the new version.
 */
export async function setPassword(
  tx: Tx,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<number | null> {
  const [row] = await tx
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion ?? null;
}

/** Sets a new password, keeping the token version: the caller ends the other sessions itself. */
export async function changePasswordHash(
  tx: Tx,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ passwordHash, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.isActive, true)))
    .returning({ id: users.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------------
// Two-factor
// ---------------------------------------------------------------------------------------------------------

/** Replaces the account's recovery codes with these hashes. */
export async function replaceRecoveryCodes(
  tx: Tx,
  userId: string,
  codeHashes: string[],
  now: Date,
): Promise<void> {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  if (codeHashes.length === 0) return;
  await tx
    .insert(twoFactorRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

/** Spends one unused recovery code in one conditional update: of two simultaneous uses, one wins. */
export async function spendRecoveryCode(
  db: Db,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

export async function setPendingTwoFactorSecret(db: Db, userId: string, secretEnc: string, now: Date) {
  // Never while enabled: the active secret is only ever replaced through disable, then setup again.
  const rows = await db
    .update(users)
    .set({ twoFactorPendingSecretEnc: secretEnc, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Turns two-factor on with the pending secret that was checked — only if it is still the pending
 * one (a second setup in between wins) — and records the step of the code used. Returns whether it
 * changed anything.
 */
export async function enableTwoFactor(
  tx: Tx,
  userId: string,
  pendingSecretEnc: string,
  step: number,
  now: Date,
): Promise<boolean> {
  const [row] = await tx
    .update(users)
    .set({
      twoFactorEnabled: true,
      twoFactorSecretEnc: pendingSecretEnc,
      twoFactorPendingSecretEnc: null,
      twoFactorLastStep: step,
      updatedAt: now,
    })
    .where(
      and(
        eq(users.id, userId),
        eq(users.twoFactorEnabled, false),
        eq(users.twoFactorPendingSecretEnc, pendingSecretEnc),
        or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return row !== undefined;
}

/** Turns two-factor off and forgets every secret and recovery code. Returns whether it was on. */
export async function disableTwoFactor(tx: Tx, userId: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(users)
    .set({
      twoFactorEnabled: false,
      twoFactorSecretEnc: null,
      twoFactorPendingSecretEnc: null,
      twoFactorLastStep: null,
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, true)))
    .returning({ id: users.id });
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  return row !== undefined;
}

/**
 * Claims a TOTP time step for an account with two-factor on: succeeds only when the step is later
 * than the last one used, in one conditional update, so one code cannot pass twice — not even in two
 * simultaneous requests.
 */
export async function claimTwoFactorStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        eq(users.twoFactorEnabled, true),
        or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Opens (or renews) the second step of a login after a correct password. */
export async function openTwoFactorChallenge(
  db: Db,
  userId: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await db
    .insert(twoFactorChallenges)
    .values({ userId, expiresAt, attempts: 0, createdAt: now })
    .onConflictDoUpdate({
      target: twoFactorChallenges.userId,
      set: { expiresAt, attempts: 0, createdAt: now },
    });
}

/**
 * Reserves one code check against a live challenge; returns the number of checks made so far
 * including this one, or null when there is no live challenge left (none, expired, or burnt).
 */
export async function reserveTwoFactorAttempt(
  db: Db,
  userId: string,
  now: Date,
  maxAttempts: number,
): Promise<number | null> {
  const [row] = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(
      and(
        eq(twoFactorChallenges.userId, userId),
        gt(twoFactorChallenges.expiresAt, now),
        lt(twoFactorChallenges.attempts, maxAttempts),
      ),
    )
    .returning({ attempts: twoFactorChallenges.attempts });
  return row?.attempts ?? null;
}

export async function deleteTwoFactorChallenge(db: Db, userId: string): Promise<void> {
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
}

// ---------------------------------------------------------------------------------------------------------
// Login throttle
// ---------------------------------------------------------------------------------------------------------

export async function throttleLockedUntil(db: Db, key: string): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key))
    .limit(1);
  return row?.lockedUntil ?? null;
}

/**
 * Counts one more failure for the key, atomically; a failure long after the previous one starts the
 * count again. Returns the count.
 */
export async function recordThrottleFailure(
  db: Db,
  key: string,
  now: Date,
  forgetBefore: Date,
): Promise<number> {
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginThrottle.failures });
  return row!.failures;
}

/** Sets the lock, never shortening one already set further out. */
export async function lockThrottle(db: Db, key: string, until: Date): Promise<void> {
  await db
    .update(loginThrottle)
    .set({
      lockedUntil: sql`greatest(coalesce(${loginThrottle.lockedUntil}, ${until.toISOString()}::timestamptz), ${until.toISOString()}::timestamptz)`,
    })
    .where(eq(loginThrottle.key, key));
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

// ---------------------------------------------------------------------------------------------------------
// Password reset tokens
// ---------------------------------------------------------------------------------------------------------

export async function countResetTokensSince(db: Db, userId: string, since: Date): Promise<number> {
  const rows = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gte(passwordResetTokens.createdAt, since)));
  return rows.length;
}

/** Spends every unused token of the account (a newer e-mail, or a completed reset, replaces them). */
export async function spendOpenResetTokens(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function insertResetToken(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** The account a live (unused, unexpired) token belongs to, without spending it. */
export async function findLiveResetToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string } | null> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Spends a live token in one conditional update: of two simultaneous redemptions, exactly one wins. */
export async function spendResetToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string } | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// Housekeeping
// ---------------------------------------------------------------------------------------------------------

/** Deletes expired challenges and throttle rows that are unlocked and older than `forgetBefore`. */
export async function purgeAuthState(db: Db, now: Date, forgetBefore: Date): Promise<number> {
  const challenges = await db
    .delete(twoFactorChallenges)
    .where(lt(twoFactorChallenges.expiresAt, now))
    .returning({ id: twoFactorChallenges.userId });
  const throttles = await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.lastFailureAt, forgetBefore),
        or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, now)),
      ),
    )
    .returning({ key: loginThrottle.key });
  return challenges.length + throttles.length;
}
