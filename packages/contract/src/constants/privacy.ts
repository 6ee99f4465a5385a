/**
 * "Your data" (issue #25, India's DPDP Act 2023): export, erasure and consent. Texts live in
 * `messages/privacy.ts`; these are the rules both sides share.
 */

/**
 * The version of the privacy notice (`/privacy`) in force. A consent records the version the person was
 * shown; a grant against an older version is refused (409) so nobody consents to a text they did not see.
 * Change it whenever the notice's substance changes.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-26';

/** The "Privacy" page of the profile (export, erasure, consents); the notice itself stays at /privacy. */
export const PRIVACY_PAGE_PATH = '/profile/privacy';

/** Purposes a person consents to. `account` is given at registration and ends only with erasure. */
export const CONSENT_PURPOSES = ['account', 'record_sharing', 'care_circle', 'ai_summaries'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Purposes that can be withdrawn from the Privacy page (the account itself is erased instead). */
export const WITHDRAWABLE_CONSENT_PURPOSES = ['record_sharing', 'care_circle', 'ai_summaries'] as const;

export const CONSENT_ACTIONS = ['granted', 'withdrawn'] as const;

export const EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const ERASURE_STATUSES = ['scheduled', 'cancelled', 'completed'] as const;

/** At most one export per this many hours (429 otherwise, saying when one may ask again). */
export const EXPORT_COOLDOWN_HOURS = 24;
/** A ready export can be downloaded for this many days; then its file is deleted (410). */
export const EXPORT_RETENTION_DAYS = 7;
/** Erasure runs this many days after the request; until then the person can sign in and cancel it. */
export const ERASURE_GRACE_DAYS = 7;

/**
 * What keeps someone from erasing their account until it is finished (409 `OPEN_OBLIGATIONS`): a
 * professional's accepted work, and a patient's paid second opinion or live ambulance request (money or
 * a person on the way that the erasure would otherwise strand).
 */
export const OBLIGATION_KINDS = [
  'second_opinions',
  'visits',
  'lab_collections',
  'ambulance_trips',
  'paid_second_opinions',
  'ambulance_requests',
] as const;
export type ObligationKind = (typeof OBLIGATION_KINDS)[number];

/** Shown instead of the name of an erased person (forum posts, a doctor's retained visit record). */
export const DELETED_USER_NAME = 'Deleted user';

/** The grievance officer named in the privacy notice (DPDP Act 2023, s. 8(10) and the 2025 Rules). */
export const GRIEVANCE_OFFICER = {
  name: 'Grievance Officer, Arogya',
  email: 'grievance@arogya.health',
  /** Days within which a grievance is answered. */
  responseDays: 30,
} as const;

/** Areas of the retention table on the privacy notice, in display order (texts in MSG_PRIVACY). */
export const RETENTION_AREAS = [
  'account',
  'health',
  'clinicalRecord',
  'payments',
  'community',
  'notifications',
  'exports',
  'audit',
] as const;
