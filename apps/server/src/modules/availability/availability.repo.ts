import {
  clockMinutes,
  type DayException,
  minutesToClock,
  type ScheduleInput,
  type ScheduleRole,
  type WeeklyHours,
} from '@arogya/contract/availability-schedule';
import { and, asc, between, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { readAll } from '../../db/reads';
import { appointments } from '../../db/schema/appointments';
import { availability, availabilityExceptions, availabilityWeeklyHours } from '../../db/schema/availability';
import { professionalProfiles, users } from '../../db/schema/users';

/** Roles that keep an availability calendar (the ones the POST route admits). */
export const AVAILABILITY_ROLES = ['doctor', 'nurse'] as const;

/** Locks the professional's account row: saves of one calendar run one after the other. */
export async function lockProfessional(tx: Tx, professionalId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${professionalId} for update`);
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

// ---------------------------------------------------------------------------------------------------------
// Weekly hours and single-day exceptions (decision 053)
// ---------------------------------------------------------------------------------------------------------

const toClock = (minutes: number) => minutesToClock(minutes);

/** The role of an active doctor or nurse; null for anyone else. */
export async function activeProfessionalRole(db: Database | Tx, id: string): Promise<ScheduleRole | null> {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true), inArray(users.role, [...AVAILABILITY_ROLES])))
    .limit(1);
  return row ? (row.role as ScheduleRole) : null;
}

/**
 * Everything that decides a professional's days between `from` and `last`: the weekly hours, the
 * exceptions and the marked days of that range. Three indexed reads by primary key prefix.
 */
export async function loadScheduleInput(
  db: Database | Tx,
  professionalId: string,
  range: { from: string; last: string },
): Promise<Omit<ScheduleInput, 'role'>> {
  const [weekly, exceptions, days] = await readAll(db, [
    () =>
      db
        .select()
        .from(availabilityWeeklyHours)
        .where(eq(availabilityWeeklyHours.professionalId, professionalId))
        .orderBy(asc(availabilityWeeklyHours.weekday)),
    () =>
      db
        .select()
        .from(availabilityExceptions)
        .where(
          and(
            eq(availabilityExceptions.professionalId, professionalId),
            between(availabilityExceptions.date, range.from, range.last),
          ),
        )
        .orderBy(asc(availabilityExceptions.date)),
    () =>
      db
        .select({ date: availability.date })
        .from(availability)
        .where(
          and(
            eq(availability.professionalId, professionalId),
            between(availability.date, range.from, range.last),
          ),
        )
        .orderBy(asc(availability.date)),
  ]);
  return {
    weekly: weekly.map((w) => ({
      weekday: w.weekday,
      start: toClock(w.startMinutes),
      end: toClock(w.endMinutes),
    })),
    exceptions: exceptions.map((e) => ({
      date: e.date,
      available: e.available,
      hours:
        e.startMinutes !== null && e.endMinutes !== null
          ? { start: toClock(e.startMinutes), end: toClock(e.endMinutes) }
          : null,
    })),
    days: days.map((d) => d.date),
  };
}

export interface BookingOnSchedule {
  id: string;
  date: string;
  time: string;
  patientName: string;
  status: string;
}

/** The professional's bookings that are not cancelled, from `from` to `last`, in slot order. */
export async function bookingsBetween(
  db: Database | Tx,
  professionalId: string,
  range: { from: string; last: string },
): Promise<BookingOnSchedule[]> {
  const patient = alias(users, 'patient');
  return db
    .select({
      id: appointments.id,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      patientName: patient.name,
      status: appointments.status,
    })
    .from(appointments)
    .innerJoin(patient, eq(patient.id, appointments.patientId))
    .where(
      and(
        eq(appointments.professionalId, professionalId),
        ne(appointments.status, 'Cancelled'),
        between(appointments.appointmentDate, range.from, range.last),
      ),
    )
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime), asc(appointments.id));
}

/** Replaces the professional's weekly hours, inside the caller's transaction. */
export async function replaceWeeklyHours(
  tx: Tx,
  professionalId: string,
  rows: readonly WeeklyHours[],
  now: Date,
): Promise<void> {
  await tx.delete(availabilityWeeklyHours).where(eq(availabilityWeeklyHours.professionalId, professionalId));
  if (rows.length === 0) return;
  await tx.insert(availabilityWeeklyHours).values(
    rows.map((r) => ({
      professionalId,
      weekday: r.weekday,
      startMinutes: clockMinutes(r.start) as number,
      endMinutes: clockMinutes(r.end) as number,
      createdAt: now,
    })),
  );
}

/** Writes (or replaces) the exception of one day, inside the caller's transaction. */
export async function upsertException(
  tx: Tx,
  professionalId: string,
  exception: DayException,
  now: Date,
): Promise<void> {
  const values = {
    available: exception.available,
    startMinutes: exception.hours ? (clockMinutes(exception.hours.start) as number) : null,
    endMinutes: exception.hours ? (clockMinutes(exception.hours.end) as number) : null,
  };
  await tx
    .insert(availabilityExceptions)
    .values({ professionalId, date: exception.date, ...values, createdAt: now })
    .onConflictDoUpdate({
      target: [availabilityExceptions.professionalId, availabilityExceptions.date],
      set: { ...values, createdAt: now },
    });
}

export async function deleteException(tx: Tx, professionalId: string, date: string): Promise<void> {
  await tx
    .delete(availabilityExceptions)
    .where(
      and(eq(availabilityExceptions.professionalId, professionalId), eq(availabilityExceptions.date, date)),
    );
}

/** Search lists a doctor or nurse only while this is false (decision 052). */
export async function setNeedsAvailability(
  tx: Tx,
  professionalId: string,
  needs: boolean,
  now: Date,
): Promise<void> {
  await tx
    .update(professionalProfiles)
    .set({ needsAvailability: needs, updatedAt: now })
    .where(
      and(eq(professionalProfiles.userId, professionalId), ne(professionalProfiles.needsAvailability, needs)),
    );
}
