import { ALL_REVIEW_TAGS, REVIEW_RULES, REVIEW_STATUSES } from '@arogya/contract/constants/reviews';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';
import { sqlList } from '../sql-list';
import { ambulanceRequests } from './ambulance';
import { appointments } from './appointments';
import { labTests } from './lab-tests';
import { users } from './users';

/**
 * A patient's review of a Completed visit (decision 042), lab collection or ambulance trip (decision 059):
 * exactly one of the three references is set (a check), and each item has at most one review — the unique
 * indexes, not a check in the code, are what make twenty simultaneous submissions end in exactly one. Only
 * `visible` reviews count in the professional's averageRating / numReviews, which are recomputed in the
 * same transaction as every change here.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    labTestId: uuid('lab_test_id').references(() => labTests.id, { onDelete: 'cascade' }),
    ambulanceRequestId: uuid('ambulance_request_id').references(() => ambulanceRequests.id, {
      onDelete: 'cascade',
    }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('visible'),
    /** Distinct reports since the review was last restored; REVIEW_RULES.hideAfterReports hides it. */
    reportCount: integer('report_count').notNull().default(0),
    replyText: text('reply_text'),
    replyAt: timestamp('reply_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_appointment_key').on(t.appointmentId),
    uniqueIndex('reviews_lab_test_key').on(t.labTestId),
    uniqueIndex('reviews_ambulance_request_key').on(t.ambulanceRequestId),
    check(
      'reviews_one_item_check',
      sql`num_nonnulls(${t.appointmentId}, ${t.labTestId}, ${t.ambulanceRequestId}) = 1`,
    ),
    // A profile's reviews, newest first (and the recount of its rating).
    index('reviews_provider_idx').on(t.providerId, t.status, t.createdAt, t.id),
    index('reviews_patient_idx').on(t.patientId, t.createdAt),
    // The admin's queue: the few hidden reviews.
    index('reviews_hidden_idx').on(t.hiddenAt).where(sql`${t.status} = 'hidden'`),
    check(
      'reviews_rating_check',
      sql`${t.rating} between ${sql.raw(String(REVIEW_RULES.minRating))} and ${sql.raw(String(REVIEW_RULES.maxRating))}`,
    ),
    check('reviews_status_check', sql`${t.status} in (${sqlList(REVIEW_STATUSES)})`),
    check('reviews_tags_check', sql`${t.tags} <@ array[${sqlList(ALL_REVIEW_TAGS)}]::text[]`),
    check('reviews_report_count_check', sql`${t.reportCount} >= 0`),
  ],
);

/** One person's report of a review: a person counts once per review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: idColumn(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('review_reports_reviewer_key').on(t.reviewId, t.reporterId)],
);
