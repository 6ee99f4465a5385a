import { ANNOUNCEMENT_SEVERITIES, ANNOUNCEMENT_TARGETS } from '@arogya/contract/constants/announcements';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';
import { sqlList } from '../sql-list';
import { appointments } from './appointments';
import { payments } from './payments';
import { users } from './users';

/** Kinds of care-fund movement. A booking debit is negative; a refund, a donation or a top-up positive. */
export const CARE_FUND_ENTRY_KINDS = ['booking', 'refund', 'donation', 'topup', 'adjustment'] as const;

/**
 * The care-fund ledger (DESIGN §3: balances change only through a ledger row and a conditional update
 * in one transaction). `users.care_fund_balance_paise` is the running total; each row says why it moved.
 * One booking debit and at most one refund per appointment: the unique index makes a second refund
 * impossible whatever the code does.
 */
export const careFundLedger = pgTable(
  'care_fund_ledger',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Signed paise: negative for a debit. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The balance right after this entry. */
    balanceAfterPaise: bigint('balance_after_paise', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** The verified payment behind a donation or a top-up: credited once (the unique index). */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('care_fund_ledger_patient_idx').on(t.patientId, t.createdAt),
    uniqueIndex('care_fund_ledger_payment_key').on(t.paymentId).where(sql`${t.paymentId} is not null`),
    uniqueIndex('care_fund_ledger_appointment_kind_key')
      .on(t.appointmentId, t.kind)
      .where(sql`${t.appointmentId} is not null`),
    check('care_fund_ledger_kind_check', sql`${t.kind} in (${sqlList(CARE_FUND_ENTRY_KINDS)})`),
    check('care_fund_ledger_balance_check', sql`${t.balanceAfterPaise} >= 0`),
    check('care_fund_ledger_nonzero', sql`${t.amountPaise} <> 0`),
  ],
);

/**
 * In-app notifications (spec 01 §3). Created by domain events in the same transaction as the change
 * that caused them, pushed live after commit. `dedupeKey` makes a retried job (a reminder) unable to
 * notify twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The bell: a person's unread ones, newest first.
    index('notifications_user_unread_idx').on(t.userId, t.createdAt).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_dedupe_key').on(t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
  ],
);

/**
 * Follow-ups a professional schedules after a completed appointment (spec 02 §3, §5). The patient books
 * it from /follow-up/{id}; `bookedAppointmentId` is set then. One follow-up per appointment.
 */
export const followUps = pgTable(
  'follow_ups',
  {
    id: idColumn(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followUpDate: date('follow_up_date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    bookedAppointmentId: uuid('booked_appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('follow_ups_appointment_key').on(t.appointmentId),
    index('follow_ups_patient_idx').on(t.patientId),
  ],
);

/**
 * Announcements (spec 01 §3, spec 02 §3–§5). The banner reads the active ones meant for the viewer;
 * admins manage them (a later capability).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: idColumn(),
    message: text('message').notNull(),
    severity: text('severity').notNull().default('Info'),
    targetRole: text('target_role').notNull().default('All Users'),
    isActive: boolean('is_active').notNull().default(true),
    /** Optional publishing window, checked when the banner reads (no job flips `is_active`). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_active_idx').on(t.createdAt).where(sql`${t.isActive}`),
    check('announcements_severity_check', sql`${t.severity} in (${sqlList(ANNOUNCEMENT_SEVERITIES)})`),
    check('announcements_target_check', sql`${t.targetRole} in (${sqlList(ANNOUNCEMENT_TARGETS)})`),
  ],
);
