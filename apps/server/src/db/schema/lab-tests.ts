import {
  DEFAULT_WORK_DAYS,
  LAB_SLOTS,
  LAB_TEST_STATUSES,
  WORK_DAYS,
} from '@arogya/contract/constants/lab-tests';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';
import { sqlList } from '../sql-list';
import { files } from './files';
import { users } from './users';

/**
 * A sample collection at home (spec 01 §3, §5; spec 02 §3). The slot is an India wall-clock day and window
 * as the spec writes them ('2026-11-25', '08:00 AM - 10:00 AM'). A technician is assigned in the booking's
 * transaction, so every row has one. The address and the report are health data: they are shown only to
 * the patient and the assigned technician, and never put in notifications or logs.
 */
export const labTests = pgTable(
  'lab_tests',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    technicianId: uuid('technician_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testName: text('test_name').notNull(),
    collectionDate: date('collection_date', { mode: 'string' }).notNull(),
    collectionTime: text('collection_time').notNull(),
    patientAddress: text('patient_address').notNull(),
    city: text('city').notNull(),
    feePaise: bigint('fee_paise', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('Scheduled'),
    paidAtCollection: boolean('paid_at_collection').notNull().default(false),
    reportFileId: uuid('report_file_id').references(() => files.id, { onDelete: 'set null' }),
    cancellationReason: text('cancellation_reason'),
    cancelledBy: uuid('cancelled_by'),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The preparation reminder of the evening before, while it is queued. */
    reminderJobId: text('reminder_job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lab_tests_patient_idx').on(t.patientId, t.createdAt, t.id),
    index('lab_tests_technician_slot_idx').on(t.technicianId, t.collectionDate, t.collectionTime),
    // Completed collections by when they were completed (the review invitation sweep, modules/reviews).
    index('lab_tests_completed_idx').on(t.completedAt).where(sql`${t.status} = 'Completed'`),
    check('lab_tests_status_check', sql`${t.status} in (${sqlList(LAB_TEST_STATUSES)})`),
    check('lab_tests_slot_check', sql`${t.collectionTime} in (${sqlList(LAB_SLOTS)})`),
    check('lab_tests_fee_check', sql`${t.feePaise} >= 0`),
  ],
);

/** A technician's working days (ours): collections are assigned only on those days. */
export const technicianSettings = pgTable(
  'technician_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    workingDays: text('working_days')
      .array()
      .notNull()
      .default(sql.raw(`'{${DEFAULT_WORK_DAYS.join(',')}}'::text[]`)),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'technician_settings_days_check',
      sql`${t.workingDays} <@ array[${sqlList(WORK_DAYS)}]::text[] and cardinality(${t.workingDays}) > 0`,
    ),
  ],
);
