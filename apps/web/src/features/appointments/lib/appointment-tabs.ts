import {
  PATIENT_APPOINTMENT_TABS,
  type PatientAppointmentTab,
} from '@arogya/contract/constants/appointments';
import type { Appointment } from '@arogya/contract/schemas/appointments';
import type { IsoDay } from '../../../lib/india-date';
import { appointmentStart } from './appointment-time';

export type { PatientAppointmentTab };
export const TABS = PATIENT_APPOINTMENT_TABS;

type Classified = Pick<Appointment, 'status' | 'appointmentDate'>;

/**
 * The tab rules of spec 01 §4, word for word (`today` is the India date, `YYYY-MM-DD` compares as text):
 * - Upcoming = date today or later, or status Pending/Confirmed, and not Cancelled or Completed;
 * - Cancelled = status Cancelled;
 * - Past = status Completed, or date before today and not Cancelled.
 * The rules overlap on purpose: a Pending or Confirmed appointment whose day has passed is in both Upcoming
 * (its status is still open) and Past (its day is over) — the patient sees it in both places.
 */
export function isInTab(appointment: Classified, tab: PatientAppointmentTab, today: IsoDay): boolean {
  const { status, appointmentDate: date } = appointment;
  switch (tab) {
    case 'Upcoming':
      return (
        (date >= today || status === 'Pending' || status === 'Confirmed') &&
        status !== 'Cancelled' &&
        status !== 'Completed'
      );
    case 'Cancelled':
      return status === 'Cancelled';
    case 'Past':
      return status === 'Completed' || (date < today && status !== 'Cancelled');
  }
}

function startTime(appointment: Appointment): number {
  return appointmentStart(appointment)?.getTime() ?? 0;
}

/** The tab's appointments: Upcoming soonest first; Cancelled and Past most recent first. */
export function appointmentsInTab(
  appointments: readonly Appointment[],
  tab: PatientAppointmentTab,
  today: IsoDay,
): Appointment[] {
  const inTab = appointments.filter((appointment) => isInTab(appointment, tab, today));
  const direction = tab === 'Upcoming' ? 1 : -1;
  return inTab.sort((a, b) => direction * (startTime(a) - startTime(b)));
}
