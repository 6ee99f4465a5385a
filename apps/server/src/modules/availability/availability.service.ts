import {
  type DayException,
  type ScheduleInput,
  type ScheduleRole,
  scheduleBetween,
  type WeeklyHours,
  windowLast,
} from '@arogya/contract/availability-schedule';
import { indiaDate } from '@arogya/contract/india-time';
import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import type { MySchedule, SetDayExceptionBody } from '@arogya/contract/schemas/availability';
import type { Database, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import { assertHoldsSlots, assertInWindow, assertKeepsBookings, planMonth } from './availability.policy';
import {
  activeProfessionalRole,
  bookingsBetween,
  deleteException,
  loadScheduleInput,
  lockProfessional,
  replaceDatesInRange,
  replaceWeeklyHours,
  setNeedsAvailability,
  upsertException,
} from './availability.repo';

export interface AvailabilityServiceDeps {
  db: Database;
  clock: Clock;
}

export interface AvailableDates {
  availableDates: { date: string; slots?: string[] }[];
}

/**
 * Availability (decisions 053 and 052): weekly hours, single-day exceptions and days marked on the
 * calendar, inside a rolling window from today (India). Slots are generated on read; every change runs in
 * one transaction holding the professional's row lock, refuses to strand a booking, and keeps the
 * "listed in search" flag in step with whether any bookable day is left.
 */
export function createAvailabilityService({ db, clock }: AvailabilityServiceDeps) {
  const window = () => {
    const first = indiaDate(clock.now());
    return { from: first, last: windowLast(first) };
  };

  /** Applies `change` to the caller's schedule under the row lock, after the booking check. */
  async function change(
    user: SessionUser,
    next: (current: Omit<ScheduleInput, 'role'>) => Omit<ScheduleInput, 'role'>,
    write: (tx: Tx) => Promise<void>,
  ): Promise<void> {
    const role = user.role as ScheduleRole;
    const range = window();
    await db.transaction(async (tx) => {
      await lockProfessional(tx, user.id);
      const current = await loadScheduleInput(tx, user.id, range);
      const updated = { role, ...next(current) };
      assertKeepsBookings(await bookingsBetween(tx, user.id, range), { role, ...current }, updated);
      await write(tx);
      const bookable = scheduleBetween(range.from, range.last, updated).length > 0;
      await setNeedsAvailability(tx, user.id, !bookable, clock.now());
    });
  }

  async function mySchedule(user: SessionUser, msg?: string): Promise<MySchedule> {
    const role = user.role as ScheduleRole;
    const range = window();
    const input = await loadScheduleInput(db, user.id, range);
    const bookings = await bookingsBetween(db, user.id, range);
    return {
      ...(msg ? { msg } : {}),
      window: { first: range.from, last: range.last },
      weeklyHours: input.weekly.map(({ weekday, start, end }) => ({ weekday, start, end })),
      exceptions: input.exceptions.map(({ date, available, hours }) => ({ date, available, hours })),
      days: [...input.days],
      schedule: scheduleBetween(range.from, range.last, { role, ...input }),
      bookings: bookings.map((b) => ({
        _id: b.id,
        date: b.date,
        time: b.time,
        patientName: b.patientName,
        status: b.status,
      })),
    };
  }

  return {
    /** A doctor's or nurse's bookable days from today (India) to the end of the window, with their slots. */
    async forProfessional(id: string): Promise<AvailableDates> {
      const role = await activeProfessionalRole(db, id);
      if (!role) throw new NotFoundError(MSG_AVAILABILITY.professionalNotFound);
      const range = window();
      const input = await loadScheduleInput(db, id, range);
      return {
        availableDates: scheduleBetween(range.from, range.last, { role, ...input }).map(
          ({ date, slots }) => ({
            date,
            slots,
          }),
        ),
      };
    },

    mySchedule: (user: SessionUser) => mySchedule(user),

    /**
     * Replaces the caller's marked days of one month (the current one unless `month` says otherwise) with
     * `requested`, in one transaction: a failure leaves the previous calendar intact. A change that would
     * strand a booking is refused (409 naming the day).
     */
    async setOwn(
      user: SessionUser,
      requested: readonly string[],
      month?: string,
    ): Promise<{ availableDates: { date: string }[] }> {
      const plan = planMonth(requested, month, indiaDate(clock.now()));
      await change(
        user,
        (current) => ({
          ...current,
          days: [
            ...current.days.filter((d) => d < plan.month.first || d > plan.month.last),
            ...plan.dates,
          ].sort(),
        }),
        (tx) => replaceDatesInRange(tx, user.id, plan.month, plan.dates, clock.now()),
      );
      return { availableDates: plan.dates.map((date) => ({ date })) };
    },

    /** Replaces the caller's weekly hours (a weekday left out has none). */
    async setWeeklyHours(user: SessionUser, rows: readonly WeeklyHours[]): Promise<MySchedule> {
      rows.forEach((r, i) => {
        assertHoldsSlots(user.role as ScheduleRole, r, `body.weeklyHours.${i}`);
      });
      const weekly = [...rows].sort((a, b) => a.weekday - b.weekday);
      await change(
        user,
        (current) => ({ ...current, weekly }),
        (tx) => replaceWeeklyHours(tx, user.id, weekly, clock.now()),
      );
      return mySchedule(user, MSG_AVAILABILITY.weeklyHoursSaved);
    },

    /** One day off, open all day, or with other hours (from today to the end of the window). */
    async setException(user: SessionUser, date: string, body: SetDayExceptionBody): Promise<MySchedule> {
      assertInWindow(date, indiaDate(clock.now()));
      const hours = body.available && body.start && body.end ? { start: body.start, end: body.end } : null;
      if (body.available) assertHoldsSlots(user.role as ScheduleRole, hours, 'body');
      const exception: DayException = { date, available: body.available, hours };
      await change(
        user,
        (current) => ({
          ...current,
          exceptions: [...current.exceptions.filter((e) => e.date !== date), exception],
        }),
        (tx) => upsertException(tx, user.id, exception, clock.now()),
      );
      return mySchedule(user, MSG_AVAILABILITY.daySaved);
    },

    /** The day goes back to what the week (or the calendar mark) says. */
    async clearException(user: SessionUser, date: string): Promise<MySchedule> {
      assertInWindow(date, indiaDate(clock.now()));
      await change(
        user,
        (current) => ({ ...current, exceptions: current.exceptions.filter((e) => e.date !== date) }),
        (tx) => deleteException(tx, user.id, date),
      );
      return mySchedule(user, MSG_AVAILABILITY.daySaved);
    },
  };
}
