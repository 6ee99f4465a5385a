import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { healthRecords, recordShares } from '../../db/schema/records';
import { users } from '../../db/schema/users';

export type HealthRecordRow = typeof healthRecords.$inferSelect;
type Db = Database | Tx;

export async function recordsOf(db: Db, ownerId: string) {
  return db
    .select()
    .from(healthRecords)
    .where(eq(healthRecords.ownerId, ownerId))
    .orderBy(desc(healthRecords.createdAt), desc(healthRecords.id));
}

export async function sharesOfRecords(db: Db, recordIds: string[]) {
  if (recordIds.length === 0) return [];
  return db
    .select({
      id: recordShares.id,
      recordId: recordShares.recordId,
      professionalId: recordShares.professionalId,
      professionalName: users.name,
      createdAt: recordShares.createdAt,
    })
    .from(recordShares)
    .innerJoin(users, eq(users.id, recordShares.professionalId))
    .where(inArray(recordShares.recordId, recordIds))
    .orderBy(recordShares.createdAt);
}

export async function findRecord(db: Db, id: string) {
  const [row] = await db.select().from(healthRecords).where(eq(healthRecords.id, id)).limit(1);
  return row ?? null;
}

export async function isSharedWith(db: Db, recordId: string, professionalId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: recordShares.id })
    .from(recordShares)
    .where(and(eq(recordShares.recordId, recordId), eq(recordShares.professionalId, professionalId)))
    .limit(1);
  return !!row;
}

export async function insertRecords(tx: Tx, rows: (typeof healthRecords.$inferInsert)[]) {
  return tx.insert(healthRecords).values(rows).returning();
}

export async function deleteRecord(db: Db, id: string, ownerId: string) {
  const [row] = await db
    .delete(healthRecords)
    .where(and(eq(healthRecords.id, id), eq(healthRecords.ownerId, ownerId)))
    .returning();
  return row ?? null;
}

/** The professionals of the patient's Pending, Confirmed or Completed appointments. */
export async function careTeamOf(db: Db, patientId: string, statuses: readonly string[]) {
  return db
    .selectDistinct({ id: users.id, name: users.name, role: users.role })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.professionalId))
    .where(
      and(
        eq(appointments.patientId, patientId),
        inArray(appointments.status, [...statuses]),
        eq(users.isActive, true),
      ),
    )
    .orderBy(users.name);
}

export async function insertShare(db: Db, recordId: string, professionalId: string, now: Date) {
  await db.insert(recordShares).values({ recordId, professionalId, createdAt: now }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(recordShares)
    .where(and(eq(recordShares.recordId, recordId), eq(recordShares.professionalId, professionalId)))
    .limit(1);
  return row ?? null;
}

export async function deleteShare(db: Db, recordId: string, shareId: string) {
  const [row] = await db
    .delete(recordShares)
    .where(and(eq(recordShares.id, shareId), eq(recordShares.recordId, recordId)))
    .returning();
  return row ?? null;
}

export async function recordsSharedWith(db: Db, professionalId: string) {
  return db
    .select({
      id: healthRecords.id,
      name: healthRecords.name,
      contentType: healthRecords.contentType,
      sizeBytes: healthRecords.sizeBytes,
      createdAt: healthRecords.createdAt,
      patientId: healthRecords.ownerId,
      patientName: users.name,
      sharedAt: recordShares.createdAt,
    })
    .from(recordShares)
    .innerJoin(healthRecords, eq(healthRecords.id, recordShares.recordId))
    .innerJoin(users, eq(users.id, healthRecords.ownerId))
    .where(eq(recordShares.professionalId, professionalId))
    .orderBy(desc(recordShares.createdAt), desc(recordShares.id));
}
