import {
  type DayHours,
  gridFor,
  type ScheduleInput,
  type ScheduleRole,
  slotsOn,
  slotsWithin,
  windowLast,
} from '@arogya/contract/availability-schedule';
import { formatSlotDay, isCalendarDay, monthBounds, monthOf } from '@arogya/contract/india-time';
import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import { fill } from '@arogya/contract/messages/fill';
import { ConflictError, type ErrorDetail, ValidationError } from '../../lib/errors';
import type { BookingOnSchedule } from './availability.repo';

export interface AvailabilityPlan {
  /** The month being replaced (India time). */
  month: { first: string; last: string };
  /** The days to keep, each once, in order. */
  dates: string[];
}

/**
 * Which days a professional may mark: real days of the current month (India time), from today on.
 * The availability page shows only the current month (spec 02 §2), so a day of another month is a
 * mistake, and a day that has passed cannot be booked, so marking it would only mislead.
 * Duplicates are collapsed; every problem is reported at once, each on its own path.
 */
export function planAvailability(requested: readonly string[], today: string): AvailabilityPlan {
  const month = monthBounds(today);
  const details: ErrorDetail[] = [];
  requested.forEach((date, i) => {
    const path = `body.availableDates.${i}.date`;
    if (!isCalendarDay(date)) details.push({ path, message: fill(MSG_AVAILABILITY.invalidDate, { date }) });
    else if (monthOf(date) !== monthOf(today))
      details.push({ path, message: MSG_AVAILABILITY.dateOutOfRange });
    else if (date < today) details.push({ path, message: MSG_AVAILABILITY.pastDate });
  });
  if (details.length > 0) throw new ValidationError(details[0]!.message, details);
  return { month, dates: [...new Set(requested)].sort() };
}

// ---------------------------------------------------------------------------------------------------------
// Rolling window, weekly hours, exceptions (decision 053)
// ---------------------------------------------------------------------------------------------------------

/**
 * Which month POST /availability replaces: the current month unless `month` names one that starts inside
 * the rolling window. Every day must be a real day of that month, not passed, and inside the window.
 * Without `month` the texts are the ones the current-month calendar always gave.
 */
export function planMonth(
  requested: readonly string[],
  month: string | undefined,
  today: string,
): AvailabilityPlan {
  if (month === undefined) return planAvailability(requested, today);
  const last = windowLast(today);
  const lastText = formatSlotDay(last);
  if (month < monthOf(today) || `${month}-01` > last) {
    throw new ValidationError(fill(MSG_AVAILABILITY.monthOutOfWindow, { last: lastText }), [
      { path: 'body.month', message: fill(MSG_AVAILABILITY.monthOutOfWindow, { last: lastText }) },
    ]);
  }
  const details: ErrorDetail[] = [];
  requested.forEach((date, i) => {
    const path = `body.availableDates.${i}.date`;
    if (!isCalendarDay(date)) details.push({ path, message: fill(MSG_AVAILABILITY.invalidDate, { date }) });
    else if (monthOf(date) !== month)
      details.push({ path, message: fill(MSG_AVAILABILITY.dateNotInMonth, { date }) });
    else if (date < today) details.push({ path, message: MSG_AVAILABILITY.pastDate });
    else if (date > last)
      details.push({
        path,
        message: fill(MSG_AVAILABILITY.dateOutOfWindow, { date: formatSlotDay(date), last: lastText }),
      });
  });
  if (details.length > 0) throw new ValidationError(details[0]!.message, details);
  const bounds = monthBounds(`${month}-01`);
  return { month: bounds, dates: [...new Set(requested)].sort() };
}

/** A single day to change must be a real day from today to the end of the window. */
export function assertInWindow(date: string, today: string, path = 'params.date'): void {
  const last = windowLast(today);
  let message: string | null = null;
  if (!isCalendarDay(date)) message = fill(MSG_AVAILABILITY.invalidDate, { date });
  else if (date < today) message = MSG_AVAILABILITY.pastDate;
  else if (date > last)
    message = fill(MSG_AVAILABILITY.dateOutOfWindow, {
      date: formatSlotDay(date),
      last: formatSlotDay(last),
    });
  if (message) throw new ValidationError(message, [{ path, message }]);
}

/** Hours that hold none of the role's slots would open nothing: refused, naming the grid. */
export function assertHoldsSlots(role: ScheduleRole, hours: DayHours | null, path: string): void {
  if (slotsWithin(role, hours).length > 0) return;
  const message = fill(MSG_AVAILABILITY.noSlotsInHours, { slots: gridFor(role).join(', ') });
  throw new ValidationError(message, [{ path, message }]);
}

/**
 * A change may not take away a booked slot: every booking that is not cancelled (from today on) and is
 * offered by the current schedule must still be offered by the new one. (A booking the current schedule
 * already leaves out — kept when its day was changed by other means — does not block unrelated changes.)
 * When a whole day with bookings goes, the calendar's own texts say so (day and number of bookings);
 * when only some hours go, the bookings are named (time and patient).
 */
export function assertKeepsBookings(
  bookings: readonly BookingOnSchedule[],
  current: ScheduleInput,
  next: ScheduleInput,
): void {
  const stranded = bookings.filter(
    (b) => slotsOn(b.date, current).includes(b.time) && !slotsOn(b.date, next).includes(b.time),
  );
  if (stranded.length === 0) return;
  const first = stranded[0]!;
  if (slotsOn(first.date, next).length === 0) {
    const count = bookings.filter((b) => b.date === first.date).length;
    const date = formatSlotDay(first.date);
    throw new ConflictError(
      count === 1
        ? fill(MSG_AVAILABILITY.dayHasOneBooking, { date })
        : fill(MSG_AVAILABILITY.dayHasBookings, { date, count }),
    );
  }
  throw new ConflictError(
    fill(MSG_AVAILABILITY.changeDropsBookings, {
      bookings: stranded
        .map(
          (b) =>
            `${formatSlotDay(b.date)} ${fill(MSG_AVAILABILITY.bookingWith, { time: b.time, patient: b.patientName })}`,
        )
        .join('; '),
    }),
  );
}
