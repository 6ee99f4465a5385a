import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per "forgot password" request. Only the SHA-256 (hex) of the token is stored: the token
 * itself travels once, in the e-mail, so a database leak cannot be turned into account takeovers.
 * Spent and expired rows are purged by the `purge-password-reset-tokens` job.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
