import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { readAll } from '../../db/reads';
import { appointments } from '../../db/schema/appointments';
import { doseLogs, doseTimes, prescriptionMedicines, prescriptions } from '../../db/schema/prescriptions';
import { professionalProfiles, users } from '../../db/schema/users';

export type PrescriptionRow = typeof prescriptions.$inferSelect;
export type MedicineRow = typeof prescriptionMedicines.$inferSelect;
export type DoseLogRow = typeof doseLogs.$inferSelect;
type Db = Database | Tx;

export interface PrescriptionWithMedicines extends PrescriptionRow {
  medicines: MedicineRow[];
  /** Whether any dose was logged against it (then the doctor can no longer amend it). */
  hasDoses: boolean;
}

/** The appointment a prescription is issued for, with what the document needs of its doctor and patient. */
export async function findAppointmentForPrescription(db: Db, appointmentId: string) {
  const [row] = await db
    .select({
      id: appointments.id,
      status: appointments.status,
      patientId: appointments.patientId,
      professionalId: appointments.professionalId,
      professionalRole: appointments.professionalRole,
      patientName: sql<string>`(select name from users p where p.id = ${appointments.patientId})`,
    })
    .from(appointments)
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  return row ?? null;
}

export async function findDoctorDetails(db: Db, doctorId: string) {
  const [row] = await db
    .select({
      name: users.name,
      phone: users.phone,
      email: users.email,
      specialty: professionalProfiles.specialty,
      qualifications: professionalProfiles.qualifications,
      licenseNumber: professionalProfiles.licenseNumber,
    })
    .from(users)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(eq(users.id, doctorId))
    .limit(1);
  return row ?? null;
}

async function withMedicines(db: Db, rows: PrescriptionRow[]): Promise<PrescriptionWithMedicines[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [meds, dosed] = await readAll(db, [
    () =>
      db
        .select()
        .from(prescriptionMedicines)
        .where(inArray(prescriptionMedicines.prescriptionId, ids))
        .orderBy(asc(prescriptionMedicines.position)),
    () =>
      db
        .selectDistinct({ id: doseLogs.prescriptionId })
        .from(doseLogs)
        .where(inArray(doseLogs.prescriptionId, ids)),
  ]);
  const dosedIds = new Set(dosed.map((d) => d.id));
  return rows.map((r) => ({
    ...r,
    medicines: meds.filter((m) => m.prescriptionId === r.id),
    hasDoses: dosedIds.has(r.id),
  }));
}

export async function prescriptionsOfPatient(db: Db, patientId: string) {
  const rows = await db
    .select()
    .from(prescriptions)
    .where(eq(prescriptions.patientId, patientId))
    .orderBy(desc(prescriptions.createdAt), desc(prescriptions.id));
  return withMedicines(db, rows);
}

export async function prescriptionsByDoctor(db: Db, doctorId: string) {
  const rows = await db
    .select()
    .from(prescriptions)
    .where(eq(prescriptions.doctorId, doctorId))
    .orderBy(desc(prescriptions.createdAt), desc(prescriptions.id));
  return withMedicines(db, rows);
}

/** A patient's prescriptions whose course overlaps [from, to]. */
export async function prescriptionsOverlapping(db: Db, patientId: string, from: string, to: string) {
  const rows = await db
    .select()
    .from(prescriptions)
    .where(
      and(
        eq(prescriptions.patientId, patientId),
        lte(prescriptions.issuedOn, to),
        gte(prescriptions.endsOn, from),
      ),
    )
    .orderBy(desc(prescriptions.createdAt), desc(prescriptions.id));
  return withMedicines(db, rows);
}

/** Every prescription running on `day` (the missed-dose sweep). */
export async function prescriptionsRunningOn(db: Db, from: string, to: string) {
  const rows = await db
    .select()
    .from(prescriptions)
    .where(and(lte(prescriptions.issuedOn, to), gte(prescriptions.endsOn, from)));
  return withMedicines(db, rows);
}

export async function findPrescription(db: Db, id: string): Promise<PrescriptionWithMedicines | null> {
  const [row] = await db.select().from(prescriptions).where(eq(prescriptions.id, id)).limit(1);
  if (!row) return null;
  const [full] = await withMedicines(db, [row]);
  return full ?? null;
}

/** Locks a prescription's row (take-dose and log-dose of one prescription queue on it). */
export async function lockPrescription(tx: Tx, id: string): Promise<void> {
  await tx.execute(sql`select 1 from prescriptions where id = ${id} for update`);
}

export async function insertPrescription(
  tx: Tx,
  row: typeof prescriptions.$inferInsert,
  medicines: Omit<typeof prescriptionMedicines.$inferInsert, 'prescriptionId'>[],
): Promise<PrescriptionRow> {
  const [created] = await tx.insert(prescriptions).values(row).returning();
  if (!created) throw new Error('prescription not inserted');
  await tx.insert(prescriptionMedicines).values(medicines.map((m) => ({ ...m, prescriptionId: created.id })));
  return created;
}

export async function replacePrescription(
  tx: Tx,
  id: string,
  changes: Partial<typeof prescriptions.$inferInsert>,
  medicines: Omit<typeof prescriptionMedicines.$inferInsert, 'prescriptionId'>[],
): Promise<void> {
  await tx.update(prescriptions).set(changes).where(eq(prescriptions.id, id));
  await tx.delete(prescriptionMedicines).where(eq(prescriptionMedicines.prescriptionId, id));
  await tx.insert(prescriptionMedicines).values(medicines.map((m) => ({ ...m, prescriptionId: id })));
}

export async function hasDoseLogs(db: Db, prescriptionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: doseLogs.id })
    .from(doseLogs)
    .where(eq(doseLogs.prescriptionId, prescriptionId))
    .limit(1);
  return !!row;
}

/**
 * Takes one pill, only if there is one: the conditional update is the guard, so concurrent calls queue
 * on the row and never go below 0. Returns the pills left, or null when there were none.
 */
export async function decrementPills(
  tx: Tx,
  prescriptionId: string,
  position: number,
): Promise<number | null> {
  const [row] = await tx
    .update(prescriptionMedicines)
    .set({ pillCount: sql`${prescriptionMedicines.pillCount} - 1` })
    .where(
      and(
        eq(prescriptionMedicines.prescriptionId, prescriptionId),
        eq(prescriptionMedicines.position, position),
        gte(prescriptionMedicines.pillCount, 1),
      ),
    )
    .returning({ pillCount: prescriptionMedicines.pillCount });
  return row ? (row.pillCount ?? 0) : null;
}

/** Inserts dose logs; ones that already exist are skipped. Returns the slots inserted. */
export async function insertDoseLogs(tx: Tx, rows: (typeof doseLogs.$inferInsert)[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(doseLogs)
    .values(rows)
    .onConflictDoNothing()
    .returning({ slot: doseLogs.slot });
  return inserted.map((r) => r.slot);
}

export async function doseLogsBetween(db: Db, prescriptionIds: string[], from: string, to: string) {
  if (prescriptionIds.length === 0) return [];
  return db
    .select({
      prescriptionId: doseLogs.prescriptionId,
      medicineIndex: doseLogs.medicineIndex,
      scheduledDate: doseLogs.scheduledDate,
      slot: doseLogs.slot,
    })
    .from(doseLogs)
    .where(
      and(
        inArray(doseLogs.prescriptionId, prescriptionIds),
        gte(doseLogs.scheduledDate, from),
        lte(doseLogs.scheduledDate, to),
      ),
    );
}

export async function setSmartStock(db: Db, prescriptionId: string, position: number, enabled: boolean) {
  const [row] = await db
    .update(prescriptionMedicines)
    .set({ smartStock: enabled })
    .where(
      and(
        eq(prescriptionMedicines.prescriptionId, prescriptionId),
        eq(prescriptionMedicines.position, position),
      ),
    )
    .returning();
  return row ?? null;
}

/** Marks the low-stock notice sent; true only for the call that set it (it is sent once). */
export async function claimLowStockNotice(tx: Tx, prescriptionId: string, position: number, now: Date) {
  const [row] = await tx
    .update(prescriptionMedicines)
    .set({ lowStockNotifiedAt: now })
    .where(
      and(
        eq(prescriptionMedicines.prescriptionId, prescriptionId),
        eq(prescriptionMedicines.position, position),
        sql`${prescriptionMedicines.lowStockNotifiedAt} is null`,
      ),
    )
    .returning({ position: prescriptionMedicines.position });
  return !!row;
}

export async function findDoseTimes(db: Db, patientId: string) {
  const [row] = await db.select().from(doseTimes).where(eq(doseTimes.patientId, patientId)).limit(1);
  return row ?? null;
}

export async function doseTimesOf(db: Db, patientIds: string[]) {
  if (patientIds.length === 0) return [];
  return db.select().from(doseTimes).where(inArray(doseTimes.patientId, patientIds));
}

export async function upsertDoseTimes(
  db: Db,
  patientId: string,
  times: { morning: string; afternoon: string; night: string },
  now: Date,
) {
  await db
    .insert(doseTimes)
    .values({ patientId, ...times, updatedAt: now })
    .onConflictDoUpdate({ target: doseTimes.patientId, set: { ...times, updatedAt: now } });
}
