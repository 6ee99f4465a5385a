/**
 * The one locale of the app (decision 054): every date and ₹ amount, on the server and in the web app, is
 * formatted through `Intl` with this locale. Adding Hindi later means choosing `hi-IN` here per request,
 * not finding each formatter.
 */
export const APP_LOCALE = 'en-IN';

// Made on first use: a formatter made at module load costs every page that imports the locale.
let grouped: Intl.NumberFormat | undefined;

/** Indian digit grouping, for a `₹{fee}` placeholder the spec writes with its own ₹: 2000 → "2,000", 100000 → "1,00,000". */
export function formatGroupedNumber(value: number): string {
  grouped ??= new Intl.NumberFormat(APP_LOCALE, { maximumFractionDigits: 2 });
  return grouped.format(value);
}
