import { z } from 'zod';
import { clockMinutes } from '../availability-schedule';
import { AVAILABILITY_HOURS_STEP_MINUTES } from '../constants/availability';
import { MSG_AVAILABILITY } from '../messages/availability';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written YYYY-MM-DD.');

/** A time of day in India, 'HH:MM' (24-hour), on the half hour. */
const clockTime = z
  .string()
  .refine((t) => clockMinutes(t) !== null, MSG_AVAILABILITY.invalidTime)
  .refine((t) => (clockMinutes(t) ?? 0) % AVAILABILITY_HOURS_STEP_MINUTES === 0, MSG_AVAILABILITY.timeStep);

const withOrderedHours = <T extends z.ZodType<{ start?: string | undefined; end?: string | undefined }>>(
  schema: T,
) =>
  schema.refine(
    (h) =>
      h.start === undefined ||
      h.end === undefined ||
      (clockMinutes(h.start) ?? 0) < (clockMinutes(h.end) ?? 0),
    { message: MSG_AVAILABILITY.endBeforeStart, path: ['end'] },
  );

/** GET /availability/{id} → `{ availableDates: [{date}] }` (spec 01 §3); `slots` (ours) lists the offered times. */
export const availabilitySchema = z.object({
  availableDates: z.array(
    z.object({
      date: isoDate,
      /** Ours: the slot times offered that day (the grid slots inside the day's hours). */
      slots: z.array(z.string()).optional(),
    }),
  ),
});

/**
 * POST /availability: the professional's own days of one month (India time) — the current month unless
 * `month` (ours, 'YYYY-MM') names a later one inside the rolling window. The days sent replace all of
 * the caller's marked days of that month.
 */
export const setAvailabilitySchema = z.object({
  availableDates: z.array(z.object({ date: isoDate })).max(31, 'At most 31 days.'),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MSG_AVAILABILITY.invalidMonth)
    .optional(),
});

/** POST /availability answer: the saved days of the month, sorted (spec 02 §8 success text in `msg`). */
export const availabilityUpdatedSchema = z.object({
  availableDates: z.array(z.object({ date: isoDate })),
  msg: z.string(),
});

export const dayHoursSchema = withOrderedHours(z.object({ start: clockTime, end: clockTime }));

export const weeklyHoursSchema = withOrderedHours(
  z.object({
    weekday: z.number().int().min(0, MSG_AVAILABILITY.invalidWeekday).max(6, MSG_AVAILABILITY.invalidWeekday),
    start: clockTime,
    end: clockTime,
  }),
);

/** PUT /availability/weekly-hours: the whole week at once (a weekday left out has no weekly hours). */
export const setWeeklyHoursSchema = z.object({
  weeklyHours: z
    .array(weeklyHoursSchema)
    .max(7, MSG_AVAILABILITY.tooManyWeekdays)
    .refine(
      (rows) => new Set(rows.map((r) => r.weekday)).size === rows.length,
      MSG_AVAILABILITY.weekdayTwice,
    ),
});

export const exceptionDateParamsSchema = z.object({ date: isoDate });

/**
 * PUT /availability/exceptions/{date}: one day differs from the week — off (`available` false), the whole
 * day (`available` true, no hours) or other hours (`available` true with `start` and `end`).
 */
export const setDayExceptionSchema = withOrderedHours(
  z.object({
    available: z.boolean(),
    start: clockTime.optional(),
    end: clockTime.optional(),
  }),
).refine((b) => (b.start === undefined) === (b.end === undefined), {
  message: MSG_AVAILABILITY.startAndEnd,
  path: ['end'],
});

const dayHoursOut = z.object({ start: z.string(), end: z.string() });

/** GET /availability/me and the answer of every schedule change: the caller's whole schedule. */
export const myScheduleSchema = z.object({
  msg: z.string().optional(),
  /** Today and the last day of the rolling window (India). */
  window: z.object({ first: isoDate, last: isoDate }),
  weeklyHours: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
  exceptions: z.array(z.object({ date: isoDate, available: z.boolean(), hours: dayHoursOut.nullable() })),
  /** Days marked available on the calendar (whole days), inside the window. */
  days: z.array(isoDate),
  /** Every day of the window with slots, where its hours come from, and the slots. */
  schedule: z.array(
    z.object({
      date: isoDate,
      source: z.enum(['exception', 'day', 'weekly']),
      hours: dayHoursOut.nullable(),
      slots: z.array(z.string()),
    }),
  ),
  /** The caller's bookings (not cancelled) inside the window: a day holding one cannot be removed. */
  bookings: z.array(
    z.object({
      _id: z.string(),
      date: isoDate,
      time: z.string(),
      patientName: z.string(),
      status: z.string(),
    }),
  ),
});

export type MySchedule = z.infer<typeof myScheduleSchema>;
export type SetWeeklyHoursBody = z.infer<typeof setWeeklyHoursSchema>;
export type SetDayExceptionBody = z.infer<typeof setDayExceptionSchema>;
