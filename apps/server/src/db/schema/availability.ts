import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * How far the demo seed has rolled each demo professional's marked days (decision 092): the last day it has
 * added. A start adds only the days after it that have come into the window, so a day the professional
 * removed stays removed. Demo accounts only; a restored (re-created) demo account starts without a row.
 */
export const demoAvailabilityRolled = pgTable('demo_availability_rolled', {
  professionalId: uuid('professional_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  through: date('through', { mode: 'string' }).notNull(),
});

/**
 * Weekly hours (decision 053): the hours a professional usually works on a weekday, in India time
 * (minutes after midnight, start < end). At most one row per weekday. Slots are generated from them on
 * read, inside the rolling window — nothing is materialised, so a change applies at once and the window
 * moves on by itself.
 */
export const availabilityWeeklyHours = pgTable(
  'availability_weekly_hours',
  {
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: smallint('weekday').notNull(),
    startMinutes: smallint('start_minutes').notNull(),
    endMinutes: smallint('end_minutes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.professionalId, t.weekday] }),
    check('availability_weekly_hours_weekday_check', sql`${t.weekday} between 0 and 6`),
    check(
      'availability_weekly_hours_range_check',
      sql`${t.startMinutes} >= 0 and ${t.startMinutes} < ${t.endMinutes} and ${t.endMinutes} <= 1440`,
    ),
  ],
);

/**
 * A single day that differs from the week (decision 053): off (`available` false), the whole day
 * (`available` true, no hours) or other hours. It wins over the weekly hours and over a day marked on the
 * calendar.
 */
export const availabilityExceptions = pgTable(
  'availability_exceptions',
  {
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    available: boolean('available').notNull(),
    startMinutes: smallint('start_minutes'),
    endMinutes: smallint('end_minutes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.professionalId, t.date] }),
    check(
      'availability_exceptions_hours_check',
      sql`(${t.startMinutes} is null and ${t.endMinutes} is null) or (${t.available} and ${t.startMinutes} >= 0 and ${t.startMinutes} < ${t.endMinutes} and ${t.endMinutes} <= 1440)`,
    ),
  ],
);
