import {
  indiaDate,
  slotHasPassed as slotHasPassedAt,
  slotInstant,
  slotMinutes,
} from '@arogya/contract/india-time';
import { APP_LOCALE } from '@arogya/contract/locale';
import { once } from './once';

/**
 * Calendar days in India time (DESIGN §3: slot dates are India local), written 'YYYY-MM-DD'. "Today" is
 * the Kolkata day whatever zone the browser is in, so a visitor abroad sees the same days as the server.
 * Formatting treats a day as a wall-clock date (no zone shift): 'Mon 24 Nov' is the 24th everywhere.
 */

export type IsoDay = string;

const LOCALE = APP_LOCALE;

/** Today's date in India, e.g. '2026-11-24' (an instant after 18:30 UTC is already the next day there). */
export function indiaToday(now: Date | number = Date.now()): IsoDay {
  return indiaDate(now);
}

/** The India wall-clock slot ('2026-11-24', '10:00 AM') as an instant, or null when either is malformed. */
export const indiaSlotInstant = slotInstant;

/**
 * True once the slot has started (the server refuses it then: 'Please choose a date and time in the
 * future.'). A slot that cannot be read counts as passed, so it is never offered.
 */
export function slotHasPassed(date: string, time: string, now: Date | number = Date.now()): boolean {
  return slotHasPassedAt(date, time, now);
}

export { slotMinutes };

function parts(day: IsoDay): { year: number; month: number; date: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`Not a YYYY-MM-DD day: ${day}`);
  return { year: Number(match[1]), month: Number(match[2]), date: Number(match[3]) };
}

/** The day as a UTC midnight instant, for formatting it in UTC (so no zone can move it). */
function asUtc(day: IsoDay): Date {
  const { year, month, date } = parts(day);
  return new Date(Date.UTC(year, month - 1, date));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Every day of the month that `day` belongs to, in order ('2026-11-01' … '2026-11-30'). */
export function daysOfMonth(day: IsoDay): IsoDay[] {
  const { year, month } = parts(day);
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${year}-${pad(month)}-${pad(i + 1)}`);
}

/** 'YYYY-MM' of a day. */
export function monthOf(day: IsoDay): string {
  return day.slice(0, 7);
}

/** Day of the week with Monday first: 0 = Monday … 6 = Sunday. */
export function weekdayMondayFirst(day: IsoDay): number {
  return (asUtc(day).getUTCDay() + 6) % 7;
}

/** The day of the month as a number (24). */
export function dayOfMonth(day: IsoDay): number {
  return parts(day).date;
}

const shortParts = once(
  () =>
    new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }),
);
const longFormat = once(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);
const monthYearFormat = once(
  () => new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', month: 'long', year: 'numeric' }),
);

/**
 * What the formatters said for each day, kept: a booking page's date strip asks for every bookable day at
 * once, and again at every re-render (each call to a formatter costs a fraction of a millisecond).
 */
const piecesByDay = new Map<IsoDay, { weekday: string; date: string; month: string }>();
const longByDay = new Map<IsoDay, string>();

/** The pieces of 'Mon 24 Nov', for layouts that stack them. */
export function dayPieces(day: IsoDay): { weekday: string; date: string; month: string } {
  let pieces = piecesByDay.get(day);
  if (pieces === undefined) {
    const map = Object.fromEntries(
      shortParts()
        .formatToParts(asUtc(day))
        .map((p) => [p.type, p.value]),
    );
    pieces = { weekday: map.weekday ?? '', date: map.day ?? '', month: map.month ?? '' };
    piecesByDay.set(day, pieces);
  }
  return { ...pieces };
}

/** 'Mon 24 Nov'. */
export function formatShortDay(day: IsoDay): string {
  const { weekday, date, month } = dayPieces(day);
  return `${weekday} ${date} ${month}`;
}

/** 'Monday, 24 November 2026' (for labels that must not be ambiguous). */
export function formatLongDay(day: IsoDay): string {
  let text = longByDay.get(day);
  if (text === undefined) {
    text = longFormat().format(asUtc(day));
    longByDay.set(day, text);
  }
  return text;
}

/** 'November 2026'. */
export function formatMonthYear(day: IsoDay): string {
  return monthYearFormat().format(asUtc(day));
}

/**
 * Short and long weekday names, Monday first ('Mon' … 'Sun'): two formatters for the seven days, made on first
 * use. Made at module load, they cost every page that imports these helpers (a profile's booking strip among
 * them) two formatters it never uses: 73 ms of the profile page's main thread at Lighthouse's 4× slowdown, of
 * which ~60 was the locale's set-up that the page's first formatter then carries.
 */
export const weekdaysMondayFirst = once((): readonly { short: string; long: string }[] => {
  const short = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'short' });
  const long = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'long' });
  return Array.from({ length: 7 }, (_, i) => {
    // 2024-01-01 was a Monday.
    const date = new Date(Date.UTC(2024, 0, 1 + i));
    return { short: short.format(date), long: long.format(date) };
  });
});
