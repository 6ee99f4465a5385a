import { once } from '../../../lib/once';

const longDate = once(
  () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** "26 November 2026" for a notice version that is a date (`2026-11-26`); any other version as it is. */
export function noticeDate(version: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(version);
  if (!match) return version;
  return longDate().format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
