import { type ScheduleRole, slotsOn, windowLast } from '@arogya/contract/availability-schedule';
import type { AppointmentStatus } from '@arogya/contract/constants/appointments';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { followUps } from '../../db/schema/care';
import { professionalProfiles, users } from '../../db/schema/users';
import { loadScheduleInput } from '../availability/availability.repo';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointmentRow = typeof appointments.$inferInsert & { createdAt: Date; updatedAt: Date };
export type FollowUpRow = typeof followUps.$inferSelect;

/** The unique partial index that refuses a second booking of a held slot (db/schema/appointments.ts). */
export const SLOT_KEY = 'appointments_professional_slot_key';

export interface BookableProfessional {
  id: string;
  name: string;
  role: string;
  isActive: boolean;
  /** Null for an account without a professional profile. */
  approvalStatus: string | null;
}

/** The account behind a booking's `doctor` id, whatever its role (the service decides). */
export async function findProfessional(db: Database | Tx, id: string): Promise<BookableProfessional | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      isActive: users.isActive,
      approvalStatus: professionalProfiles.approvalStatus,
    })
    .from(users)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * The slots the professional offers on `date` (India), from their weekly hours, that day's exception and
 * the days marked on the calendar (decision 053); empty when the day lies outside the rolling window that
 * starts `today`. `lock` takes the professional's row FOR SHARE first, so a booking and a change of
 * availability (which holds it FOR UPDATE) run one after the other.
 */
export async function offeredSlots(
  db: Database | Tx,
  professional: { id: string; role: ScheduleRole },
  date: string,
  today: string,
  lock = false,
): Promise<string[]> {
  if (date < today || date > windowLast(today)) return [];
  if (lock) await db.execute(sql`select 1 from ${users} where ${users.id} = ${professional.id} for share`);
  const input = await loadScheduleInput(db, professional.id, { from: date, last: date });
  return slotsOn(date, { role: professional.role, ...input });
}

export async function insertAppointment(tx: Tx, row: NewAppointmentRow): Promise<AppointmentRow> {
  const [created] = await tx.insert(appointments).values(row).returning();
  if (!created) throw new Error('insert into appointments returned no row');
  return created;
}

export async function findAppointment(db: Database | Tx, id: string): Promise<AppointmentRow | null> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id)).limit(1);
  return row ?? null;
}

export async function setReminderJobIds(tx: Tx, id: string, jobIds: readonly string[]): Promise<void> {
  await tx
    .update(appointments)
    .set({ reminderJobIds: [...jobIds] })
    .where(eq(appointments.id, id));
}

/**
 * Moves the appointment to `patch.status` only if it is still in one of `from`: of two concurrent
 * changes exactly one matches. Returns the updated row, or null when the status had moved on.
 */
export async function transitionStatus(
  tx: Tx,
  id: string,
  from: readonly AppointmentStatus[],
  patch: Pick<
    NewAppointmentRow,
    | 'status'
    | 'doctorNotes'
    | 'completedAt'
    | 'cancelledAt'
    | 'cancelledBy'
    | 'cancellationReason'
    | 'updatedAt'
  >,
): Promise<AppointmentRow | null> {
  const [row] = await tx
    .update(appointments)
    .set(patch)
    .where(and(eq(appointments.id, id), inArray(appointments.status, [...from])))
    .returning();
  return row ?? null;
}

/**
 * One side's (a patient's or a professional's) Pending and Confirmed appointments from `fromDate` (India
 * day) on, locked for the caller's transaction — the account is leaving. The caller keeps those whose slot
 * has not started.
 */
export async function lockUpcomingOf(
  tx: Tx,
  side: 'patient' | 'professional',
  userId: string,
  fromDate: string,
): Promise<AppointmentRow[]> {
  return tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(side === 'patient' ? appointments.patientId : appointments.professionalId, userId),
        inArray(appointments.status, ['Pending', 'Confirmed']),
        gte(appointments.appointmentDate, fromDate),
      ),
    )
    .orderBy(appointments.appointmentDate, appointments.appointmentTime, appointments.id)
    .for('update');
}

export async function setPaymentStatus(tx: Tx, id: string, paymentStatus: 'paid' | 'due' | 'refunded') {
  await tx.update(appointments).set({ paymentStatus }).where(eq(appointments.id, id));
}

export async function findFollowUp(db: Database | Tx, id: string): Promise<FollowUpRow | null> {
  const [row] = await db.select().from(followUps).where(eq(followUps.id, id)).limit(1);
  return row ?? null;
}

/** Marks the follow-up booked by `appointmentId` unless it already is; false when someone was first. */
export async function claimFollowUp(
  tx: Tx,
  followUpId: string,
  appointmentId: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(followUps)
    .set({ bookedAppointmentId: appointmentId, updatedAt: now })
    .where(and(eq(followUps.id, followUpId), isNull(followUps.bookedAppointmentId)))
    .returning({ id: followUps.id });
  return rows.length === 1;
}

/** A cancelled booking of a follow-up gives the follow-up back, so it can be booked again. */
export async function releaseFollowUp(tx: Tx, appointmentId: string, now: Date): Promise<void> {
  await tx
    .update(followUps)
    .set({ bookedAppointmentId: null, updatedAt: now })
    .where(eq(followUps.bookedAppointmentId, appointmentId));
}

/** The person's e-mail and name (reminder e-mails). */
export async function findContact(
  db: Database | Tx,
  userId: string,
): Promise<{ email: string; name: string; isActive: boolean } | null> {
  const [row] = await db
    .select({ email: users.email, name: users.name, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
