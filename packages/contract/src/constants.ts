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
// Second opinions (spec 02 §3–§5, §9)
// ---------------------------------------------------------------------------------------------------------

/** Base price in rupees by specialty, in the spec's order. */
export const SECOND_OPINION_PRICES = {
  cardiology: 2999,
  neurology: 2999,
  oncology: 3499,
  orthopedics: 2499,
  dermatology: 1999,
  endocrinology: 2499,
  gastroenterology: 2799,
  hematology: 2999,
  nephrology: 2799,
  pulmonology: 2499,
  rheumatology: 2699,
  urology: 2499,
  gynecology: 2299,
  pediatrics: 2199,
  psychiatry: 2499,
  radiology: 3199,
  pathology: 2399,
  'emergency-medicine': 2999,
  'internal-medicine': 2299,
  surgery: 3499,
} as const;

export type SecondOpinionSpecialty = keyof typeof SECOND_OPINION_PRICES;

export const SECOND_OPINION_SPECIALTIES = keysOf(SECOND_OPINION_PRICES);

/** Display label of a second-opinion specialty value ('emergency-medicine' → 'Emergency Medicine'). */
export function secondOpinionSpecialtyLabel(specialty: SecondOpinionSpecialty): string {
  return specialty
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * Ours — which second-opinion specialty a doctor's directory specialty can answer (a specialist sees only
 * paid cases of their specialty, DESIGN §6). Dentists take no second-opinion cases.
 */
export const DOCTOR_SECOND_OPINION_SPECIALTY: Readonly<
  Record<DoctorSearchSpecialty, SecondOpinionSpecialty | null>
> = {
  Cardiologist: 'cardiology',
  Dermatologist: 'dermatology',
  Gynecologist: 'gynecology',
  Dentist: null,
  Pediatrician: 'pediatrics',
  'General Physician': 'internal-medicine',
  Neurologist: 'neurology',
};

export const URGENCY_LEVELS = {
  routine: { hours: 48, multiplier: 1 },
  urgent: { hours: 24, multiplier: 1.5 },
  critical: { hours: 12, multiplier: 2 },
} as const;

export type UrgencyLevel = keyof typeof URGENCY_LEVELS;

export const URGENCY_LEVEL_VALUES = keysOf(URGENCY_LEVELS);

/** Price in rupees: the base price times the urgency multiplier, rounded (half up) to a whole rupee. */
export function secondOpinionPrice(specialty: SecondOpinionSpecialty, urgency: UrgencyLevel): number {
  return Math.round(SECOND_OPINION_PRICES[specialty] * URGENCY_LEVELS[urgency].multiplier);
}

export const SECOND_OPINION_STATUSES = [
  'pending',
  'assigned',
  'in-review',
  'completed',
  'cancelled',
] as const;

export type SecondOpinionStatus = (typeof SECOND_OPINION_STATUSES)[number];

/** My Second Opinions tabs: value (status filter, `all` = none) → label. */
export const SECOND_OPINION_TABS = {
  all: 'All',
  pending: 'Pending',
  assigned: 'Assigned',
  'in-review': 'In Review',
  completed: 'Completed',
} as const;

export const RESPONSE_TYPES = ['written', 'video', 'both'] as const;

export type ResponseType = (typeof RESPONSE_TYPES)[number];

/**
 * Second-opinion uploads: PDF, JPEG, PNG, Word doc and docx, 50 MB each. The spec's picker also lists
 * .txt; it is offered in `pickerAccept` but rejected by validation (the server checks magic bytes and plain
 * text has none), which shows the "not a valid file type" message.
 */
export const SECOND_OPINION_FILE = {
  maxBytes: 52_428_800,
  mimeTypes: [
    'application/pdf',
    'image/jpeg',
    'image/png',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  extensions: ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx'],
  pickerAccept: '.pdf,.jpg,.jpeg,.png,.doc,.docx,.txt',
  /** Upload `category` value. */
  category: 'medical-report',
} as const;

/**
 * The deadline countdown (spec 02 §9). Wording is ours: 'Overdue' when the deadline is now or past;
 * under 24 hours whole hours rounded down ('5h left', 'Less than 1h left' under an hour); otherwise
 * whole days rounded down ('1 day left', '2 days left'). An unparseable deadline counts as 'Overdue'.
 */
export function deadlineLabel(deadline: Date | string | number, now: Date | number): string {
  const msLeft = new Date(deadline).getTime() - new Date(now).getTime();
  if (!(msLeft > 0)) return MSG.secondOpinion.overdue;
  const hour = 3_600_000;
  if (msLeft < 24 * hour) {
    const hours = Math.floor(msLeft / hour);
    return hours === 0 ? MSG.secondOpinion.lessThanAnHourLeft : fill(MSG.secondOpinion.hoursLeft, { hours });
  }
  const days = Math.floor(msLeft / (24 * hour));
  return days === 1 ? MSG.secondOpinion.oneDayLeft : fill(MSG.secondOpinion.daysLeft, { days });
}

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
