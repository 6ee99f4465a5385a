import { LAB_ACTIVE_STATUSES } from '@arogya/contract/constants/lab-tests';
import { OBLIGATION_KINDS, type ObligationKind } from '@arogya/contract/constants/privacy';
import { SECOND_OPINION_ACTIVE_STATUSES } from '@arogya/contract/constants/second-opinions';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { erasureRequests, privacyExports } from '../../db/schema/privacy';
import { users } from '../../db/schema/users';
import { sqlList } from '../../db/sql-list';

type Db = Database | Tx;
export type ExportRow = typeof privacyExports.$inferSelect;
export type ErasureRow = typeof erasureRequests.$inferSelect;

/** Serialises a person's privacy requests (two exports or two erasures at once): locks their users row. */
export async function lockPerson(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}

export async function exportsOf(db: Db, userId: string): Promise<ExportRow[]> {
  return db
    .select()
    .from(privacyExports)
    .where(eq(privacyExports.userId, userId))
    .orderBy(desc(privacyExports.requestedAt), desc(privacyExports.id));
}

export async function latestExportOf(db: Db, userId: string): Promise<ExportRow | null> {
  const [row] = await exportsOf(db, userId);
  return row ?? null;
}

export async function findExport(db: Db, id: string): Promise<ExportRow | null> {
  const [row] = await db.select().from(privacyExports).where(eq(privacyExports.id, id));
  return row ?? null;
}

export async function insertExport(tx: Tx, userId: string, now: Date): Promise<ExportRow> {
  const [row] = await tx
    .insert(privacyExports)
    .values({ userId, status: 'pending', requestedAt: now })
    .returning();
  if (!row) throw new Error('export insert returned nothing');
  return row;
}

/** pending → ready, once; false when it was not pending any more. */
export async function markExportReady(
  db: Db,
  id: string,
  values: { storageKey: string; sizeBytes: number; readyAt: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(privacyExports)
    .set({ status: 'ready', ...values })
    .where(and(eq(privacyExports.id, id), eq(privacyExports.status, 'pending')))
    .returning({ id: privacyExports.id });
  return rows.length > 0;
}

export async function markExportFailed(db: Db, id: string): Promise<void> {
  await db
    .update(privacyExports)
    .set({ status: 'failed' })
    .where(and(eq(privacyExports.id, id), eq(privacyExports.status, 'pending')));
}

/** Ready exports past their expiry, with their keys (the sweep deletes the files, then marks them). */
export async function dueExpiredExports(db: Db, now: Date, limit = 100): Promise<ExportRow[]> {
  return db
    .select()
    .from(privacyExports)
    .where(and(eq(privacyExports.status, 'ready'), lte(privacyExports.expiresAt, now)))
    .orderBy(asc(privacyExports.expiresAt))
    .limit(limit);
}

export async function markExportsExpired(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(privacyExports)
    .set({ status: 'expired', storageKey: null })
    .where(and(inArray(privacyExports.id, ids), eq(privacyExports.status, 'ready')));
}

/** The scheduled erasure of a person, else their latest one. */
export async function currentErasureOf(db: Db, userId: string): Promise<ErasureRow | null> {
  const [row] = await db
    .select()
    .from(erasureRequests)
    .where(eq(erasureRequests.userId, userId))
    .orderBy(
      sql`(${erasureRequests.status} = 'scheduled') desc`,
      desc(erasureRequests.requestedAt),
      desc(erasureRequests.id),
    )
    .limit(1);
  return row ?? null;
}

export async function scheduledErasureOf(db: Db, userId: string): Promise<ErasureRow | null> {
  const [row] = await db
    .select()
    .from(erasureRequests)
    .where(and(eq(erasureRequests.userId, userId), eq(erasureRequests.status, 'scheduled')));
  return row ?? null;
}

/** Inserts a scheduled erasure; null when one is already scheduled (the partial unique index). */
export async function insertErasure(
  tx: Tx,
  values: { userId: string; requestedAt: Date; scheduledFor: Date },
): Promise<ErasureRow | null> {
  const [row] = await tx
    .insert(erasureRequests)
    .values({ ...values, status: 'scheduled' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** scheduled → cancelled, once; null when nothing was scheduled. */
export async function cancelErasure(db: Db, userId: string, now: Date): Promise<ErasureRow | null> {
  const [row] = await db
    .update(erasureRequests)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(erasureRequests.userId, userId), eq(erasureRequests.status, 'scheduled')))
    .returning();
  return row ?? null;
}

export async function dueErasures(db: Db, now: Date, limit = 20): Promise<ErasureRow[]> {
  return db
    .select()
    .from(erasureRequests)
    .where(and(eq(erasureRequests.status, 'scheduled'), lte(erasureRequests.scheduledFor, now)))
    .orderBy(asc(erasureRequests.scheduledFor))
    .limit(limit);
}

/** Locks a scheduled erasure for the run; null when it was cancelled or already done meanwhile. */
export async function claimScheduledErasure(tx: Tx, id: string): Promise<ErasureRow | null> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(
      sql`select id from erasure_requests where id = ${id} and status = 'scheduled' for update`,
    ),
  );
  if (rows.length === 0) return null;
  const [row] = await tx.select().from(erasureRequests).where(eq(erasureRequests.id, id));
  return row ?? null;
}

/** A patient's scheduled collections, cancelled because their account is being erased (in `tx`). */
export async function cancelScheduledLabTestsOf(
  tx: Tx,
  patientId: string,
  now: Date,
): Promise<{ id: string; technicianId: string; date: string; time: string; reminderJobId: string | null }[]> {
  const rows = rowsOf<{
    id: string;
    technicianId: string;
    date: string;
    time: string;
    reminderJobId: string | null;
  }>(
    await tx.execute(sql`select id, technician_id as "technicianId", collection_date::text as date,
        collection_time as time, reminder_job_id as "reminderJobId"
      from lab_tests where patient_id = ${patientId} and status = 'Scheduled' for update`),
  );
  if (rows.length > 0) {
    await tx.execute(sql`update lab_tests set status = 'Cancelled', cancelled_at = ${now}, updated_at = ${now},
        reminder_job_id = null
      where patient_id = ${patientId} and status = 'Scheduled'`);
  }
  return rows;
}

/** Counts of what keeps a professional from leaving (decision 050). */
export async function openObligationCounts(db: Db, userId: string, today: string): Promise<ObligationCounts> {
  const [row] = rowsOf<Record<ObligationKind, number>>(
    await db.execute(sql`select
      (select count(*)::int from second_opinion_requests
        where specialist_id = ${userId} and status in (${sqlList(SECOND_OPINION_ACTIVE_STATUSES)})) as second_opinions,
      (select count(*)::int from appointments
        where professional_id = ${userId} and status = 'Confirmed' and appointment_date >= ${today}) as visits,
      (select count(*)::int from lab_tests
        where technician_id = ${userId} and status in (${sqlList(LAB_ACTIVE_STATUSES)})) as lab_collections,
      (select count(*)::int from ambulance_requests
        where driver_id = ${userId} and status in ('accepted', 'en_route', 'arrived')) as ambulance_trips,
      (select count(*)::int from second_opinion_requests
        where patient_id = ${userId} and payment_status = 'paid'
          and status in ('pending', 'assigned', 'in-review')) as paid_second_opinions,
      (select count(*)::int from ambulance_requests
        where requester_id = ${userId} and status in ('searching', 'accepted', 'en_route', 'arrived')) as ambulance_requests`),
  );
  return Object.fromEntries(OBLIGATION_KINDS.map((kind) => [kind, row?.[kind] ?? 0])) as ObligationCounts;
}

/** How many of each open obligation someone has. */
export type ObligationCounts = Record<ObligationKind, number>;
