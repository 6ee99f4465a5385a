import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';
import { appointments } from './appointments';
import { users } from './users';

/**
 * A prescription issued by the doctor of an appointment (issue 14). The doctor's and patient's details that
 * TPG 2020 asks for are copied at issue, so the document stays what was signed even if a profile changes.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: idColumn(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** India date of issue: the course starts on it. */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** The last day any of its medicines is taken (India date). */
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    diagnosis: text('diagnosis').notNull(),
    advice: text('advice'),
    doctorName: text('doctor_name').notNull(),
    doctorSpecialty: text('doctor_specialty'),
    doctorQualifications: text('doctor_qualifications').array().notNull().default(sql`'{}'::text[]`),
    doctorRegistrationNumber: text('doctor_registration_number'),
    doctorContact: text('doctor_contact'),
    patientName: text('patient_name').notNull(),
    patientAge: integer('patient_age'),
    patientSex: text('patient_sex'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prescriptions_patient_idx').on(t.patientId, t.createdAt, t.id),
    index('prescriptions_doctor_idx').on(t.doctorId, t.createdAt, t.id),
    index('prescriptions_ends_idx').on(t.endsOn),
    check('prescriptions_course_check', sql`${t.endsOn} >= ${t.issuedOn}`),
  ],
);

/** The medicines of a prescription, in the doctor's order (`position` is the spec's medicineIndex). */
export const prescriptionMedicines = pgTable(
  'prescription_medicines',
  {
    prescriptionId: uuid('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    strength: text('strength'),
    dosage: text('dosage').notNull(),
    /** "1-0-1": units at morning, afternoon, night. */
    frequency: text('frequency').notNull(),
    duration: text('duration').notNull(),
    durationDays: integer('duration_days').notNull(),
    instructions: text('instructions').notNull().default(''),
    /** Pills left; null when no count was given. Never below 0 (the take-dose update is conditional). */
    pillCount: integer('pill_count'),
    smartStock: boolean('smart_stock').notNull().default(false),
    /** When the patient was told the pills are running low (once per course). */
    lowStockNotifiedAt: timestamp('low_stock_notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.prescriptionId, t.position] }),
    check('prescription_medicines_pill_count_check', sql`${t.pillCount} is null or ${t.pillCount} >= 0`),
    check('prescription_medicines_duration_check', sql`${t.durationDays} > 0`),
  ],
);

/**
 * A dose taken: one row per medicine, day and dose time ('morning' | 'afternoon' | 'night'); 'extra' for a
 * pill taken when every dose of the day was already logged (it moves the pill count, not adherence).
 */
export const doseLogs = pgTable(
  'dose_logs',
  {
    id: idColumn(),
    prescriptionId: uuid('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    medicineIndex: integer('medicine_index').notNull(),
    scheduledDate: date('scheduled_date', { mode: 'string' }).notNull(),
    slot: text('slot').notNull(),
    notes: text('notes').notNull().default(''),
    /** 'take' (take-dose, a pill counted off) or 'log' (log-dose). */
    source: text('source').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('dose_logs_dose_key')
      .on(t.prescriptionId, t.medicineIndex, t.scheduledDate, t.slot)
      .where(sql`${t.slot} <> 'extra'`),
    index('dose_logs_day_idx').on(t.prescriptionId, t.scheduledDate),
    check('dose_logs_slot_check', sql`${t.slot} in ('morning','afternoon','night','extra')`),
    check('dose_logs_source_check', sql`${t.source} in ('take','log')`),
  ],
);

/** A patient's own dose times (India wall clock 'HH:MM'); absent → the defaults. */
export const doseTimes = pgTable('dose_times', {
  patientId: uuid('patient_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  morning: text('morning').notNull(),
  afternoon: text('afternoon').notNull(),
  night: text('night').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
