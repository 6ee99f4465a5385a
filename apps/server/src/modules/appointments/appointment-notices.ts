import { patientAppointmentLink } from '@arogya/contract/constants/appointments';
import { formatSlotDay } from '@arogya/contract/india-time';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_NOTIFICATIONS } from '@arogya/contract/messages/notifications';
import type { NewNotification } from '../notifications/notifications.service';

export { formatSlotDay };

/**
 * The texts of appointment notifications. They name people, the booking type and the slot — never
 * symptoms or notes: a notification may show on a shared screen or a lock screen.
 */

/** Where the patient's list lives. */
export const PATIENT_APPOINTMENTS_LINK = '/my-appointments';

/** The professional's appointment manager (spec 02 §2: /doctor/appointments, /nurse/appointments). */
export function professionalAppointmentsLink(role: string): string {
  return role === 'nurse' ? '/nurse/appointments' : '/doctor/appointments';
}

/** 'Dr. Arjun Mehta' for a doctor (unless the name already says so), the plain name for a nurse. */
export function professionalTitle(name: string, role: string): string {
  if (role !== 'doctor' || /^dr\.?\s/i.test(name)) return name;
  return `Dr. ${name}`;
}

/** What every appointment notice needs. */
export interface NoticeSubject {
  appointmentId: string;
  appointmentDate: string;
  appointmentTime: string;
  bookingType: string;
  patient: { id: string; name: string };
  professional: { id: string; name: string; role: string };
}

function slotVars(s: NoticeSubject) {
  return {
    bookingType: s.bookingType,
    date: formatSlotDay(s.appointmentDate),
    time: s.appointmentTime,
  };
}

/** To the professional: a patient booked them. */
export function bookedNotice(s: NoticeSubject): NewNotification {
  return {
    userId: s.professional.id,
    kind: 'appointment_booked',
    message: fill(MSG_NOTIFICATIONS.booked, { patient: s.patient.name, ...slotVars(s) }),
    link: professionalAppointmentsLink(s.professional.role),
    appointmentId: s.appointmentId,
  };
}

/** To the professional: the patient cancelled. */
export function cancelledByPatientNotice(s: NoticeSubject): NewNotification {
  return {
    userId: s.professional.id,
    kind: 'appointment_cancelled',
    message: fill(MSG_NOTIFICATIONS.cancelledByPatient, { patient: s.patient.name, ...slotVars(s) }),
    link: professionalAppointmentsLink(s.professional.role),
    appointmentId: s.appointmentId,
  };
}

/** To the patient: the professional confirmed, cancelled (with the refund, if any) or completed. */
export function statusNotice(
  s: NoticeSubject,
  to: 'Confirmed' | 'Cancelled' | 'Completed',
  refundedRupees: number | null,
): NewNotification {
  const professional = professionalTitle(s.professional.name, s.professional.role);
  const vars = { professional, ...slotVars(s) };
  const base = { userId: s.patient.id, appointmentId: s.appointmentId };
  switch (to) {
    case 'Confirmed':
      return {
        ...base,
        link: patientAppointmentLink(s.appointmentId, 'Upcoming'),
        kind: 'appointment_confirmed',
        message: fill(MSG_NOTIFICATIONS.confirmed, vars),
      };
    case 'Completed':
      return {
        ...base,
        link: patientAppointmentLink(s.appointmentId, 'Past'),
        kind: 'appointment_completed',
        message: fill(MSG_NOTIFICATIONS.completed, {
          professional,
          bookingType: s.bookingType,
          date: vars.date,
        }),
      };
    case 'Cancelled':
      return {
        ...base,
        link: patientAppointmentLink(s.appointmentId, 'Cancelled'),
        kind: 'appointment_cancelled',
        message:
          refundedRupees === null
            ? fill(MSG_NOTIFICATIONS.cancelledByProfessional, vars)
            : fill(MSG_NOTIFICATIONS.cancelledByProfessionalRefunded, { ...vars, fee: refundedRupees }),
      };
  }
}

/** 'in 24 hours', 'in 1 hour', or minutes when less than an hour is left (a late run says the truth). */
export function timeUntil(startsAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.round((startsAt.getTime() - now.getTime()) / 60_000));
  if (minutes < 60) return fill(MSG_NOTIFICATIONS.inMinutes, { minutes });
  const hours = Math.round(minutes / 60);
  return hours === 1 ? MSG_NOTIFICATIONS.inOneHour : fill(MSG_NOTIFICATIONS.inHours, { hours });
}

/** Both reminders of one run; the keys make a retried job unable to notify twice. */
export function reminderNotices(s: NoticeSubject, hoursBefore: number, when: string): NewNotification[] {
  const vars = slotVars(s);
  const key = (userId: string) => `reminder:${s.appointmentId}:${hoursBefore}:${userId}`;
  return [
    {
      userId: s.patient.id,
      kind: 'appointment_reminder',
      message: fill(MSG_NOTIFICATIONS.reminderPatient, {
        ...vars,
        when,
        professional: professionalTitle(s.professional.name, s.professional.role),
      }),
      link: patientAppointmentLink(s.appointmentId, 'Upcoming'),
      appointmentId: s.appointmentId,
      dedupeKey: key(s.patient.id),
    },
    {
      userId: s.professional.id,
      kind: 'appointment_reminder',
      message: fill(MSG_NOTIFICATIONS.reminderProfessional, { ...vars, when, patient: s.patient.name }),
      link: professionalAppointmentsLink(s.professional.role),
      appointmentId: s.appointmentId,
      dedupeKey: key(s.professional.id),
    },
  ];
}
