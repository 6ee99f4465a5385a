import {
  APPOINTMENT_STATUSES,
  BOOKING_TYPES,
  DOCTOR_SLOTS,
  NURSE_SLOTS,
} from '@arogya/contract/constants/appointments';
import { PAYMENT_METHODS } from '@arogya/contract/constants/payments';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';
import { sqlList } from '../sql-list';
import { files } from './files';
import { users } from './users';

/** Payment states of an appointment: paid up front, due at the visit, or given back after a cancellation. */
export const APPOINTMENT_PAYMENT_STATUSES = ['paid', 'due', 'refunded'] as const;

/** The triage outcome stored with a booking. */
export interface StoredTriage {
  topic: string;
  symptom: string;
  answers: string[];
  summary: string;
  emergency: boolean;
  /** The patient confirmed they are safe to wait for the visit after a red flag. */
  confirmedSafeToWait: boolean;
}

/**
 * A booked visit with a doctor or nurse (spec 01 §3 Appointment). The slot is an India wall-clock day
 * and time (DESIGN §3), stored as the spec writes them ('2026-11-25', '11:00 AM').
 *
 * Double booking is made impossible by the database, not by a check in the code (DESIGN §6): at most
 * one appointment that is not Cancelled may hold a professional's slot, so of two concurrent bookings
 * exactly one insert succeeds; a cancellation frees the slot for a new booking.
 *
 * Accounts are deactivated, never deleted, in normal operation; a hard delete (an erasure, a benchmark
 * reset) takes the person's appointments with it.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'doctor' | 'nurse' at booking time: decides which slot list applies. */
    professionalRole: text('professional_role').notNull(),
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    /** One of DOCTOR_SLOTS (doctors) or NURSE_SLOTS (nurses). */
    appointmentTime: text('appointment_time').notNull(),
    bookingType: text('booking_type').notNull(),
    status: text('status').notNull().default('Pending'),
    symptoms: text('symptoms'),
    previousMeds: text('previous_meds'),
    /** Integer paise, taken from the fee constants at booking, never from the client. */
    feePaise: bigint('fee_paise', { mode: 'number' }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull(),
    doctorNotes: text('doctor_notes'),
    voiceNoteUrl: text('voice_note_url'),
    relayNote: text('relay_note'),
    /**
     * The symptom helper's outcome when the patient used it (item: the red-flag path): worked out again
     * on the server from the symptom and the answers, kept apart from the patient's own words in
     * `symptoms`. Printed in the intake form's TRIAGE section.
     */
    triage: jsonb('triage').$type<StoredTriage>(),
    /** An uploaded medical report (files.purpose 'medical-report'), readable by the patient and this professional. */
    reportFileId: uuid('report_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** pg-boss ids of the 24 h and 1 h reminders, cancelled with the appointment. */
    reminderJobIds: text('reminder_job_ids').array().notNull().default(sql`'{}'::text[]`),
    /** When the appointment reached Completed / Cancelled, and who cancelled it. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why it was cancelled, when the system cancelled it (the professional left Arogya); shown to the patient. */
    cancellationReason: text('cancellation_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The double-booking guard; it also serves "this professional's slots on these days".
    uniqueIndex('appointments_professional_slot_key')
      .on(t.professionalId, t.appointmentDate, t.appointmentTime)
      .where(sql`${t.status} <> 'Cancelled'`),
    // A patient's appointments, by day (My Appointments).
    index('appointments_patient_date_idx').on(t.patientId, t.appointmentDate),
    // A professional's appointments, cancelled ones included (the appointment manager's tabs).
    index('appointments_professional_date_idx').on(t.professionalId, t.appointmentDate),
    // Completed visits by when they were completed (the review invitation sweep, modules/reviews).
    index('appointments_completed_idx').on(t.completedAt).where(sql`${t.status} = 'Completed'`),
    check('appointments_professional_role_check', sql`${t.professionalRole} in ('doctor','nurse')`),
    check(
      'appointments_slot_check',
      sql`(${t.professionalRole} = 'doctor' and ${t.appointmentTime} in (${sqlList(DOCTOR_SLOTS)})) or (${t.professionalRole} = 'nurse' and ${t.appointmentTime} in (${sqlList(NURSE_SLOTS)}))`,
    ),
    check('appointments_booking_type_check', sql`${t.bookingType} in (${sqlList(BOOKING_TYPES)})`),
    check('appointments_status_check', sql`${t.status} in (${sqlList(APPOINTMENT_STATUSES)})`),
    check('appointments_payment_method_check', sql`${t.paymentMethod} in (${sqlList(PAYMENT_METHODS)})`),
    check(
      'appointments_payment_status_check',
      sql`${t.paymentStatus} in (${sqlList(APPOINTMENT_PAYMENT_STATUSES)})`,
    ),
    check('appointments_fee_nonnegative', sql`${t.feePaise} >= 0`),
  ],
);

/**
 * Notes a professional leaves for the patient on a Pending or Confirmed visit without closing it
 * ("bring your old prescriptions"). Shown on the patient's appointment card, oldest first.
 */
export const appointmentPatientNotes = pgTable(
  'appointment_patient_notes',
  {
    id: idColumn(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointment_patient_notes_appointment_idx').on(t.appointmentId, t.createdAt)],
);
