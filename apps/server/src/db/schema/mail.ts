import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';

/**
 * Every e-mail the app sends. A row is written in the transaction of the change that causes it and a
 * `send-email` job delivers it (retrying SMTP failures). Without SMTP the row is the delivery: the
 * development outbox page lists it. After an SMTP delivery the body is cleared, because bodies carry
 * one-time links (password resets) that must not sit in the database.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: idColumn(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once delivered (SMTP accepted it, or written to the outbox when no SMTP is configured). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_created_at_idx').on(t.createdAt)],
);
