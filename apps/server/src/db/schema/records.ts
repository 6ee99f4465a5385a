import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from '../ids';
import { prescriptions } from './prescriptions';
import { users } from './users';

/**
 * A patient's health record (spec 02 §3): an uploaded document, or one the app added (a prescription, whose
 * PDF is made when it is downloaded; a lab report). Bytes live in the file store under `storage_key`.
 */
export const healthRecords = pgTable(
  'health_records',
  {
    id: idColumn(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The name shown in the history table (the uploaded file's name, cleaned). */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    /** Set for uploads and lab reports; a prescription's PDF is generated on download. */
    storageKey: text('storage_key'),
    prescriptionId: uuid('prescription_id').references(() => prescriptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('health_records_owner_idx').on(t.ownerId, t.createdAt, t.id),
    uniqueIndex('health_records_prescription_key')
      .on(t.prescriptionId)
      .where(sql`${t.prescriptionId} is not null`),
    check('health_records_source_check', sql`${t.source} in ('upload','prescription','lab-report')`),
    check('health_records_size_check', sql`${t.sizeBytes} >= 0`),
  ],
);

/** A record shared with a professional; deleting the row revokes it. */
export const recordShares = pgTable(
  'record_shares',
  {
    id: idColumn(),
    recordId: uuid('record_id')
      .notNull()
      .references(() => healthRecords.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('record_shares_record_professional_key').on(t.recordId, t.professionalId),
    index('record_shares_professional_idx').on(t.professionalId, t.createdAt),
  ],
);
