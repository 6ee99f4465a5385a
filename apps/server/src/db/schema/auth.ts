import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';
import { users } from './users';

/**
 * One row per "forgot password" request. Only the SHA-256 (hex) of the token is stored: the token
 * itself travels once, in the e-mail, so a database leak cannot be turned into account takeovers.
 * Spent and expired rows are purged by the `purge-password-reset-tokens` job.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token is redeemed; a used token never works again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    // The purge job and "latest request per user" both range over expiry.
    index('password_reset_tokens_expires_at_idx').on(t.expiresAt),
    // The foreign key's cascade and per-user lookups scan by user.
    index('password_reset_tokens_user_id_idx').on(t.userId),
  ],
);

/**
 * The second step of a two-factor login. A row exists only after a correct password, for five
 * minutes, so `POST /auth/2fa/login` never works with a bare user id; five wrong codes burn it.
 */
export const twoFactorChallenges = pgTable('two_factor_challenges', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Codes tried against this challenge (reserved before each check, so parallel guesses count too). */
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed sign-ins per account, from any address. Keyed by a keyed hash of the e-mail (the account
 * may not exist — an unknown e-mail is throttled exactly like a known one, so the throttle reveals
 * nothing). After a few failures the account waits before the next try; the wait doubles up to a cap.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    /** No attempt is checked before this instant. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('login_throttle_last_failure_idx').on(t.lastFailureAt)],
);

/**
 * One row per sign-in (docs/decisions: sessions). The session token (a JWT) names its row in `sid`;
 * every request checks the row, so a revoked session stops at once, on every node. A session ends
 * at `expires_at`, after `SESSION_IDLE_MS` without a request, or when `revoked_at` is set (logout,
 * password change or reset, two-factor change, deactivation, rejection).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved on by requests (at most once a minute); the idle limit counts from here. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser that signed in, as it described itself (truncated); for the person's own review. */
    userAgent: text('user_agent'),
  },
  (t) => [
    // Revoke-all and the foreign key's cascade scan one person's sessions.
    index('sessions_user_id_idx').on(t.userId),
    // The purge job deletes ended sessions.
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Two-factor recovery codes: ten per enabling, shown once, stored as their keyed hash only. Each
 * signs in once in place of an authenticator code (`used_at`); enabling again replaces them all,
 * disabling deletes them.
 */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);
