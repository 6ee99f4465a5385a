import { IMAGE_UPLOAD } from '@arogya/contract/constants/files';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { appointments } from '../../db/schema/appointments';
import { files } from '../../db/schema/files';
import { users } from '../../db/schema/users';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert & { createdAt: Date };
/** The purposes the files table allows (its check constraint). */
export type FilePurpose = 'profile-picture' | 'medical-report' | 'voice-note';

/** The path a stored file is served at: `/api/files/<id>`. */
export function fileUrl(id: string): string {
  return `${IMAGE_UPLOAD.publicPathPrefix}${id}`;
}

export async function insertFile(db: Database | Tx, row: NewFileRow): Promise<FileRow> {
  const [created] = await db.insert(files).values(row).returning();
  if (!created) throw new Error('insert into files returned no row');
  return created;
}

/** A file whose owner is still active (a deactivated person's pictures are no longer served). */
export async function findServableFile(db: Database | Tx, id: string): Promise<FileRow | null> {
  const [row] = await db
    .select({ file: files })
    .from(files)
    .innerJoin(users, eq(users.id, files.ownerId))
    .where(and(eq(files.id, id), eq(users.isActive, true)))
    .limit(1);
  return row?.file ?? null;
}

/** The person's own file of a purpose, or null. */
export async function findOwnFile(
  db: Database | Tx,
  id: string,
  ownerId: string,
  purpose: FilePurpose,
): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.ownerId, ownerId), eq(files.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/** True when the report is attached to an appointment booked with this professional in one of `statuses`. */
export async function isReportOfProfessionalAppointment(
  db: Database | Tx,
  fileId: string,
  professionalId: string,
  statuses: readonly string[],
): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.reportFileId, fileId),
        eq(appointments.professionalId, professionalId),
        inArray(appointments.status, [...statuses]),
      ),
    )
    .limit(1);
  return !!row;
}

/** True when the voice note was saved to an appointment of this patient. */
export async function isVoiceNoteOfPatientAppointment(
  db: Database | Tx,
  fileId: string,
  patientId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.voiceNoteUrl, fileUrl(fileId)), eq(appointments.patientId, patientId)))
    .limit(1);
  return !!row;
}

/** Bytes the person has stored (the counter kept beside their files). */
export async function storageUsed(db: Database | Tx, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ used: users.storageUsedBytes })
    .from(users)
    .where(eq(users.id, ownerId))
    .limit(1);
  return row?.used ?? 0;
}

/**
 * Counts `bytes` against the person's storage, only if the total stays within `quota`: one conditional
 * update, so of two uploads racing for the last of the allowance exactly one fits. False when it would
 * not fit. Call it in the transaction that inserts the file row.
 */
export async function reserveStorage(
  tx: Database | Tx,
  ownerId: string,
  bytes: number,
  quota: number,
): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ storageUsedBytes: sql`${users.storageUsedBytes} + ${bytes}` })
    .where(and(eq(users.id, ownerId), sql`${users.storageUsedBytes} + ${bytes} <= ${quota}`))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Every place a row refers to a stored file. A file referred to from none of them, and older than the
 * grace period, is an orphan (a replaced picture, a report uploaded for a booking never made). A new column
 * that refers to files must be added here — `orphan-files.int.test.ts` checks the schema for them.
 */
export const FILE_REFERENCES = {
  /** By URL (`/api/files/<id>`). */
  byUrl: [
    { table: 'users', column: 'profile_picture_url' },
    { table: 'appointments', column: 'voice_note_url' },
  ],
  /** By id (a foreign key to files.id). */
  byId: [
    { table: 'appointments', column: 'report_file_id' },
    { table: 'lab_tests', column: 'report_file_id' },
    { table: 'second_opinion_files', column: 'file_id' },
  ],
} as const;

interface DeletedRow {
  id: string;
  owner_id: string;
  storage_key: string;
  size_bytes: string | number;
}

export interface RemovedFile {
  id: string;
  ownerId: string;
  storageKey: string;
  sizeBytes: number;
}

/**
 * Deletes up to `limit` orphaned files created before `cutoff` and gives their bytes back to their owners'
 * storage counters; returns the deleted rows so the caller can remove their bytes after the commit. Rows
 * another sweep has locked are skipped, so two sweeps at once never delete (or refund) the same file twice.
 */
export async function deleteOrphanFiles(tx: Tx, cutoff: Date, limit: number): Promise<RemovedFile[]> {
  const url = sql`${IMAGE_UPLOAD.publicPathPrefix} || f.id::text`;
  const unreferenced = sql.join(
    [
      ...FILE_REFERENCES.byUrl.map(
        (r) =>
          sql`not exists (select 1 from ${sql.identifier(r.table)} r where r.${sql.identifier(r.column)} = ${url})`,
      ),
      ...FILE_REFERENCES.byId.map(
        (r) =>
          sql`not exists (select 1 from ${sql.identifier(r.table)} r where r.${sql.identifier(r.column)} = f.id)`,
      ),
    ],
    sql` and `,
  );
  const result = await tx.execute(sql`
    with doomed as (
      select f.id from ${files} f
      where f.created_at < ${cutoff.toISOString()}::timestamptz and ${unreferenced}
      order by f.created_at
      limit ${limit}
      for update of f skip locked
    )
    delete from ${files} where id in (select id from doomed)
    returning id, owner_id, storage_key, size_bytes`);
  const rows = rowsOf<DeletedRow>(result);
  const removed = rows.map((r) => ({
    id: r.id,
    ownerId: r.owner_id,
    storageKey: r.storage_key,
    sizeBytes: Number(r.size_bytes),
  }));
  const freed = new Map<string, number>();
  for (const r of removed) freed.set(r.ownerId, (freed.get(r.ownerId) ?? 0) + r.sizeBytes);
  for (const [ownerId, bytes] of freed) {
    await tx
      .update(users)
      .set({ storageUsedBytes: sql`greatest(${users.storageUsedBytes} - ${bytes}, 0)` })
      .where(eq(users.id, ownerId));
  }
  return removed;
}
