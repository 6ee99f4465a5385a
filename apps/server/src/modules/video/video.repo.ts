import type { VideoParticipantRole } from '@arogya/contract/constants/video';
import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { careCircleMembers } from '../../db/schema/care-circle';
import { users } from '../../db/schema/users';
import { videoCallParticipants, videoCalls } from '../../db/schema/video';

export type VideoCallRow = typeof videoCalls.$inferSelect;

export interface CallRecord {
  call: VideoCallRow;
  professional: { id: string; name: string; role: string };
  patient: { id: string; name: string };
}

export interface ParticipantRecord {
  callId: string;
  userId: string;
  name: string;
  role: VideoParticipantRole;
}

const professional = alias(users, 'professional');
const patient = alias(users, 'patient');

function selectCalls(db: Database | Tx) {
  return db
    .select({
      call: videoCalls,
      professionalName: professional.name,
      professionalRole: professional.role,
      patientName: patient.name,
    })
    .from(videoCalls)
    .innerJoin(professional, eq(professional.id, videoCalls.professionalId))
    .innerJoin(patient, eq(patient.id, videoCalls.patientId));
}

function toRecord(r: {
  call: VideoCallRow;
  professionalName: string;
  professionalRole: string;
  patientName: string;
}): CallRecord {
  return {
    call: r.call,
    professional: { id: r.call.professionalId, name: r.professionalName, role: r.professionalRole },
    patient: { id: r.call.patientId, name: r.patientName },
  };
}

export async function findCall(db: Database | Tx, id: string): Promise<CallRecord | null> {
  const [row] = await selectCalls(db).where(eq(videoCalls.id, id));
  return row ? toRecord(row) : null;
}

export async function findActiveCallOfPatient(
  db: Database | Tx,
  patientId: string,
): Promise<CallRecord | null> {
  const [row] = await selectCalls(db).where(
    and(eq(videoCalls.patientId, patientId), eq(videoCalls.status, 'active')),
  );
  return row ? toRecord(row) : null;
}

/** The newest active call this person may join: as its professional, its patient, or an Active family member. */
export async function findActiveCallFor(db: Database | Tx, userId: string): Promise<CallRecord | null> {
  const [row] = await selectCalls(db)
    .where(
      and(
        eq(videoCalls.status, 'active'),
        or(
          eq(videoCalls.professionalId, userId),
          eq(videoCalls.patientId, userId),
          sql`exists (select 1 from ${careCircleMembers} m where m.patient_id = ${videoCalls.patientId}
            and m.member_user_id = ${userId} and m.status = 'Active' and m.role = 'Family')`,
        ),
      ),
    )
    .orderBy(desc(videoCalls.startedAt), desc(videoCalls.id))
    .limit(1);
  return row ? toRecord(row) : null;
}

/** A patient's calls, newest first. */
export async function callsOfPatient(
  db: Database | Tx,
  patientId: string,
  limit: number,
): Promise<CallRecord[]> {
  const rows = await selectCalls(db)
    .where(eq(videoCalls.patientId, patientId))
    .orderBy(desc(videoCalls.startedAt), desc(videoCalls.id))
    .limit(limit);
  return rows.map(toRecord);
}

/** The calls this person was in: as professional, as patient or as a participant, newest first. */
export async function callsOf(db: Database | Tx, userId: string, limit: number): Promise<CallRecord[]> {
  const rows = await selectCalls(db)
    .where(
      or(
        eq(videoCalls.professionalId, userId),
        eq(videoCalls.patientId, userId),
        sql`exists (select 1 from ${videoCallParticipants} p where p.call_id = ${videoCalls.id} and p.user_id = ${userId})`,
      ),
    )
    .orderBy(desc(videoCalls.startedAt), desc(videoCalls.id))
    .limit(limit);
  return rows.map(toRecord);
}

export async function participantsOf(
  db: Database | Tx,
  callIds: readonly string[],
): Promise<ParticipantRecord[]> {
  if (callIds.length === 0) return [];
  const rows = await db
    .select({
      callId: videoCallParticipants.callId,
      userId: videoCallParticipants.userId,
      name: users.name,
      role: videoCallParticipants.role,
    })
    .from(videoCallParticipants)
    .innerJoin(users, eq(users.id, videoCallParticipants.userId))
    .where(inArray(videoCallParticipants.callId, [...callIds]))
    .orderBy(videoCallParticipants.joinedAt, videoCallParticipants.userId);
  return rows.map((r) => ({ ...r, role: r.role as VideoParticipantRole }));
}

export async function insertCall(
  tx: Tx,
  values: {
    kind: string;
    patientId: string;
    professionalId: string;
    appointmentId: string | null;
    now: Date;
  },
): Promise<VideoCallRow> {
  const [row] = await tx
    .insert(videoCalls)
    .values({
      kind: values.kind,
      patientId: values.patientId,
      professionalId: values.professionalId,
      appointmentId: values.appointmentId,
      status: 'active',
      startedAt: values.now,
    })
    .returning();
  if (!row) throw new Error('video call insert returned nothing');
  return row;
}

export async function addParticipant(
  db: Database | Tx,
  values: { callId: string; userId: string; role: VideoParticipantRole; now: Date },
): Promise<void> {
  await db
    .insert(videoCallParticipants)
    .values({ callId: values.callId, userId: values.userId, role: values.role, joinedAt: values.now })
    .onConflictDoNothing();
}

/** Takes a family member out of a call's participants (they left the circle); true when they had joined. */
export async function removeFamilyParticipant(
  db: Database | Tx,
  callId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .delete(videoCallParticipants)
    .where(
      and(
        eq(videoCallParticipants.callId, callId),
        eq(videoCallParticipants.userId, userId),
        eq(videoCallParticipants.role, 'Family'),
      ),
    )
    .returning({ userId: videoCallParticipants.userId });
  return rows.length > 0;
}

/** Locks the call's row: joins of one call take turns (the family limit holds). */
export async function lockCall(tx: Tx, callId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${videoCalls} where ${videoCalls.id} = ${callId} for update`);
}

/** Family members in the call, other than this user. */
export async function countFamilyExcept(db: Database | Tx, callId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(videoCallParticipants)
    .where(
      and(
        eq(videoCallParticipants.callId, callId),
        eq(videoCallParticipants.role, 'Family'),
        ne(videoCallParticipants.userId, userId),
      ),
    );
  return row?.n ?? 0;
}

/** Ends an active call; false when it had already ended (of two ends at once exactly one wins). */
export async function endCall(
  db: Database | Tx,
  id: string,
  values: { endedBy: string; now: Date; durationSeconds: number },
): Promise<boolean> {
  const rows = await db
    .update(videoCalls)
    .set({
      status: 'ended',
      endedAt: values.now,
      endedBy: values.endedBy,
      durationSeconds: values.durationSeconds,
    })
    .where(and(eq(videoCalls.id, id), eq(videoCalls.status, 'active')))
    .returning({ id: videoCalls.id });
  return rows.length > 0;
}

export async function findAppointmentForCall(db: Database | Tx, id: string) {
  const [row] = await db
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      professionalId: appointments.professionalId,
      appointmentDate: appointments.appointmentDate,
      appointmentTime: appointments.appointmentTime,
      bookingType: appointments.bookingType,
      status: appointments.status,
    })
    .from(appointments)
    .where(eq(appointments.id, id));
  return row ?? null;
}

/** Whether the professional has a (not cancelled) appointment with the patient. */
export async function hasAppointmentWith(
  db: Database | Tx,
  professionalId: string,
  patientId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.professionalId, professionalId),
        eq(appointments.patientId, patientId),
        ne(appointments.status, 'Cancelled'),
      ),
    )
    .limit(1);
  return !!row;
}

/** This person's role in the patient's circle, when Active. */
export async function activeCircleRole(
  db: Database | Tx,
  patientId: string,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ role: careCircleMembers.role })
    .from(careCircleMembers)
    .where(
      and(
        eq(careCircleMembers.patientId, patientId),
        eq(careCircleMembers.memberUserId, userId),
        eq(careCircleMembers.status, 'Active'),
      ),
    );
  return row?.role ?? null;
}

/** The user ids of the patient's Active family members. */
export async function activeFamilyIds(db: Database | Tx, patientId: string): Promise<string[]> {
  const rows = await db
    .select({ id: careCircleMembers.memberUserId })
    .from(careCircleMembers)
    .where(
      and(
        eq(careCircleMembers.patientId, patientId),
        eq(careCircleMembers.status, 'Active'),
        eq(careCircleMembers.role, 'Family'),
      ),
    );
  return rows.flatMap((r) => (r.id ? [r.id] : []));
}

export async function findUserName(db: Database | Tx, id: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}
