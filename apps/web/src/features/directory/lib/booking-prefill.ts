import { MAX_TEXT } from '@arogya/contract/constants/input';
import { formatLongDay } from '../../../lib/india-date';

/**
 * What a follow-up link (or /video-consult) puts in the booking page's query (spec 01 §2): previousMeds,
 * symptoms, lastVisitTime, followUpDate, followUpId (ours) and type=video (ours). Anything malformed is
 * dropped rather than sent on.
 */
export interface BookingPrefill {
  symptoms: string;
  previousMeds: string;
  lastVisitTime: string | null;
  followUpDate: string | null;
  followUpId: string | null;
  video: boolean;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function text(params: URLSearchParams, key: string, max: number): string {
  return (params.get(key) ?? '').trim().slice(0, max);
}

export function readPrefill(params: URLSearchParams): BookingPrefill {
  const lastVisitTime = text(params, 'lastVisitTime', 100);
  const followUpDate = (params.get('followUpDate') ?? '').trim();
  const followUpId = (params.get('followUpId') ?? '').trim();
  return {
    symptoms: text(params, 'symptoms', MAX_TEXT.symptoms),
    previousMeds: text(params, 'previousMeds', MAX_TEXT.previousMeds),
    lastVisitTime: lastVisitTime === '' ? null : lastVisitTime,
    followUpDate: ISO_DAY.test(followUpDate) ? followUpDate : null,
    followUpId: UUID.test(followUpId) ? followUpId : null,
    video: params.get('type') === 'video',
  };
}

/** '2026-11-10 11:00 AM' (the server's lastVisitTime) → 'Tuesday, 10 November 2026, 11:00 AM'; other text as is. */
export function formatLastVisit(lastVisitTime: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](.+))?$/.exec(lastVisitTime.trim());
  if (!match?.[1]) return lastVisitTime;
  const day = formatLongDay(match[1]);
  return match[2] ? `${day}, ${match[2]}` : day;
}
