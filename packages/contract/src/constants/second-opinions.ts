/**
 * Second-opinion constants (spec 02 §3–§5, §9): prices, urgency, statuses, file rules, the countdown.
 */
import { keysOf } from '../keys-of';
// The second-opinion catalogue only, not the messages barrel: every schema that reads these enums would
// otherwise carry every area's messages into the web app's bundles.
import type { DoctorSearchSpecialty } from './directory';

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

/**
 * Second-opinion uploads: PDF, JPEG, PNG, Word doc and docx, and plain text (the spec's picker lists .txt),
 * 50 MB each. The server decides the type from the bytes: magic numbers for the binary formats, and for
 * text that the bytes are valid UTF-8 without control characters.
 */
export const SECOND_OPINION_FILE = {
  maxBytes: 52_428_800,
  mimeTypes: [
    'application/pdf',
    'image/jpeg',
    'image/png',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'text/plain',
  ],
  extensions: ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx', '.txt'],
  pickerAccept: '.pdf,.jpg,.jpeg,.png,.doc,.docx,.txt',
  /** Upload `category` value of the patient's documents. */
  category: 'medical-report',
  /** Ours: upload `category` of the specialist's report attachments. */
  reportCategory: 'report',
  /** Ours: at most this many files per request (documents and report attachments together). */
  maxFilesPerRequest: 20,
} as const;
export const SECOND_OPINION_FILE_CATEGORIES = ['medical-report', 'report'] as const;
export type SecondOpinionFileCategory = (typeof SECOND_OPINION_FILE_CATEGORIES)[number];

/**
 * Ours (decision 026): a paid case whose deadline passes is flagged overdue and both sides are told; if
 * it is still not completed this many hours after the deadline it returns to Available for others.
 */
export const SECOND_OPINION_OVERDUE_GRACE_HOURS = 24;

/** Statuses in which the assigned specialist is working on the case. */
export const SECOND_OPINION_ACTIVE_STATUSES = ['assigned', 'in-review'] as const;

/** A declared review specialty's approval (profile editor → admin). */
export const SPECIALTY_DECLARATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Ours: the area's live update, sent to the patient and the specialist of a case when it changes. */
