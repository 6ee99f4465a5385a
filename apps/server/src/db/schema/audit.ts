import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';
import { users } from './users';

/**
 * Who did what to whom, and when: approvals, rejections, 2FA changes, password resets,
 * deactivations. Append-only; rows outlive the accounts they mention (ids are kept, not cascaded).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    /** The person who acted; null for the system or an anonymous request (a password reset link). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Facts that explain the action (a rejection reason); never secrets or health data. */
    details: jsonb('details').notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetUserId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
