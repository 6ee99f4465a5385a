import {
  CONSENT_ACTIONS,
  CONSENT_PURPOSES,
  ERASURE_STATUSES,
  EXPORT_STATUSES,
} from '@arogya/contract/constants/privacy';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';
import { sqlList } from '../sql-list';
import { users } from './users';

/**
 * A person's request for a copy of everything held about them (issue #25, decision 050). A job assembles
 * the ZIP into the file store under `storage_key`; it can be downloaded until `expires_at`, then the
 * sweep deletes the file and marks the row expired. Goes with the account when it is erased.
 */
export const privacyExports = pgTable(
  'privacy_exports',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    storageKey: text('storage_key'),
  },
  (t) => [
    index('privacy_exports_user_idx').on(t.userId, t.requestedAt),
    // The expiry sweep: ready exports by when they expire.
    index('privacy_exports_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'ready'`),
    check('privacy_exports_status_check', sql`${t.status} in (${sqlList(EXPORT_STATUSES)})`),
  ],
);

/**
 * A scheduled erasure of an account (decision 050). At most one `scheduled` per person (the partial unique
 * index settles two requests at once). When it completes, `user_id` points at the anonymous account that
 * keeps the money rows, so the row itself says nothing about who it was.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('scheduled'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('erasure_requests_one_scheduled_key').on(t.userId).where(sql`${t.status} = 'scheduled'`),
    // The erasure sweep: scheduled ones by when they are due.
    index('erasure_requests_due_idx').on(t.scheduledFor).where(sql`${t.status} = 'scheduled'`),
    index('erasure_requests_user_idx').on(t.userId, t.requestedAt),
    check('erasure_requests_status_check', sql`${t.status} in (${sqlList(ERASURE_STATUSES)})`),
  ],
);

/**
 * Consent events (decision 051): every grant and withdrawal, with the notice version the person was shown
 * and where it happened. Append-only; the current state of a purpose is its latest event.
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    action: text('action').notNull(),
    noticeVersion: text('notice_version').notNull(),
    /** Where the person acted: 'registration', 'privacy_page', 'record_share', 'care_circle'. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('consent_events_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    check('consent_events_purpose_check', sql`${t.purpose} in (${sqlList(CONSENT_PURPOSES)})`),
    check('consent_events_action_check', sql`${t.action} in (${sqlList(CONSENT_ACTIONS)})`),
  ],
);
