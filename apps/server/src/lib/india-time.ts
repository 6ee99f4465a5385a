import { TIME_ZONE } from '@arogya/contract/constants';

/**
 * Calendar days in India time. Days are 'YYYY-MM-DD' strings: a day is a wall-clock notion, and an
 * instant near midnight UTC is already the next day in Kolkata (UTC+05:30), whatever TZ the process runs in.
 */

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The India calendar day of an instant, e.g. 2026-11-30T20:00:00Z → '2026-12-01'. */
export function indiaDate(instant: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return dayFormat.format(instant);
}

/** 'YYYY-MM' of a 'YYYY-MM-DD' day. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The day `days` after (or before, when negative) a 'YYYY-MM-DD' day. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first and last day of the month of a 'YYYY-MM-DD' day. */
export function monthBounds(day: string): { first: string; last: string } {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)); // day 0 of the next month
  return { first: `${monthOf(day)}-01`, last: last.toISOString().slice(0, 10) };
}

/** True for a real calendar day written 'YYYY-MM-DD' (rejects 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const INDIA_OFFSET_MS = 330 * 60_000;
const SLOT_TIME = /^(0\d|1[0-2]):([0-5]\d) (AM|PM)$/;

/**
 * The instant a slot starts: an India wall-clock day and time ('2026-11-28', '01:30 PM') as a UTC Date,
 * whatever TZ the process runs in.
 */
export function slotStart(date: string, time: string): Date {
  const match = SLOT_TIME.exec(time);
  const [y, m, d] = date.split('-').map(Number);
  if (!match || y === undefined || m === undefined || d === undefined) {
    throw new Error(`not a slot: ${date} ${time}`);
  }
  const hours = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return new Date(Date.UTC(y, m - 1, d, hours, Number(match[2])) - INDIA_OFFSET_MS);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-28' → 'Sat, 28 Nov 2026' (the day as written; spelled out here so no ICU version changes it). */
export function formatSlotDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
