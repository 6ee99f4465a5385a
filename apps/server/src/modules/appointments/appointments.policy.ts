import {
  type AppointmentStatus,
  type BookingType,
  CANCELLATION_CUTOFF_HOURS,
  DOCTOR_BOOKING_TYPES,
  DOCTOR_SLOTS,
  feeFor,
  NURSE_SLOTS,
  PATIENT_CANCELLABLE_STATUSES,
  PROFESSIONAL_STATUS_TRANSITIONS,
  REMINDER_HOURS_BEFORE,
} from '@arogya/contract/constants/appointments';
import { rupeesToPaise } from '@arogya/contract/constants/payments';
import { formatSlotDay, isCalendarDay, slotStart } from '@arogya/contract/india-time';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { fill } from '@arogya/contract/messages/fill';
import type { StoredTriage } from '../../db/schema/appointments';
import { ConflictError, ForbiddenError, ValidationError } from '../../lib/errors';
import { cleanSymptom, runTriage } from '../triage/triage-engine';

export { slotStart };

/** Roles that can be booked, and the professional role stored on an appointment. */
export const BOOKABLE_ROLES = ['doctor', 'nurse'] as const;
export type BookableRole = (typeof BOOKABLE_ROLES)[number];

export function isBookableRole(role: string): role is BookableRole {
  return (BOOKABLE_ROLES as readonly string[]).includes(role);
}

/** Doctors offer home visits and video consultations; nurses assignments (spec 01 §9). */
export function bookingTypesFor(role: BookableRole): readonly BookingType[] {
  return role === 'doctor' ? DOCTOR_BOOKING_TYPES : ['Nurse Assignment'];
}

export function slotsFor(role: BookableRole): readonly string[] {
  return role === 'doctor' ? DOCTOR_SLOTS : NURSE_SLOTS;
}

const HOUR_MS = 3_600_000;
function invalid(field: string, message: string): never {
  throw new ValidationError(message, [{ path: `body.${field}`, message }]);
}

export interface BookingRequest {
  role: BookableRole;
  bookingType: BookingType;
  appointmentDate: string;
  appointmentTime: string;
  /** What the page showed, in rupees. */
  fee: number;
}

export interface BookingPlan {
  /** Ours, from the fee constants: never the client's number. */
  feePaise: number;
  feeRupees: number;
  startsAt: Date;
}

/**
 * The rules of a booking that need no database: the booking type fits the professional, the time is one
 * of their slots, the day is real, the fee is the one we charge (the page must have shown the same), and
 * the slot has not started yet (India time, by the injected clock).
 */
export function planBooking(req: BookingRequest, now: Date): BookingPlan {
  if (!bookingTypesFor(req.role).includes(req.bookingType)) {
    invalid('bookingType', fill(MSG_BOOKING.bookingTypeNotOffered, { bookingType: req.bookingType }));
  }
  if (!isCalendarDay(req.appointmentDate)) {
    invalid('appointmentDate', fill(MSG_AVAILABILITY.invalidDate, { date: req.appointmentDate }));
  }
  if (!slotsFor(req.role).includes(req.appointmentTime)) invalid('appointmentTime', MSG_BOOKING.slotInvalid);
  const feeRupees = feeFor(req.bookingType);
  if (req.fee !== feeRupees) invalid('fee', fill(MSG_BOOKING.feeMismatch, { fee: feeRupees }));
  const startsAt = slotStart(req.appointmentDate, req.appointmentTime);
  if (startsAt.getTime() <= now.getTime()) invalid('appointmentDate', MSG_BOOKING.slotInPast);
  return { feePaise: rupeesToPaise(feeRupees), feeRupees, startsAt };
}

/** When each reminder goes out; reminders whose time has already passed are left out. */
export function reminderSchedule(startsAt: Date, now: Date): Array<{ hoursBefore: number; at: Date }> {
  return REMINDER_HOURS_BEFORE.map((hoursBefore) => ({
    hoursBefore,
    at: new Date(startsAt.getTime() - hoursBefore * HOUR_MS),
  })).filter((r) => r.at.getTime() > now.getTime());
}

/** True while at least CANCELLATION_CUTOFF_HOURS remain before the start (exactly 24 h still counts). */
export function withinCancellationWindow(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= CANCELLATION_CUTOFF_HOURS * HOUR_MS;
}

export interface StatusChangeSubject {
  patientId: string;
  professionalId: string;
  status: AppointmentStatus;
  /** The slot as booked (India wall clock) and the instant it starts. */
  appointmentDate: string;
  appointmentTime: string;
  startsAt: Date;
}

export interface StatusChange {
  by: 'patient' | 'professional';
  from: AppointmentStatus;
  to: AppointmentStatus;
  /** The statuses the conditional update may start from (a concurrent change makes it match nothing). */
  fromStatuses: readonly AppointmentStatus[];
  /** Stored with Completed only. */
  doctorNotes: string | null;
}

/**
 * Who may move an appointment where (spec 01 §4, spec 02 §4):
 * - its patient: only to Cancelled, from Pending or Confirmed, while at least 24 hours remain;
 * - its professional: Pending → Confirmed or Cancelled, Confirmed → Completed with notes once the slot
 *   has started (409 before);
 * - anyone else: nothing (403). Completed and Cancelled are final for everyone.
 */
export function decideStatusChange(
  user: { id: string },
  appt: StatusChangeSubject,
  input: { status: AppointmentStatus; doctorNotes?: string | undefined },
  now: Date,
): StatusChange {
  if (user.id === appt.patientId) {
    if (input.status !== 'Cancelled') throw new ForbiddenError(MSG_APPOINTMENTS.patientCanOnlyCancel);
    const cancellable: readonly AppointmentStatus[] = PATIENT_CANCELLABLE_STATUSES;
    if (!cancellable.includes(appt.status)) throw new ConflictError(MSG_APPOINTMENTS.cannotChangeFinal);
    if (!withinCancellationWindow(appt.startsAt, now)) {
      throw new ValidationError(MSG_APPOINTMENTS.cancellationNotAllowed);
    }
    // Either cancellable status will do: the professional may confirm it meanwhile.
    return {
      by: 'patient',
      from: appt.status,
      to: 'Cancelled',
      fromStatuses: cancellable,
      doctorNotes: null,
    };
  }

  if (user.id === appt.professionalId) {
    const allowed = PROFESSIONAL_STATUS_TRANSITIONS[appt.status];
    if (allowed.length === 0) throw new ConflictError(MSG_APPOINTMENTS.cannotChangeFinal);
    if (!allowed.includes(input.status)) {
      invalid('status', MSG_APPOINTMENTS.invalidStatusChange);
    }
    const notes = input.doctorNotes?.trim() ?? '';
    if (input.status === 'Completed' && notes.length === 0) {
      invalid('doctorNotes', MSG_APPOINTMENTS.doctorNotesRequired);
    }
    // A visit cannot be completed before it starts (India time of the slot, by the injected clock).
    if (input.status === 'Completed' && now.getTime() < appt.startsAt.getTime()) {
      throw new ConflictError(
        fill(MSG_APPOINTMENTS.cannotCompleteBeforeStart, {
          start: `${formatSlotDay(appt.appointmentDate)}, ${appt.appointmentTime}`,
        }),
      );
    }
    return {
      by: 'professional',
      from: appt.status,
      to: input.status,
      fromStatuses: [appt.status],
      doctorNotes: input.status === 'Completed' ? notes : null,
    };
  }

  throw new ForbiddenError(MSG_APPOINTMENTS.notYourAppointment);
}

/**
 * What the professional of an appointment may read of the patient through it — access ends with the
 * relationship (docs/decisions: care-notes access):
 * - `history`: Confirmed or Completed — this appointment and the patient's history on the platform
 *   (other visits' completion notes in the summary, other professionals' relay notes);
 * - `own`: Pending — only this appointment's own data (its symptoms, intake form, attached report);
 * - `none`: Cancelled — nothing, not even its own intake form or report.
 * The patient always reads their own appointment; anyone else reads nothing (`none`).
 */
export type HistoryAccess = 'history' | 'own' | 'none';

/** Statuses through which the professional still reads the appointment's own intake and report. */
export const OWN_DATA_STATUSES = ['Pending', 'Confirmed', 'Completed'] as const satisfies AppointmentStatus[];
/** Statuses through which the professional reads the patient's history beyond this appointment. */
export const HISTORY_STATUSES = ['Confirmed', 'Completed'] as const satisfies AppointmentStatus[];

export function professionalAccessFor(status: string): HistoryAccess {
  if ((HISTORY_STATUSES as readonly string[]).includes(status)) return 'history';
  if ((OWN_DATA_STATUSES as readonly string[]).includes(status)) return 'own';
  return 'none';
}

/** The viewer's access through `appointment`: the patient's is always `history` of their own. */
export function historyAccessOf(
  appointment: { patientId: string; professionalId: string; status: string },
  viewerId: string,
): HistoryAccess {
  if (viewerId === appointment.patientId) return 'history';
  if (viewerId === appointment.professionalId) return professionalAccessFor(appointment.status);
  return 'none';
}

/** Refuses a professional whose appointment gives no access (Cancelled): 403 with the reason. */
export function assertMayReadThrough(
  appointment: { patientId: string; professionalId: string; status: string },
  viewerId: string,
): HistoryAccess {
  const access = historyAccessOf(appointment, viewerId);
  if (access === 'none') throw new ForbiddenError(MSG_APPOINTMENTS.historyClosedCancelled);
  return access;
}

/**
 * The symptom helper's outcome for a booking (the red-flag path): the conversation the page sent is run
 * again through the engine, so the stored outcome is ours, never the client's. An unfinished or invalid
 * conversation is refused; an emergency outcome needs the patient's `confirmedSafeToWait`. Null when the
 * helper was not used.
 */
export function triageForBooking(
  triage: { symptom: string; answers: readonly string[] } | undefined,
  confirmedSafeToWait: boolean | undefined,
): StoredTriage | null {
  if (!triage) return null;
  const step = runTriage(triage.symptom, triage.answers);
  if (step.kind !== 'summary') invalid('triage', MSG_BOOKING.triageNotFinished);
  if (step.emergency && confirmedSafeToWait !== true) {
    invalid('confirmedSafeToWait', MSG_BOOKING.safeToWaitRequired);
  }
  return {
    topic: step.topic,
    symptom: cleanSymptom(triage.symptom),
    answers: [...triage.answers],
    summary: step.summary,
    emergency: step.emergency,
    confirmedSafeToWait: step.emergency && confirmedSafeToWait === true,
  };
}
