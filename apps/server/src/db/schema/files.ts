import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';
import { users } from './users';

/**
 * Uploaded files. The bytes live in the storage driver (local disk or S3) under `storage_key`, a key the
 * server generated — never a name a client sent. Who may read a file depends on its purpose: profile
 * pictures are public (they appear on public profiles).
 */
export const files = pgTable(
  'files',
  {
    id: idColumn(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'profile-picture' (public), 'medical-report' or 'voice-note' (private: owner and the appointment's people). */
    purpose: text('purpose').notNull(),
    /** The type found in the bytes (magic numbers), never the one the client declared. */
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerId, t.createdAt),
    check('files_purpose_check', sql`${t.purpose} in ('profile-picture','medical-report','voice-note')`),
    check('files_size_check', sql`${t.sizeBytes} >= 0`),
  ],
);
