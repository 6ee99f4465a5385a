import {
  RESPONSE_TYPES,
  SECOND_OPINION_FILE_CATEGORIES,
  SECOND_OPINION_STATUSES,
  SPECIALTY_DECLARATION_STATUSES,
  URGENCY_LEVEL_VALUES,
} from '@arogya/contract/constants/second-opinions';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';
import { sqlList } from '../sql-list';
import { files } from './files';
import { payments } from './payments';
import { users } from './users';

const STATUSES = SECOND_OPINION_STATUSES;
const URGENCIES = URGENCY_LEVEL_VALUES;
const CATEGORIES = SECOND_OPINION_FILE_CATEGORIES;
const DECLARATION_STATUSES = SPECIALTY_DECLARATION_STATUSES;

/**
 * A patient's second-opinion case (spec 02 §3). `priceRupees` is the server's price when it was made.
 * A specialist sees it only once paid; accepting is a conditional update on `status = 'pending'`.
 * `excludedSpecialistId` is the specialist a case was taken back from after its grace period: it goes to
 * others.
 */
export const secondOpinionRequests = pgTable(
  'second_opinion_requests',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    medicalHistory: text('medical_history').notNull().default(''),
    currentDiagnosis: text('current_diagnosis').notNull().default(''),
    urgencyLevel: text('urgency_level').notNull(),
    specialty: text('specialty').notNull(),
    responseType: text('response_type').notNull(),
    priceRupees: integer('price_rupees').notNull(),
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deadline: timestamp('deadline', { withTimezone: true }),
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    specialistId: uuid('specialist_id').references(() => users.id, { onDelete: 'set null' }),
    excludedSpecialistId: uuid('excluded_specialist_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    reviewStartedAt: timestamp('review_started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('second_opinion_requests_patient_idx').on(t.patientId, t.createdAt, t.id),
    index('second_opinion_requests_specialist_idx').on(t.specialistId, t.createdAt, t.id),
    // Available cases: paid, pending, of a specialty.
    index('second_opinion_requests_available_idx')
      .on(t.specialty, t.createdAt, t.id)
      .where(sql`${t.status} = 'pending' and ${t.paymentStatus} = 'paid'`),
    // The overdue sweep: paid, open cases by deadline.
    index('second_opinion_requests_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.status} in ('pending','assigned','in-review') and ${t.paymentStatus} = 'paid'`),
    check('second_opinion_requests_status_check', sql`${t.status} in (${sqlList(STATUSES)})`),
    check('second_opinion_requests_urgency_check', sql`${t.urgencyLevel} in (${sqlList(URGENCIES)})`),
    check(
      'second_opinion_requests_response_type_check',
      sql`${t.responseType} in (${sqlList(RESPONSE_TYPES)})`,
    ),
    check('second_opinion_requests_payment_status_check', sql`${t.paymentStatus} in ('paid','unpaid')`),
    check('second_opinion_requests_price_positive', sql`${t.priceRupees} > 0`),
    check(
      'second_opinion_requests_specialist_when_assigned',
      sql`${t.status} not in ('assigned','in-review','completed') or ${t.specialistId} is not null`,
    ),
  ],
);

/** A file of a case: the patient's documents (`medical-report`) or the specialist's attachments (`report`). */
export const secondOpinionFiles = pgTable(
  'second_opinion_files',
  {
    id: idColumn(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => secondOpinionRequests.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    /** The name the browser sent, cleaned for display; never part of a storage path. */
    originalName: text('original_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('second_opinion_files_file_key').on(t.fileId),
    index('second_opinion_files_request_idx').on(t.requestId, t.createdAt, t.id),
    check('second_opinion_files_category_check', sql`${t.category} in (${sqlList(CATEGORIES)})`),
  ],
);

/** The specialist's report: one per case. */
export const secondOpinionReports = pgTable('second_opinion_reports', {
  requestId: uuid('request_id')
    .primaryKey()
    .references(() => secondOpinionRequests.id, { onDelete: 'cascade' }),
  specialistId: uuid('specialist_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  diagnosis: text('diagnosis').notNull(),
  recommendations: text('recommendations').notNull(),
  notes: text('notes').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Review specialties a doctor declared in their profile editor, beyond the one their registered specialty
 * gives automatically. Counted only once an admin approved them.
 */
export const secondOpinionSpecialties = pgTable(
  'second_opinion_specialties',
  {
    id: idColumn(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    specialty: text('specialty').notNull(),
    status: text('status').notNull().default('pending'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('second_opinion_specialties_doctor_specialty_key').on(t.doctorId, t.specialty),
    index('second_opinion_specialties_specialty_idx').on(t.specialty, t.status),
    check('second_opinion_specialties_status_check', sql`${t.status} in (${sqlList(DECLARATION_STATUSES)})`),
  ],
);
