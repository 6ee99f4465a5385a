/**
 * Business constants shared by the server and the web app. Sources are §9 of spec 01 (core, booking and
 * care) and spec 02 (community, admin and professional tools), plus constants named elsewhere in the
 * spec (cited per block). Anything marked "ours" is not in the spec and was decided here.
 *
 * Most areas keep their constants in `constants/<area>.ts` (import `@arogya/contract/constants/<area>`);
 * the blocks below are waiting to move to theirs.
 */

import type { DoctorSearchSpecialty, LatLngTuple } from './constants/directory';
import { keysOf } from './keys-of';
import { fill, MSG } from './messages';

// ---------------------------------------------------------------------------------------------------------
// Care circle, video and prescriptions (spec 01 §3–§5, §7, §9)
// ---------------------------------------------------------------------------------------------------------

/** Adherence score and streak are computed over this many days. */
export const ADHERENCE_WINDOW_DAYS = 30;

// ---------------------------------------------------------------------------------------------------------
// Payments (spec 02 §3, §7, §9)
// ---------------------------------------------------------------------------------------------------------

export const PAYMENT_CURRENCY = 'INR';

/** Payment `type`: the spec names `second_opinion`; `subscription` is ours. */
export const PAYMENT_TYPES = ['second_opinion', 'subscription'] as const;

export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** A payment record with this status is shown as Paid; anything else as Failed. */
export const PAYMENT_SUCCESS_STATUS = 'success';

/** Second-opinion `paymentStatus` value once paid. */
export const PAID_PAYMENT_STATUS = 'paid';

// ---------------------------------------------------------------------------------------------------------
// Records, announcements, admin (spec 02 §3, §5, §8, §9)
// ---------------------------------------------------------------------------------------------------------

/** Records page: recent activity shows the first 3. */
export const RECORDS_RECENT = 3;

/** Health-record uploads: images, PDF, plain text and Word; 20 files on the records page, 10 by default. */
export const RECORDS_UPLOAD = {
  maxFiles: 20,
  defaultMaxFiles: 10,
  accept: {
    'image/*': ['.jpg', '.jpeg', '.png', '.gif', '.webp'],
    'application/pdf': ['.pdf'],
    'text/plain': ['.txt'],
    'application/msword': ['.doc'],
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  },
} as const;
