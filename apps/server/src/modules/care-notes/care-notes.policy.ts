import { addDays, isCalendarDay } from '@arogya/contract/india-time';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import { ConflictError, ForbiddenError, ValidationError } from '../../lib/errors';

/**
 * Who may do what with the care notes of an appointment (spec 02 §4: "Completed allows follow-up, voice
 * note and relay note"; DESIGN §3: a professional acts only on the appointments booked with them). The
 * routes look the appointment up first — an unknown id is 404 — and then ask here.
 */

export interface AppointmentParties {
  patientId: string;
  professionalId: string;
}

export type Party = 'professional' | 'patient';

/** The viewer's part in the appointment, or null when it is not theirs. */
export function partyOf(appointment: AppointmentParties, userId: string): Party | null {
  if (appointment.professionalId === userId) return 'professional';
  if (appointment.patientId === userId) return 'patient';
  return null;
}

/** Only the appointment's own professional writes its care notes and reads its summary. */
export function assertProfessionalOf(appointment: AppointmentParties, userId: string): void {
  if (partyOf(appointment, userId) !== 'professional')
    throw new ForbiddenError(MSG_APPOINTMENTS.onlyTheProfessional);
}

/** The intake form is for the two people of the appointment. */
export function assertPartyOf(appointment: AppointmentParties, userId: string): Party {
  const party = partyOf(appointment, userId);
  if (!party) throw new ForbiddenError(MSG_APPOINTMENTS.onlyTheParties);
  return party;
}

/** Voice notes, relay notes and follow-ups come after the visit. */
export function assertCompleted(status: string): void {
  if (status !== 'Completed') throw new ConflictError(MSG_APPOINTMENTS.notCompletedYet);
}

/** Notes to the patient are for visits still ahead: Pending or Confirmed. */
export const PATIENT_NOTE_STATUSES = ['Pending', 'Confirmed'] as const;

export function assertOpenForPatientNotes(status: string): void {
  if (!(PATIENT_NOTE_STATUSES as readonly string[]).includes(status)) {
    throw new ConflictError(MSG_APPOINTMENTS.patientNoteOnlyOpen);
  }
}

/** A follow-up is at most this many days ahead (ours: the page offers up to 90; a year bounds typing). */
export const FOLLOW_UP_MAX_DAYS_AHEAD = 365;

/** A follow-up date must be a real day, after today (India time) and at most a year ahead. */
export function checkFollowUpDate(date: string, today: string): void {
  const invalid = (message: string): never => {
    throw new ValidationError(message, [{ path: 'body.followUpDate', message }]);
  };
  if (!isCalendarDay(date)) invalid(fill(MSG_APPOINTMENTS.followUpInvalidDate, { date }));
  if (date <= today) invalid(MSG_APPOINTMENTS.followUpDateNotFuture);
  if (date > addDays(today, FOLLOW_UP_MAX_DAYS_AHEAD)) {
    invalid(fill(MSG_APPOINTMENTS.followUpDateTooFar, { days: FOLLOW_UP_MAX_DAYS_AHEAD }));
  }
}

const FILE_URL = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The file id of a `/api/files/<uuid>` path (what the voice-note upload answered), else null. */
export function fileIdOfUrl(url: string): string | null {
  return FILE_URL.exec(url.trim())?.[1]?.toLowerCase() ?? null;
}
