import { CARE_CIRCLE_MEMBER_STATUSES, CARE_CIRCLE_ROLES } from '@arogya/contract/constants/care-circle';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';
import { sqlList } from '../sql-list';
import { users } from './users';

/**
 * One person in a patient's care circle (spec 01 §3, §6): an invitation while `Pending`, a member once
 * `Active`. Keyed by the patient's user id and, once accepted, the member's user id; before that the
 * invitation is addressed to an e-mail (the invitee may not have an account yet). Declining, leaving and
 * being removed delete the row, so the same person can be invited again later.
 */
export const careCircleMembers = pgTable(
  'care_circle_members',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the invitee accepts. */
    memberUserId: uuid('member_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased and trimmed, as accounts store theirs. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    status: text('status').notNull().default('Pending'),
    /** What the patient shares with this member; nothing by default. */
    shareAppointments: boolean('share_appointments').notNull().default(false),
    shareAdherence: boolean('share_adherence').notNull().default(false),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('care_circle_members_patient_email_key').on(t.patientId, t.email),
    index('care_circle_members_member_idx').on(t.memberUserId),
    index('care_circle_members_email_idx').on(t.email),
    check('care_circle_members_role_check', sql`${t.role} in (${sqlList(CARE_CIRCLE_ROLES)})`),
    check('care_circle_members_status_check', sql`${t.status} in (${sqlList(CARE_CIRCLE_MEMBER_STATUSES)})`),
    check(
      'care_circle_members_active_has_user_check',
      sql`${t.status} <> 'Active' or ${t.memberUserId} is not null`,
    ),
  ],
);
