import { IMAGE_UPLOAD } from '@arogya/contract/constants';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { files } from '../../db/schema/files';
import { users } from '../../db/schema/users';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;
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
