import { type VideoParticipantRole, videoCallWindowOpen } from '@arogya/contract/constants/video';
import { MSG_VIDEO } from '@arogya/contract/messages/video';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';

/** Who someone is in a call, or null when they may not join it (spec 01 §6; the "who may join"). */
export function participantRole(
  call: { professionalId: string; patientId: string },
  person: { id: string; role: string },
  circleRole: string | null,
): VideoParticipantRole | null {
  if (person.id === call.professionalId) return person.role === 'nurse' ? 'Nurse' : 'Doctor';
  if (person.id === call.patientId) return 'Patient';
  if (circleRole === 'Family') return 'Family';
  return null;
}

/**
 * A video consultation can be started by its professional, while it is neither cancelled nor completed,
 * from 10 minutes before its time until it ends (its time plus the consultation's length).
 */
export function checkConsultationStart(
  appointment: {
    professionalId: string;
    bookingType: string;
    status: string;
    appointmentDate: string;
    appointmentTime: string;
  } | null,
  professionalId: string,
  now: Date,
): void {
  if (!appointment || appointment.professionalId !== professionalId) {
    throw new NotFoundError(MSG_VIDEO.notYourAppointment);
  }
  if (appointment.bookingType !== 'Video Consultation')
    throw new ConflictError(MSG_VIDEO.notVideoConsultation);
  if (appointment.status === 'Cancelled' || appointment.status === 'Completed') {
    throw new ConflictError(MSG_VIDEO.appointmentClosed);
  }
  if (!videoCallWindowOpen(appointment.appointmentDate, appointment.appointmentTime, now)) {
    throw new ConflictError(MSG_VIDEO.outsideWindow);
  }
}

/** A family bridge: a doctor or nurse who is Active in the patient's circle or has an appointment with them. */
export function checkFamilyBridge(input: {
  professionalRole: string;
  isSelf: boolean;
  patientRole: string | null;
  circleRole: string | null;
  hasAppointment: boolean;
}): void {
  if (input.professionalRole !== 'doctor' && input.professionalRole !== 'nurse') {
    throw new ForbiddenError(MSG_VIDEO.professionalsOnly);
  }
  if (input.isSelf || input.patientRole !== 'patient') throw new NotFoundError(MSG_VIDEO.noRelationship);
  if (!input.circleRole && !input.hasAppointment) throw new ForbiddenError(MSG_VIDEO.noRelationship);
}

/** Whole seconds between start and end, never negative. */
export function durationSeconds(startedAt: Date, endedAt: Date): number {
  return Math.max(0, Math.floor((endedAt.getTime() - startedAt.getTime()) / 1000));
}
