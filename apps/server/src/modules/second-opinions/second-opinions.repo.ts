import {
  DOCTOR_SECOND_OPINION_SPECIALTY,
  SECOND_OPINION_SPECIALTIES,
  type SecondOpinionSpecialty,
} from '@arogya/contract/constants/second-opinions';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { files } from '../../db/schema/files';
import {
  secondOpinionFiles,
  secondOpinionReports,
  secondOpinionRequests,
  secondOpinionSpecialties,
} from '../../db/schema/second-opinions';
import { professionalProfiles, users } from '../../db/schema/users';

export type RequestRow = typeof secondOpinionRequests.$inferSelect;
export type NewRequestRow = typeof secondOpinionRequests.$inferInsert;
export type SoFileRow = typeof secondOpinionFiles.$inferSelect;
export type ReportRow = typeof secondOpinionReports.$inferSelect;
type Db = Database | Tx;

export interface RequestView {
  request: RequestRow;
  patientName: string;
  specialistName: string | null;
  fileCount: number;
}

const patient = alias(users, 'so_patient');
const specialist = alias(users, 'so_specialist');

const fileCount = sql<number>`(select count(*)::int from ${secondOpinionFiles} f
  where f.request_id = ${secondOpinionRequests.id} and f.category = 'medical-report')`;

function viewQuery(db: Db) {
  return db
    .select({
      request: secondOpinionRequests,
      patientName: patient.name,
      specialistName: specialist.name,
      fileCount,
    })
    .from(secondOpinionRequests)
    .innerJoin(patient, eq(patient.id, secondOpinionRequests.patientId))
    .leftJoin(specialist, eq(specialist.id, secondOpinionRequests.specialistId));
}

export async function insertRequest(db: Db, row: NewRequestRow): Promise<RequestRow> {
  const [created] = await db.insert(secondOpinionRequests).values(row).returning();
  if (!created) throw new Error('insert into second_opinion_requests returned no row');
  return created;
}

export async function findRequest(db: Db, id: string): Promise<RequestRow | null> {
  const [row] = await db
    .select()
    .from(secondOpinionRequests)
    .where(eq(secondOpinionRequests.id, id))
    .limit(1);
  return row ?? null;
}

export async function findRequestView(db: Db, id: string): Promise<RequestView | null> {
  const [row] = await viewQuery(db).where(eq(secondOpinionRequests.id, id)).limit(1);
  return row ?? null;
}

const newestFirst = [desc(secondOpinionRequests.createdAt), desc(secondOpinionRequests.id)] as const;

export async function requestsOfPatient(db: Db, patientId: string, status?: string): Promise<RequestView[]> {
  return viewQuery(db)
    .where(
      and(
        eq(secondOpinionRequests.patientId, patientId),
        status ? eq(secondOpinionRequests.status, status) : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(200);
}

export async function requestsOfSpecialist(db: Db, specialistId: string): Promise<RequestView[]> {
  return viewQuery(db)
    .where(eq(secondOpinionRequests.specialistId, specialistId))
    .orderBy(...newestFirst)
    .limit(200);
}

/** Paid, pending cases of these specialties that this specialist may take (not their own, not taken back). */
function availableWhere(specialistId: string, specialties: readonly string[]) {
  return and(
    eq(secondOpinionRequests.status, 'pending'),
    eq(secondOpinionRequests.paymentStatus, 'paid'),
    inArray(secondOpinionRequests.specialty, [...specialties]),
    ne(secondOpinionRequests.patientId, specialistId),
    or(
      isNull(secondOpinionRequests.excludedSpecialistId),
      ne(secondOpinionRequests.excludedSpecialistId, specialistId),
    ),
  );
}

export async function availableRequests(
  db: Db,
  specialistId: string,
  specialties: readonly string[],
): Promise<RequestView[]> {
  if (specialties.length === 0) return [];
  return viewQuery(db)
    .where(availableWhere(specialistId, specialties))
    .orderBy(...newestFirst)
    .limit(200);
}

/** The atomic accept: only a still-pending, paid case of the specialist's specialties moves. */
export async function claimRequest(
  db: Db,
  id: string,
  specialistId: string,
  specialties: readonly string[],
  now: Date,
): Promise<RequestRow | null> {
  if (specialties.length === 0) return null;
  const [row] = await db
    .update(secondOpinionRequests)
    .set({ status: 'assigned', specialistId, assignedAt: now, updatedAt: now })
    .where(and(eq(secondOpinionRequests.id, id), availableWhere(specialistId, specialties)))
    .returning();
  return row ?? null;
}

/** Moves a case between statuses only from `from`, and only for its assigned specialist. */
export async function moveAssignedRequest(
  db: Db,
  id: string,
  specialistId: string,
  from: string,
  set: Partial<NewRequestRow>,
): Promise<RequestRow | null> {
  const [row] = await db
    .update(secondOpinionRequests)
    .set(set)
    .where(
      and(
        eq(secondOpinionRequests.id, id),
        eq(secondOpinionRequests.specialistId, specialistId),
        eq(secondOpinionRequests.status, from),
      ),
    )
    .returning();
  return row ?? null;
}

/** Marks an unpaid, pending request paid and starts its deadline; null when it was not in that state. */
export async function markPaid(
  tx: Tx,
  id: string,
  paymentId: string,
  now: Date,
  deadline: Date,
): Promise<RequestRow | null> {
  const [row] = await tx
    .update(secondOpinionRequests)
    .set({ paymentStatus: 'paid', paymentId, paidAt: now, deadline, updatedAt: now })
    .where(
      and(
        eq(secondOpinionRequests.id, id),
        eq(secondOpinionRequests.paymentStatus, 'unpaid'),
        eq(secondOpinionRequests.status, 'pending'),
      ),
    )
    .returning();
  return row ?? null;
}

/** Cancels the patient's request if it is unassigned, or assigned but flagged overdue. */
export async function cancelRequest(
  db: Db,
  id: string,
  patientId: string,
  reason: string,
  now: Date,
): Promise<RequestRow | null> {
  const [row] = await db
    .update(secondOpinionRequests)
    .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason, updatedAt: now })
    .where(
      and(
        eq(secondOpinionRequests.id, id),
        eq(secondOpinionRequests.patientId, patientId),
        or(
          eq(secondOpinionRequests.status, 'pending'),
          and(
            inArray(secondOpinionRequests.status, ['assigned', 'in-review']),
            isNotNull(secondOpinionRequests.overdueAt),
          ),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** Puts a cancelled request back as it was (the refund could not be made). */
export async function restoreRequest(db: Db, before: RequestRow): Promise<void> {
  await db
    .update(secondOpinionRequests)
    .set({
      status: before.status,
      cancelledAt: before.cancelledAt,
      cancelReason: before.cancelReason,
      updatedAt: before.updatedAt,
    })
    .where(eq(secondOpinionRequests.id, before.id));
}

/** Paid, open cases whose deadline has passed and that were not flagged yet: flags them. */
export async function flagOverdue(tx: Tx, now: Date, limit: number): Promise<RequestRow[]> {
  const due = await tx
    .select({ id: secondOpinionRequests.id })
    .from(secondOpinionRequests)
    .where(
      and(
        inArray(secondOpinionRequests.status, ['pending', 'assigned', 'in-review']),
        eq(secondOpinionRequests.paymentStatus, 'paid'),
        lte(secondOpinionRequests.deadline, now),
        isNull(secondOpinionRequests.overdueAt),
      ),
    )
    .orderBy(asc(secondOpinionRequests.deadline))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(secondOpinionRequests)
    .set({ overdueAt: now, updatedAt: now })
    .where(
      inArray(
        secondOpinionRequests.id,
        due.map((r) => r.id),
      ),
    )
    .returning();
}

/**
 * Assigned or in-review cases flagged overdue before `cutoff`: back to pending for other specialists, with
 * a fresh deadline; the specialist who let it lapse cannot take it again.
 */
export async function returnLapsed(
  tx: Tx,
  cutoff: Date,
  now: Date,
  deadlineOf: (row: RequestRow) => Date,
  limit: number,
): Promise<Array<{ before: RequestRow; after: RequestRow }>> {
  const lapsed = await tx
    .select()
    .from(secondOpinionRequests)
    .where(
      and(
        inArray(secondOpinionRequests.status, ['assigned', 'in-review']),
        lte(secondOpinionRequests.overdueAt, cutoff),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  const out: Array<{ before: RequestRow; after: RequestRow }> = [];
  for (const before of lapsed) {
    const [after] = await tx
      .update(secondOpinionRequests)
      .set({
        status: 'pending',
        excludedSpecialistId: before.specialistId,
        specialistId: null,
        assignedAt: null,
        reviewStartedAt: null,
        overdueAt: null,
        deadline: deadlineOf(before),
        updatedAt: now,
      })
      .where(eq(secondOpinionRequests.id, before.id))
      .returning();
    if (after) out.push({ before, after });
  }
  return out;
}

// --- files -------------------------------------------------------------------------------------------

export async function countFiles(db: Db, requestId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(secondOpinionFiles)
    .where(eq(secondOpinionFiles.requestId, requestId));
  return row?.n ?? 0;
}

export async function insertSoFile(db: Db, row: typeof secondOpinionFiles.$inferInsert): Promise<SoFileRow> {
  const [created] = await db.insert(secondOpinionFiles).values(row).returning();
  if (!created) throw new Error('insert into second_opinion_files returned no row');
  return created;
}

export async function filesOf(db: Db, requestId: string, category?: string) {
  return db
    .select({ link: secondOpinionFiles, file: files })
    .from(secondOpinionFiles)
    .innerJoin(files, eq(files.id, secondOpinionFiles.fileId))
    .where(
      and(
        eq(secondOpinionFiles.requestId, requestId),
        category ? eq(secondOpinionFiles.category, category) : undefined,
      ),
    )
    .orderBy(asc(secondOpinionFiles.createdAt), asc(secondOpinionFiles.id));
}

export async function findSoFile(db: Db, linkId: string) {
  const [row] = await db
    .select({ link: secondOpinionFiles, file: files, request: secondOpinionRequests })
    .from(secondOpinionFiles)
    .innerJoin(files, eq(files.id, secondOpinionFiles.fileId))
    .innerJoin(secondOpinionRequests, eq(secondOpinionRequests.id, secondOpinionFiles.requestId))
    .where(eq(secondOpinionFiles.id, linkId))
    .limit(1);
  return row ?? null;
}

// --- reports -----------------------------------------------------------------------------------------

export async function insertReport(
  tx: Tx,
  row: typeof secondOpinionReports.$inferInsert,
): Promise<ReportRow> {
  const [created] = await tx.insert(secondOpinionReports).values(row).returning();
  if (!created) throw new Error('insert into second_opinion_reports returned no row');
  return created;
}

export async function findReport(db: Db, requestId: string): Promise<ReportRow | null> {
  const [row] = await db
    .select()
    .from(secondOpinionReports)
    .where(eq(secondOpinionReports.requestId, requestId))
    .limit(1);
  return row ?? null;
}

export async function userName(db: Db, id: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id)).limit(1);
  return row?.name ?? '';
}

// --- specialists -------------------------------------------------------------------------------------

/** An approved, active doctor's registered specialty; null when the user is not one. */
export async function approvedDoctor(db: Db, userId: string): Promise<{ specialty: string | null } | null> {
  const [row] = await db
    .select({ specialty: professionalProfiles.specialty })
    .from(professionalProfiles)
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .where(
      and(
        eq(professionalProfiles.userId, userId),
        eq(professionalProfiles.role, 'doctor'),
        eq(professionalProfiles.approvalStatus, 'approved'),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A doctor's registered specialty, approved or not; null when the user is not a doctor. */
export async function doctorSpecialty(db: Db, userId: string): Promise<{ specialty: string | null } | null> {
  const [row] = await db
    .select({ specialty: professionalProfiles.specialty })
    .from(professionalProfiles)
    .where(and(eq(professionalProfiles.userId, userId), eq(professionalProfiles.role, 'doctor')))
    .limit(1);
  return row ?? null;
}

export function automaticSpecialty(registered: string | null): SecondOpinionSpecialty | null {
  if (!registered) return null;
  return (
    (DOCTOR_SECOND_OPINION_SPECIALTY as Record<string, SecondOpinionSpecialty | null>)[registered] ?? null
  );
}

export async function declarationsOf(db: Db, doctorId: string) {
  return db
    .select()
    .from(secondOpinionSpecialties)
    .where(eq(secondOpinionSpecialties.doctorId, doctorId))
    .orderBy(asc(secondOpinionSpecialties.specialty));
}

/** The specialties an approved doctor reviews: the automatic one plus approved declarations. */
export async function specialtiesOf(db: Db, userId: string): Promise<SecondOpinionSpecialty[]> {
  const doctor = await approvedDoctor(db, userId);
  if (!doctor) return [];
  const set = new Set<SecondOpinionSpecialty>();
  const auto = automaticSpecialty(doctor.specialty);
  if (auto) set.add(auto);
  for (const d of await declarationsOf(db, userId)) {
    if (d.status === 'approved') set.add(d.specialty as SecondOpinionSpecialty);
  }
  return [...set];
}

/** How many approved, active doctors review each specialty now. */
export async function specialistCounts(db: Db): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    with reviewers as (
      select p.user_id, d.specialty from ${professionalProfiles} p
      join ${users} u on u.id = p.user_id
      join ${secondOpinionSpecialties} d on d.doctor_id = p.user_id and d.status = 'approved'
      where p.role = 'doctor' and p.approval_status = 'approved' and u.is_active
      union
      select p.user_id, m.so from ${professionalProfiles} p
      join ${users} u on u.id = p.user_id
      join (values ${sql.join(
        Object.entries(DOCTOR_SECOND_OPINION_SPECIALTY)
          .filter(([, so]) => so)
          .map(([reg, so]) => sql`(${reg}, ${so})`),
        sql`, `,
      )}) as m(reg, so) on m.reg = p.specialty
      where p.role = 'doctor' and p.approval_status = 'approved' and u.is_active
    )
    select specialty, count(distinct user_id)::int as n from reviewers group by specialty`);
  const rows = (result as unknown as { rows: Array<{ specialty: string; n: number }> }).rows;
  const map = new Map<string, number>(SECOND_OPINION_SPECIALTIES.map((s) => [s, 0]));
  for (const r of rows) map.set(r.specialty, Number(r.n));
  return map;
}

/** Replaces a doctor's declarations: kept ones keep their status, new ones are pending, others go. */
export async function replaceDeclarations(
  tx: Tx,
  doctorId: string,
  specialties: readonly string[],
  now: Date,
): Promise<void> {
  if (specialties.length === 0) {
    await tx.delete(secondOpinionSpecialties).where(eq(secondOpinionSpecialties.doctorId, doctorId));
    return;
  }
  await tx.delete(secondOpinionSpecialties).where(
    and(
      eq(secondOpinionSpecialties.doctorId, doctorId),
      sql`${secondOpinionSpecialties.specialty} not in (${sql.join(
        specialties.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    ),
  );
  await tx
    .insert(secondOpinionSpecialties)
    .values(specialties.map((specialty) => ({ doctorId, specialty, status: 'pending', createdAt: now })))
    .onConflictDoNothing();
}

export async function pendingDeclarations(db: Db) {
  return db
    .select({
      declaration: secondOpinionSpecialties,
      doctorName: users.name,
      registeredSpecialty: professionalProfiles.specialty,
    })
    .from(secondOpinionSpecialties)
    .innerJoin(users, eq(users.id, secondOpinionSpecialties.doctorId))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, secondOpinionSpecialties.doctorId))
    .where(eq(secondOpinionSpecialties.status, 'pending'))
    .orderBy(asc(secondOpinionSpecialties.createdAt), asc(secondOpinionSpecialties.id))
    .limit(200);
}

export async function decideDeclaration(
  db: Db,
  id: string,
  decision: 'approved' | 'rejected',
  adminId: string,
  now: Date,
) {
  const [row] = await db
    .update(secondOpinionSpecialties)
    .set({ status: decision, reviewedBy: adminId, reviewedAt: now })
    .where(and(eq(secondOpinionSpecialties.id, id), eq(secondOpinionSpecialties.status, 'pending')))
    .returning();
  return row ?? null;
}
