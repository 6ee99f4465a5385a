import { type BookingType, CANCELLATION_CUTOFF_HOURS, feeFor } from '@arogya/contract/constants/appointments';
import type { PaymentMethod } from '@arogya/contract/constants/payments';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { type BookAppointmentInput, bookAppointmentSchema } from '@arogya/contract/schemas/appointments';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-client';
import { indiaSlotInstant } from '../../../lib/india-date';
import type { ProviderRole } from './provider-view';

/** What the page holds when the patient presses a booking button. */
export interface BookingDraft {
  role: ProviderRole;
  providerId: string;
  date: string | null;
  time: string | null;
  /** The doctor's toggle; a nurse is always booked as a Nurse Assignment. */
  bookingType: BookingType;
  symptoms: string;
  previousMeds: string;
  reportFileId: string | null;
  followUpId: string | null;
  /** The symptom helper's finished conversation, when the patient used it. */
  triage: TriageOutcome | null;
  /** After a red flag: the patient ticked "safe to wait". */
  safeToWait: boolean;
}

/** A finished symptom-helper conversation: what was typed, the answers chosen and whether it was a red flag. */
export interface TriageOutcome {
  symptom: string;
  answers: string[];
  summary: string;
  emergency: boolean;
}

export type BookingField = 'login' | 'slot' | 'symptoms' | 'safeToWait';

const HOUR_MS = 3_600_000;

/**
 * True when the chosen slot starts in less than the cancellation cutoff (24 h): the booking then cannot
 * be cancelled and a care-fund payment is final, so the page says so before the pay buttons.
 */
export function startsWithinCutoff(date: string | null, time: string | null, now: Date | number): boolean {
  if (date === null || time === null) return false;
  const start = indiaSlotInstant(date, time);
  if (start === null) return false;
  return start.getTime() - new Date(now).getTime() < CANCELLATION_CUTOFF_HOURS * HOUR_MS;
}

/** The booking type sent for the page: the toggle for doctors, Nurse Assignment for nurses. */
export function bookingTypeFor(role: ProviderRole, chosen: BookingType): BookingType {
  return role === 'nurse' ? 'Nurse Assignment' : chosen;
}

/** The fee the page shows and sends (rupees); the server checks it against its own. */
export function bookingFee(role: ProviderRole, chosen: BookingType): number {
  return feeFor(bookingTypeFor(role, chosen));
}

/**
 * The first thing stopping the booking, in the spec's order (spec 01 §5): logged in, then a time slot,
 * then symptoms (for a nurse, the care required) — or null when it can be sent.
 */
export function bookingProblem(
  draft: Pick<BookingDraft, 'role' | 'date' | 'time' | 'symptoms'> &
    Partial<Pick<BookingDraft, 'triage' | 'safeToWait'>>,
  signedIn: boolean,
): { field: BookingField; message: string } | null {
  const nurse = draft.role === 'nurse';
  if (!signedIn) {
    return {
      field: 'login',
      message: nurse ? MSG_BOOKING.mustLoginAssignment : MSG_BOOKING.mustLoginAppointment,
    };
  }
  if (draft.date === null || draft.time === null)
    return { field: 'slot', message: nurse ? MSG_BOOKING.selectSlot : MSG_BOOKING.selectTimeSlot };
  if (draft.symptoms.trim() === '') {
    return { field: 'symptoms', message: nurse ? MSG_BOOKING.describeCare : MSG_BOOKING.describeSymptoms };
  }
  if (draft.triage?.emergency && draft.safeToWait !== true) {
    return { field: 'safeToWait', message: MSG_BOOKING.safeToWaitRequired };
  }
  return null;
}

/**
 * The spec's payload {doctor, appointmentDate, appointmentTime, bookingType, symptoms, previousMeds, fee,
 * paymentMethod}, plus `reportFileId`, `followUpId` and the helper's conversation (`triage`, with
 * `confirmedSafeToWait` after a red flag) only when there are any. Call after
 * `bookingProblem` returned null.
 */
export function bookingPayload(draft: BookingDraft, paymentMethod: PaymentMethod): BookAppointmentInput {
  return {
    ...bookingFields(draft),
    paymentMethod,
    ...(draft.reportFileId !== null && { reportFileId: draft.reportFileId }),
  };
}

/** The payload without what the booking button and the report upload add (`paymentMethod`, `reportFileId`). */
type BookingFields = Omit<BookAppointmentInput, 'paymentMethod' | 'reportFileId'>;

function bookingFields(draft: Omit<BookingDraft, 'reportFileId'>): BookingFields {
  if (draft.date === null || draft.time === null) throw new Error('bookingPayload needs a date and a time.');
  return {
    doctor: draft.providerId,
    appointmentDate: draft.date,
    appointmentTime: draft.time,
    bookingType: bookingTypeFor(draft.role, draft.bookingType),
    symptoms: draft.symptoms.trim(),
    previousMeds: draft.previousMeds.trim(),
    fee: bookingFee(draft.role, draft.bookingType),
    ...(draft.followUpId !== null && { followUpId: draft.followUpId }),
    ...(draft.triage !== null && {
      triage: { symptom: draft.triage.symptom, answers: draft.triage.answers },
      ...(draft.triage.emergency && { confirmedSafeToWait: draft.safeToWait }),
    }),
  };
}

/** The failure toast: the server's msg, else 'Failed to book appointment.' / 'Failed to book assignment.'. */
export function bookingFailureMessage(error: unknown, role: ProviderRole): string {
  if (isApiError(error) && error.status !== 0) return error.message;
  return role === 'nurse' ? MSG_BOOKING.bookAssignmentFailed : MSG_BOOKING.bookAppointmentFailed;
}

/** Only a signed-in patient whose balance covers the fee may pay from the care fund (spec 01 §6). */
export function canPayFromCareFund(balance: number | null | undefined, fee: number): boolean {
  return typeof balance === 'number' && balance >= fee;
}

/** What the patient types and ticks in the booking form (react-hook-form's values). */
export interface BookingFormValues {
  symptoms: string;
  previousMeds: string;
  safeToWait: boolean;
}

/** What the form's resolver reads from the page beside the values: who books what, and when. */
export type BookingFormContext = Omit<BookingDraft, keyof BookingFormValues | 'reportFileId'> & {
  signedIn: boolean;
};

/**
 * The booking form's schema: the first problem in the spec's order (`bookingProblem`, one message at a
 * time under its field), then the values become the contract's booking payload and are parsed with
 * `bookAppointmentSchema` itself (less what the button and the upload add), so the form cannot send what
 * the server's schema would refuse.
 */
export function bookingFormSchema(context: BookingFormContext) {
  const { signedIn, ...page } = context;
  return z
    .object({ symptoms: z.string(), previousMeds: z.string(), safeToWait: z.boolean() })
    .superRefine((values, ctx) => {
      const problem = bookingProblem({ ...page, ...values }, signedIn);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    })
    .transform((values) => bookingFields({ ...page, ...values }))
    .pipe(bookAppointmentSchema.omit({ paymentMethod: true, reportFileId: true }));
}

/** The order in which the form's problems are told (one at a time). */
export const BOOKING_FIELDS: readonly BookingField[] = ['login', 'slot', 'symptoms', 'safeToWait'];
