/**
 * Which slots a professional offers on a day (decision 053), the one copy both sides use: the server to
 * answer GET /availability and to check a booking, the web app to preview weekly hours on the calendar.
 *
 * A day's hours come from, in order: a single-day exception (a day off, the whole day, or other hours),
 * a day marked available on the calendar (POST /availability — the whole day, as before), the weekly
 * hours of that weekday. A slot of the role's fixed grid (spec 01 §8) is offered when it starts inside
 * the hours (start ≤ slot < end). Everything is India wall-clock time written as strings; no Date is
 * read in the process's zone, so TZ never moves a result.
 */
import { DOCTOR_SLOTS, NURSE_SLOTS } from './constants/appointments';
import { AVAILABILITY_WINDOW_DAYS } from './constants/availability';
import { addDays, slotMinutes } from './india-time';

export type ScheduleRole = 'doctor' | 'nurse';

/** Hours of a day, 'HH:MM' 24-hour India time, `start` < `end`. */
export interface DayHours {
  start: string;
  end: string;
}

/** Weekday 0 = Sunday … 6 = Saturday (as `Date#getUTCDay`). */
export interface WeeklyHours extends DayHours {
  weekday: number;
}

/** One day overriding the week: off (`available` false), the whole day, or other hours. */
export interface DayException {
  date: string;
  available: boolean;
  /** Null with `available` true: the whole day (every slot of the grid). */
  hours: DayHours | null;
}

export interface ScheduleInput {
  role: ScheduleRole;
  weekly: readonly WeeklyHours[];
  exceptions: readonly DayException[];
  /** Days marked available on the calendar (the whole day). */
  days: readonly string[];
}

export type DaySource = 'exception' | 'day' | 'weekly';

export interface ScheduledDay {
  date: string;
  source: DaySource;
  /** Null: the whole day. */
  hours: DayHours | null;
  /** The grid slots offered, in order; never empty (a day without slots is not listed). */
  slots: string[];
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

/** 'HH:MM' (00:00 … 24:00) → minutes after midnight; null when malformed. */
export function clockMinutes(time: string): number | null {
  if (!HH_MM.test(time)) return null;
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** Minutes after midnight → 'HH:MM'. */
export function minutesToClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The slot grid of a role (spec 01 §8). */
export function gridFor(role: ScheduleRole): readonly string[] {
  return role === 'doctor' ? DOCTOR_SLOTS : NURSE_SLOTS;
}

/** The grid slots that start inside the hours (all of them for the whole day). */
export function slotsWithin(role: ScheduleRole, hours: DayHours | null): string[] {
  const grid = gridFor(role);
  if (hours === null) return [...grid];
  const start = clockMinutes(hours.start);
  const end = clockMinutes(hours.end);
  if (start === null || end === null) return [];
  return grid.filter((slot) => {
    const m = slotMinutes(slot);
    return m !== null && m >= start && m < end;
  });
}

/** The weekday (0 = Sunday) of a 'YYYY-MM-DD' day, read in UTC so the process's zone never shifts it. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The last day of the rolling window that starts `today` (India): today + AVAILABILITY_WINDOW_DAYS − 1. */
export function windowLast(today: string): string {
  return addDays(today, AVAILABILITY_WINDOW_DAYS - 1);
}

/** The hours that govern one day, and where they come from; null when the day is not available. */
export function hoursOn(
  date: string,
  input: Omit<ScheduleInput, 'role'>,
): { source: DaySource; hours: DayHours | null } | null {
  const exception = input.exceptions.find((e) => e.date === date);
  if (exception) return exception.available ? { source: 'exception', hours: exception.hours } : null;
  if (input.days.includes(date)) return { source: 'day', hours: null };
  const weekday = weekdayOf(date);
  const weekly = input.weekly.find((w) => w.weekday === weekday);
  return weekly ? { source: 'weekly', hours: { start: weekly.start, end: weekly.end } } : null;
}

/** The slots offered on one day (empty when none). */
export function slotsOn(date: string, input: ScheduleInput): string[] {
  const found = hoursOn(date, input);
  return found ? slotsWithin(input.role, found.hours) : [];
}

/**
 * Every day from `from` to `last` (inclusive) with at least one slot, in order. Days are walked as
 * 'YYYY-MM-DD' strings, so month and year ends are plain calendar steps.
 */
export function scheduleBetween(from: string, last: string, input: ScheduleInput): ScheduledDay[] {
  const out: ScheduledDay[] = [];
  for (let date = from; date <= last; date = addDays(date, 1)) {
    const found = hoursOn(date, input);
    if (!found) continue;
    const slots = slotsWithin(input.role, found.hours);
    if (slots.length > 0) out.push({ date, source: found.source, hours: found.hours, slots });
  }
  return out;
}
