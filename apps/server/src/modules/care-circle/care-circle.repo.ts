import type { CareCircleRole } from '@arogya/contract/constants/care-circle';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { careCircleMembers } from '../../db/schema/care-circle';
import { professionalProfiles, users } from '../../db/schema/users';

export type CareCircleMemberRow = typeof careCircleMembers.$inferSelect;

export interface MemberRecord {
  member: CareCircleMemberRow;
  /** The member's account once accepted. */
  user: { id: string; name: string } | null;
  patient: { id: string; name: string };
}

export interface Person {
  id: string;
  name: string;
  email: string;
  role: string;
  isActive: boolean;
}

const memberUser = alias(users, 'member_user');
const patientUser = alias(users, 'patient_user');

function selectMembers(db: Database | Tx) {
  return db
    .select({
      member: careCircleMembers,
      userId: memberUser.id,
      userName: memberUser.name,
      patientId: patientUser.id,
      patientName: patientUser.name,
    })
    .from(careCircleMembers)
    .innerJoin(patientUser, eq(patientUser.id, careCircleMembers.patientId))
    .leftJoin(memberUser, eq(memberUser.id, careCircleMembers.memberUserId));
}

function toRecord(r: {
  member: CareCircleMemberRow;
  userId: string | null;
  userName: string | null;
  patientId: string;
  patientName: string;
}): MemberRecord {
  return {
    member: r.member,
    user: r.userId && r.userName !== null ? { id: r.userId, name: r.userName } : null,
    patient: { id: r.patientId, name: r.patientName },
  };
}

export async function findPerson(db: Database | Tx, id: string): Promise<Person | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export async function findPersonByEmail(db: Database | Tx, email: string): Promise<Person | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}

/** A patient's circle, oldest invitation first. */
export async function listMembersOf(db: Database | Tx, patientId: string): Promise<MemberRecord[]> {
  const rows = await selectMembers(db)
    .where(eq(careCircleMembers.patientId, patientId))
    .orderBy(asc(careCircleMembers.invitedAt), asc(careCircleMembers.id));
  return rows.map(toRecord);
}

export async function findMemberRecord(db: Database | Tx, id: string): Promise<MemberRecord | null> {
  const [row] = await selectMembers(db).where(eq(careCircleMembers.id, id));
  return row ? toRecord(row) : null;
}

/** Locks the patient's account row: invitations to one circle take turns (the size limit holds). */
export async function lockPatient(tx: Tx, patientId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${patientId} for update`);
}

export async function countMembers(db: Database | Tx, patientId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(careCircleMembers)
    .where(eq(careCircleMembers.patientId, patientId));
  return row?.n ?? 0;
}

export async function insertMember(
  tx: Tx,
  values: { patientId: string; email: string; role: CareCircleRole; now: Date },
): Promise<CareCircleMemberRow> {
  const [row] = await tx
    .insert(careCircleMembers)
    .values({
      patientId: values.patientId,
      email: values.email,
      role: values.role,
      status: 'Pending',
      invitedAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  if (!row) throw new Error('care circle member insert returned nothing');
  return row;
}

export async function deleteMember(db: Database | Tx, id: string): Promise<boolean> {
  const rows = await db
    .delete(careCircleMembers)
    .where(eq(careCircleMembers.id, id))
    .returning({ id: careCircleMembers.id });
  return rows.length > 0;
}

export async function updateSharing(
  db: Database | Tx,
  id: string,
  sharing: { shareAppointments: boolean; shareAdherence: boolean },
  now: Date,
): Promise<void> {
  await db
    .update(careCircleMembers)
    .set({ ...sharing, updatedAt: now })
    .where(eq(careCircleMembers.id, id));
}

/** Pending invitations addressed to this e-mail, newest first. */
export async function listInvitationsFor(db: Database | Tx, email: string): Promise<MemberRecord[]> {
  const rows = await selectMembers(db)
    .where(and(eq(careCircleMembers.email, email), eq(careCircleMembers.status, 'Pending')))
    .orderBy(desc(careCircleMembers.invitedAt), desc(careCircleMembers.id));
  return rows.map(toRecord);
}

/**
 * Turns a pending invitation into an Active membership, only if it is still pending and addressed to this
 * e-mail: of two accepts at once exactly one changes the row.
 */
export async function acceptInvitation(
  tx: Tx,
  id: string,
  member: { userId: string; email: string },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(careCircleMembers)
    .set({ status: 'Active', memberUserId: member.userId, acceptedAt: now, updatedAt: now })
    .where(
      and(
        eq(careCircleMembers.id, id),
        eq(careCircleMembers.status, 'Pending'),
        eq(careCircleMembers.email, member.email),
      ),
    )
    .returning({ id: careCircleMembers.id });
  return rows.length > 0;
}

/** Deletes a pending invitation addressed to this e-mail. */
export async function declineInvitation(db: Database | Tx, id: string, email: string): Promise<boolean> {
  const rows = await db
    .delete(careCircleMembers)
    .where(
      and(
        eq(careCircleMembers.id, id),
        eq(careCircleMembers.status, 'Pending'),
        eq(careCircleMembers.email, email),
      ),
    )
    .returning({ id: careCircleMembers.id });
  return rows.length > 0;
}

/** The circles this person is an Active member of, oldest first. */
export async function listMembershipsOf(db: Database | Tx, userId: string): Promise<MemberRecord[]> {
  const rows = await selectMembers(db)
    .where(and(eq(careCircleMembers.memberUserId, userId), eq(careCircleMembers.status, 'Active')))
    .orderBy(asc(careCircleMembers.acceptedAt), asc(careCircleMembers.id));
  return rows.map(toRecord);
}

/** The patient's appointments from this day on that are not cancelled or completed (what a member may see). */
export async function upcomingAppointmentsOf(db: Database | Tx, patientId: string, fromDay: string) {
  return db
    .select({
      id: appointments.id,
      appointmentDate: appointments.appointmentDate,
      appointmentTime: appointments.appointmentTime,
      bookingType: appointments.bookingType,
      status: appointments.status,
      professionalName: users.name,
      specialty: professionalProfiles.specialty,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.professionalId))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, appointments.professionalId))
    .where(
      and(
        eq(appointments.patientId, patientId),
        gte(appointments.appointmentDate, fromDay),
        inArray(appointments.status, ['Pending', 'Confirmed']),
      ),
    )
    .orderBy(asc(appointments.appointmentDate), asc(appointments.id))
    .limit(20);
}
