/**
 * India time, the one copy both sides use (DESIGN §3: slot times are India local, instants are UTC).
 * Days are 'YYYY-MM-DD' strings: a day is a wall-clock notion, and an instant after 18:30 UTC is already
 * the next day in Kolkata. India Standard Time is UTC+05:30 all year (no daylight saving), so every rule
 * here is plain UTC arithmetic: the process's or the browser's own zone never moves a result.
 */

/** Minutes India is ahead of UTC, all year. */
export const INDIA_OFFSET_MINUTES = 330;
const INDIA_OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;

/** The instant as India wall-clock time, read with the UTC getters. */
function inIndia(instant: Date | number): Date {
  return new Date(new Date(instant).getTime() + INDIA_OFFSET_MS);
}

/** The India calendar day of an instant, e.g. 2026-11-30T20:00:00Z → '2026-12-01'. */
export function indiaDate(instant: Date | number): string {
  return inIndia(instant).toISOString().slice(0, 10);
}

/**
 * The India calendar day of an instant as a number (days since 1970-01-01): the same number all day in India, one
 * more from India's midnight. Cheaper than `indiaDate` where a day need only be told from the next.
 */
export function indiaDayNumber(instant: Date | number): number {
  return Math.floor((Number(instant) + INDIA_OFFSET_MS) / 86_400_000);
}

/** Minutes since midnight in India at an instant (0 … 1439). */
export function indiaMinutesOfDay(instant: Date | number): number {
  const shifted = inIndia(instant);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
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

/** A slot time as the spec writes it: '09:00 AM', '12:30 PM' (two-digit hour 01–12). */
const SLOT_TIME = /^(0[1-9]|1[0-2]):([0-5]\d) (AM|PM)$/;

/** '10:00 AM' → minutes after midnight (600); null when the text is not a slot time. */
export function slotMinutes(time: string): number | null {
  const match = SLOT_TIME.exec(time);
  if (!match) return null;
  return ((Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0)) * 60 + Number(match[2]);
}

/** The instant a slot starts ('2026-11-24', '11:30 AM' → 2026-11-24T06:00:00Z); null when either is malformed. */
export function slotInstant(date: string, time: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const minutes = slotMinutes(time);
  if (!day || minutes === null) return null;
  return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 0, minutes) - INDIA_OFFSET_MS);
}

/** Like `slotInstant`, for slots already validated: throws on a malformed one. */
export function slotStart(date: string, time: string): Date {
  const start = slotInstant(date, time);
  if (!start) throw new Error(`not a slot: ${date} ${time}`);
  return start;
}

/** True once the slot has started; a slot that cannot be read counts as passed (it is never offered). */
export function slotHasPassed(date: string, time: string, now: Date | number): boolean {
  const start = slotInstant(date, time);
  return start === null || start.getTime() <= new Date(now).getTime();
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-28' → 'Sat, 28 Nov 2026' (the day as written; spelled out here so no ICU version changes it). */
export function formatSlotDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}
