import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { files } from '../../db/schema/files';
import { users } from '../../db/schema/users';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

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
  purpose: FileRow['purpose'],
): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.ownerId, ownerId), eq(files.purpose, purpose)))
    .limit(1);
  return row ?? null;
}
