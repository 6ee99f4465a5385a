import { and, asc, between, count, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { availability } from '../../db/schema/availability';
import { users } from '../../db/schema/users';

/** Roles that keep an availability calendar (the ones the POST route admits). */
export const AVAILABILITY_ROLES = ['doctor', 'nurse'] as const;

/** True when the id is an active doctor or nurse. */
export async function isActiveProfessional(db: Database | Tx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true), inArray(users.role, [...AVAILABILITY_ROLES])))
    .limit(1);
  return !!row;
}

/** The professional's days from `from` on, in order. */
export async function findDatesFrom(
  db: Database | Tx,
  professionalId: string,
  from: string,
): Promise<string[]> {
  const rows = await db
    .select({ date: availability.date })
    .from(availability)
    .where(and(eq(availability.professionalId, professionalId), gte(availability.date, from)))
    .orderBy(asc(availability.date));
  return rows.map((r) => r.date);
}

/** Locks the professional's account row: saves of one calendar run one after the other. */
export async function lockProfessional(tx: Tx, professionalId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${professionalId} for update`);
}

/** The days from `from` to `last` on which the professional holds bookings that are not cancelled. */
export async function bookedDays(
  db: Database | Tx,
  professionalId: string,
  range: { from: string; last: string },
): Promise<Array<{ date: string; bookings: number }>> {
  return db
    .select({ date: appointments.appointmentDate, bookings: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.professionalId, professionalId),
        ne(appointments.status, 'Cancelled'),
        between(appointments.appointmentDate, range.from, range.last),
      ),
    )
    .groupBy(appointments.appointmentDate)
    .orderBy(asc(appointments.appointmentDate));
}

/**
 * Replaces the professional's days between `first` and `last` (inclusive) with `dates`, inside the
 * caller's transaction. The account row is locked (again; the service locked it before its checks), so two saves by the same person run one after
 * the other and the last one wins whole (no primary-key clash from interleaved inserts).
 */
export async function replaceDatesInRange(
  tx: Tx,
  professionalId: string,
  range: { first: string; last: string },
  dates: readonly string[],
  now: Date,
): Promise<void> {
  await lockProfessional(tx, professionalId);
  await tx
    .delete(availability)
    .where(
      and(
        eq(availability.professionalId, professionalId),
        between(availability.date, range.first, range.last),
      ),
    );
  if (dates.length > 0) {
    await tx.insert(availability).values(dates.map((date) => ({ professionalId, date, createdAt: now })));
  }
}
