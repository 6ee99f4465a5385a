import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';
import { users } from './users';

/**
 * Changes an approved professional made to what an admin verified (name, specialty, licence number,
 * skills). Until an admin approves one, the professional stays listed under the approved values, which
 * live in `users` / `professional_profiles` as before; `changes` holds only the proposed values, by the
 * API's field names. At most one request per professional is pending; a later edit updates it.
 */
export const profileChangeRequests = pgTable(
  'profile_change_requests',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    /** `{ name?, specialty?, licenseNumber?, verifiedSkills? }`: the proposed values only. */
    changes: jsonb('changes').notNull(),
    rejectionReason: text('rejection_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profile_change_requests_one_pending').on(t.userId).where(sql`${t.status} = 'pending'`),
    // The admin's queue, oldest first; and a professional's latest request.
    index('profile_change_requests_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    index('profile_change_requests_user_idx').on(t.userId, t.createdAt),
    check('profile_change_requests_status_check', sql`${t.status} in ('pending','approved','rejected')`),
  ],
);
