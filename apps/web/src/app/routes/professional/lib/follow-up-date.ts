import { FOLLOW_UP_DAYS, type FollowUpDays } from '@arogya/contract/constants/care-notes';
import { type IsoDay, indiaToday } from '../../../../lib/india-date';

const pad = (n: number) => String(n).padStart(2, '0');

/** `day` plus `days` calendar days, in plain date arithmetic (no zone, no daylight saving). */
export function addDays(day: IsoDay, days: number): IsoDay {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`Not a YYYY-MM-DD day: ${day}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The date sent for a follow-up: today in India plus the chosen number of days (spec 02 §5). */
export function followUpDateFor(days: FollowUpDays, now: Date | number = Date.now()): IsoDay {
  return addDays(indiaToday(now), days);
}

export function isFollowUpDays(value: number): value is FollowUpDays {
  return (FOLLOW_UP_DAYS as readonly number[]).includes(value);
}
