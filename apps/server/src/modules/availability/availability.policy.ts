import { formatSlotDay, isCalendarDay, monthBounds, monthOf } from '@arogya/contract/india-time';
import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import { fill } from '@arogya/contract/messages/fill';
import { ConflictError, type ErrorDetail, ValidationError } from '../../lib/errors';

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

/**
 * A day that holds bookings (not cancelled) stays available: removing it would strand those patients
 * (409 naming the day and the number of bookings). `booked` are the days from today on.
 */
export function assertKeepsBookedDays(
  booked: ReadonlyArray<{ date: string; bookings: number }>,
  keep: readonly string[],
): void {
  const dropped = booked.find((d) => d.bookings > 0 && !keep.includes(d.date));
  if (!dropped) return;
  const date = formatSlotDay(dropped.date);
  throw new ConflictError(
    dropped.bookings === 1
      ? fill(MSG_AVAILABILITY.dayHasOneBooking, { date })
      : fill(MSG_AVAILABILITY.dayHasBookings, { date, count: dropped.bookings }),
  );
}
