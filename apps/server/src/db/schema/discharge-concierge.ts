import { DISCHARGE_REQUEST_STATUSES } from '@arogya/contract/constants/discharge-concierge';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';
import { sqlList } from '../sql-list';
import { users } from './users';

/**
 * Discharge Concierge requests (spec 01 §2 form, stored since issue "remaining features"). Anyone may send
 * one; `user_id` is set when the sender was signed in. An admin marks it handled; it stays listed.
 */
export const dischargeRequests = pgTable(
  'discharge_requests',
  {
    id: idColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    patientName: text('patient_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    hospitalName: text('hospital_name').notNull(),
    dischargeDate: date('discharge_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('new'),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discharge_requests_status_idx').on(t.status, t.createdAt),
    index('discharge_requests_user_idx').on(t.userId, t.createdAt),
    check('discharge_requests_status_check', sql`${t.status} in (${sqlList(DISCHARGE_REQUEST_STATUSES)})`),
  ],
);
