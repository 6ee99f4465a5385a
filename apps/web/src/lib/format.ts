/** Formatting for India: rupees with Indian digit grouping (1,00,000) and dates in en-IN. */
import { paiseToRupees } from '@arogya/contract/constants/payments';
import { APP_LOCALE } from '@arogya/contract/locale';
import { once } from './once';

/** The app's one locale (decision 054); every formatter below goes through it. */
const LOCALE = APP_LOCALE;
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

// Every formatter is made on first use (lib/once.ts).
const rupees = once(
  () => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
);
const rupeesWithPaise = once(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);
const plainNumber = once(() => new Intl.NumberFormat(LOCALE));
// In the browser's own time zone, as Date#toLocaleDateString formats (one formatter, not one per call).
const shortDate = once(
  () => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric' }),
);
const longDate = once(
  () => new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
);
const dateTime = once(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

/** ₹2,000 · ₹1,00,000 · ₹1,234.50 (paise shown only when there are any). */
export function formatRupees(amount: number): string {
  return Number.isInteger(amount) ? rupees().format(amount) : rupeesWithPaise().format(amount);
}

/** Payment amounts arrive in paise and are shown divided by 100 (spec 02 §3). */
export function formatPaise(paise: number): string {
  return formatRupees(paiseToRupees(paise));
}

/** 1,00,000 */
export function formatNumber(value: number): string {
  return plainNumber().format(value);
}

/** Parses `YYYY-MM-DD` as a calendar date (no time-zone shift); other inputs go through `Date`. */
export function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  }
  return new Date(value);
}

/** 21 Nov 2026 */
export function formatDate(value: Date | string | number): string {
  return shortDate().format(toDate(value));
}

/** Saturday, 21 November 2026 */
export function formatLongDate(value: Date | string | number): string {
  return longDate().format(toDate(value));
}

/** 21 Nov 2026, 10:30 am */
export function formatDateTime(value: Date | string | number): string {
  return dateTime().format(toDate(value));
}

/** The local calendar date as `YYYY-MM-DD` (for date inputs and "not before today" rules). */
export function toIsoDate(value: Date = new Date()): string {
  const year = value.getFullYear();
  const month = String(value.getMonth() + 1).padStart(2, '0');
  const day = String(value.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

const relative = once(() => new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' }));
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "now". */
export function formatTimeAgo(value: Date | string | number, now: Date = new Date()): string {
  const seconds = Math.round((toDate(value).getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative().format(Math.round(seconds / size), unit);
  }
  return relative().format(0, 'second');
}

const MINUTE_MS = 60_000;
type DurationUnit = 'day' | 'hour' | 'minute';
const unitFormats: Record<DurationUnit, () => Intl.NumberFormat> = {
  day: once(() => new Intl.NumberFormat(LOCALE, { style: 'unit', unit: 'day', unitDisplay: 'long' })),
  hour: once(() => new Intl.NumberFormat(LOCALE, { style: 'unit', unit: 'hour', unitDisplay: 'long' })),
  minute: once(() => new Intl.NumberFormat(LOCALE, { style: 'unit', unit: 'minute', unitDisplay: 'long' })),
};
const unitList = once(() => new Intl.ListFormat(LOCALE, { style: 'long', type: 'unit' }));

/**
 * A duration as its two largest adjacent units, rounded down, through Intl: "2 days, 3 hours",
 * "1 hour, 5 minutes", "45 minutes", "3 days". Under a minute: "0 minutes".
 */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / MINUTE_MS);
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  const parts: [DurationUnit, number][] =
    days > 0
      ? [
          ['day', days],
          ['hour', hours],
        ]
      : hours > 0
        ? [
            ['hour', hours],
            ['minute', rest],
          ]
        : [['minute', rest]];
  return unitList().format(
    parts.filter(([, n], i) => i === 0 || n > 0).map(([unit, n]) => unitFormats[unit]().format(n)),
  );
}
