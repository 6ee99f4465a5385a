import {
  DEFAULT_WORK_DAYS,
  LAB_ACTIVE_STATUSES,
  type LabTestStatus,
  type WorkDay,
} from '@arogya/contract/constants/lab-tests';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { labTests, technicianSettings } from '../../db/schema/lab-tests';
import { professionalProfiles, users } from '../../db/schema/users';

export type LabTestRow = typeof labTests.$inferSelect;
export type NewLabTestRow = typeof labTests.$inferInsert;

const patientUser = alias(users, 'lab_patient');
const technicianUser = alias(users, 'lab_technician');

/** A collection with the names of its two people. */
export interface LabTestRecord {
  test: LabTestRow;
  patient: { id: string; name: string };
  technician: { id: string; name: string };
}

function records(db: Database | Tx, where: SQL | undefined) {
  return db
    .select({
      test: labTests,
      patient: { id: patientUser.id, name: patientUser.name },
      technician: { id: technicianUser.id, name: technicianUser.name },
    })
    .from(labTests)
    .innerJoin(patientUser, eq(patientUser.id, labTests.patientId))
    .innerJoin(technicianUser, eq(technicianUser.id, labTests.technicianId))
    .where(where);
}

export async function findLabTestRecord(db: Database | Tx, id: string): Promise<LabTestRecord | null> {
  const [row] = await records(db, eq(labTests.id, id)).limit(1);
  return row ?? null;
}

/** The patient's collections, newest booking first. */
export function listOfPatient(db: Database, patientId: string): Promise<LabTestRecord[]> {
  return records(db, eq(labTests.patientId, patientId)).orderBy(desc(labTests.createdAt), desc(labTests.id));
}

/** The technician's collections in the order of their day: date, then slot (the slots sort as written). */
export function listOfTechnician(db: Database, technicianId: string): Promise<LabTestRecord[]> {
  return records(db, eq(labTests.technicianId, technicianId)).orderBy(
    asc(labTests.collectionDate),
    asc(labTests.collectionTime),
    asc(labTests.createdAt),
    asc(labTests.id),
  );
}

/** Approved, active technicians of a city (their registered city), with their working days. */
function techniciansOfCity(db: Database | Tx, city: string) {
  return db
    .select({ id: users.id, name: users.name, workingDays: technicianSettings.workingDays })
    .from(users)
    .innerJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .leftJoin(technicianSettings, eq(technicianSettings.userId, users.id))
    .where(
      and(
        eq(users.role, 'technician'),
        eq(users.isActive, true),
        eq(professionalProfiles.approvalStatus, 'approved'),
        eq(professionalProfiles.city, city),
      ),
    )
    .orderBy(asc(users.id));
}

export interface CityTechnician {
  id: string;
  name: string;
  worksThatDay: boolean;
}

function withDay(rows: { id: string; name: string; workingDays: string[] | null }[], day: WorkDay) {
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    worksThatDay: (r.workingDays ?? DEFAULT_WORK_DAYS).includes(day),
  }));
}

/** The city's technicians, without locking (the slots page). */
export async function findCityTechnicians(
  db: Database,
  city: string,
  day: WorkDay,
): Promise<CityTechnician[]> {
  return withDay(await techniciansOfCity(db, city), day);
}

/**
 * The city's technicians, their profile rows locked until the transaction ends: two bookings in one city
 * take turns counting and inserting, so a slot can never be overfilled by a race.
 */
export async function lockCityTechnicians(tx: Tx, city: string, day: WorkDay): Promise<CityTechnician[]> {
  return withDay(await techniciansOfCity(tx, city).for('update', { of: professionalProfiles }), day);
}

export interface Load {
  technicianId: string;
  inSlot: number;
  inDay: number;
  lastAssignedAt: Date | null;
}

/** How busy each technician is on a day and in a slot, and when they last got a collection. */
export async function loadsOf(
  db: Database | Tx,
  technicianIds: readonly string[],
  date: string,
  slot: string,
): Promise<Map<string, Load>> {
  if (technicianIds.length === 0) return new Map();
  const active = inArray(labTests.status, [...LAB_ACTIVE_STATUSES]);
  const rows = await db
    .select({
      technicianId: labTests.technicianId,
      inSlot: sql<number>`(count(*) filter (where ${labTests.collectionDate} = ${date} and ${labTests.collectionTime} = ${slot} and ${active}))::int`,
      inDay: sql<number>`(count(*) filter (where ${labTests.collectionDate} = ${date} and ${active}))::int`,
      lastAssignedAt: sql<string | null>`max(${labTests.createdAt})`,
    })
    .from(labTests)
    .where(inArray(labTests.technicianId, [...technicianIds]))
    .groupBy(labTests.technicianId);
  return new Map(
    rows.map((r) => [
      r.technicianId,
      {
        technicianId: r.technicianId,
        inSlot: Number(r.inSlot),
        inDay: Number(r.inDay),
        lastAssignedAt: r.lastAssignedAt ? new Date(r.lastAssignedAt) : null,
      },
    ]),
  );
}

/** Active collections per technician and slot on a day. */
export async function slotCountsOf(
  db: Database,
  technicianIds: readonly string[],
  date: string,
): Promise<{ technicianId: string; slot: string; count: number }[]> {
  if (technicianIds.length === 0) return [];
  const rows = await db
    .select({
      technicianId: labTests.technicianId,
      slot: labTests.collectionTime,
      count: sql<number>`count(*)::int`,
    })
    .from(labTests)
    .where(
      and(
        inArray(labTests.technicianId, [...technicianIds]),
        eq(labTests.collectionDate, date),
        inArray(labTests.status, [...LAB_ACTIVE_STATUSES]),
      ),
    )
    .groupBy(labTests.technicianId, labTests.collectionTime);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

export async function insertLabTest(tx: Tx, row: NewLabTestRow): Promise<LabTestRow> {
  const [created] = await tx.insert(labTests).values(row).returning();
  if (!created) throw new Error('insert into lab_tests returned no row');
  return created;
}

/**
 * Applies `patch` only while the collection is still in one of `from` (and, when given, still unpaid):
 * of two concurrent changes exactly one matches. Null when it had moved on.
 */
export async function transitionLabTest(
  tx: Tx,
  id: string,
  from: readonly LabTestStatus[],
  patch: Partial<NewLabTestRow>,
): Promise<LabTestRow | null> {
  const [row] = await tx
    .update(labTests)
    .set(patch)
    .where(and(eq(labTests.id, id), inArray(labTests.status, [...from])))
    .returning();
  return row ?? null;
}

export async function setReminderJob(tx: Tx, id: string, jobId: string | null): Promise<void> {
  await tx.update(labTests).set({ reminderJobId: jobId }).where(eq(labTests.id, id));
}

export async function findWorkingDays(db: Database, userId: string): Promise<string[] | null> {
  const [row] = await db
    .select({ workingDays: technicianSettings.workingDays })
    .from(technicianSettings)
    .where(eq(technicianSettings.userId, userId))
    .limit(1);
  return row?.workingDays ?? null;
}

export async function saveWorkingDays(db: Database | Tx, userId: string, days: string[], now: Date) {
  await db
    .insert(technicianSettings)
    .values({ userId, workingDays: days, updatedAt: now })
    .onConflictDoUpdate({ target: technicianSettings.userId, set: { workingDays: days, updatedAt: now } });
}

/** The e-mail address of an active account, or null. */
export async function findEmail(
  db: Database | Tx,
  userId: string,
): Promise<{ email: string; name: string } | null> {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true)))
    .limit(1);
  return row ?? null;
}
