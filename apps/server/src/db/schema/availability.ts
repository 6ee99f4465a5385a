import { date, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The days a professional says they can see patients (spec 01 §3 Availability). One row per day;
 * a professional replaces their current month's days in one go (POST /availability), and the
 * directory's "available on" filter joins here, so the key leads with the professional.
 */
export const availability = pgTable(
  'availability',
  {
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A calendar day in India time (no time zone: a day is a day). */
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.professionalId, t.date] }),
    // "Who is available on day D" (search filter) ranges over the date first.
    index('availability_date_idx').on(t.date),
  ],
);
