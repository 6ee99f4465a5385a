import { keysOf } from '../keys-of';

/** Fraud flag code → label shown to admins (spec 02 §8). */
export const FRAUD_FLAGS = {
  DUPLICATE_GOV_ID: 'Duplicate Government ID detected',
  DUPLICATE_PHONE: 'Duplicate phone number detected',
  DISPOSABLE_EMAIL: 'Disposable/temporary email detected',
  INVALID_LICENSE_FORMAT: 'License number format appears invalid',
  SUSPICIOUS_ACTIVITY: 'Suspicious activity detected',
} as const;

export type FraudFlag = keyof typeof FRAUD_FLAGS;

export const FRAUD_FLAG_CODES = keysOf(FRAUD_FLAGS);

/** The label of a fraud flag code; unknown codes are shown raw. */
export function fraudFlagLabel(code: string): string {
  return Object.hasOwn(FRAUD_FLAGS, code) ? FRAUD_FLAGS[code as FraudFlag] : code;
}

/** Rows per page of the admin audit-log view. */
export const AUDIT_LOG_PAGE_SIZE = 25;

/** How often the admin dashboard refreshes its platform counts while it is open (milliseconds). */
export const PLATFORM_STATS_REFRESH_MS = 30_000;

/**
 * How often an open moderation queue (flagged support messages, reported forum posts) asks for news;
 * it is also read fresh whenever its tab opens, so a moderator never acts on a list minutes old.
 */
export const MODERATION_QUEUE_REFRESH_MS = 30_000;
