import {
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  SYMPTOMS_PREVIEW_CHARS,
} from '@arogya/contract/constants/appointments';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import type { Appointment } from '@arogya/contract/schemas/appointments';
import { dayPieces, type IsoDay } from '../../../../lib/india-date';

/** The manager's pure rules: status tabs, the symptoms preview, payment wording and the dashboard summary. */

export type AppointmentsByStatus = Record<AppointmentStatus, Appointment[]>;

const startOf = (a: Appointment) => Date.parse(a.startsAt);
const byStart = (a: Appointment, b: Appointment) => startOf(a) - startOf(b);

/**
 * One list per status tab. Ours: open work (Pending, Confirmed) soonest first; history (Completed,
 * Cancelled) most recent first.
 */
export function groupByStatus(appointments: readonly Appointment[]): AppointmentsByStatus {
  const groups = Object.fromEntries(
    APPOINTMENT_STATUSES.map((s) => [s, [] as Appointment[]]),
  ) as AppointmentsByStatus;
  for (const appointment of appointments) groups[appointment.status].push(appointment);
  groups.Pending.sort(byStart);
  groups.Confirmed.sort(byStart);
  groups.Completed.sort((a, b) => byStart(b, a));
  groups.Cancelled.sort((a, b) => byStart(b, a));
  return groups;
}

/**
 * Symptoms in the list are cut to 50 characters (spec 02 §9) and end in '...'; the full text shows on
 * expand. Counted in characters the reader sees (code points), so an emoji or Devanagari vowel sign is
 * never split in half.
 */
export function symptomsPreview(
  symptoms: string,
  max: number = SYMPTOMS_PREVIEW_CHARS,
): { text: string; truncated: boolean } {
  const chars = Array.from(symptoms.trim());
  if (chars.length <= max) return { text: chars.join(''), truncated: false };
  return { text: `${chars.slice(0, max).join('').trimEnd()}...`, truncated: true };
}

/** How the fee is settled: paid from the patient's care fund, due at the visit, or refunded. */
export function paymentLabel(status: Appointment['paymentStatus']): string {
  switch (status) {
    case 'paid':
      return MSG_APPOINTMENTS.proPaidFromCareFund;
    case 'due':
      return MSG_APPOINTMENTS.proDueAtVisit;
    case 'refunded':
      return MSG_APPOINTMENTS.proRefunded;
  }
}

/** 'Tue 24 Nov 2026' — the slot's India calendar day, never shifted by the browser's zone. */
export function formatAppointmentDay(day: IsoDay): string {
  const { weekday, date, month } = dayPieces(day);
  return `${weekday} ${date} ${month} ${day.slice(0, 4)}`;
}

export interface DashboardSummary {
  /** Booked for today (India), not cancelled. */
  today: number;
  /** Waiting for the professional to confirm. */
  pending: number;
  /** Confirmed and still ahead. */
  confirmedUpcoming: number;
  /** Pending or confirmed, still ahead, soonest first. */
  next: Appointment[];
}

/** The dashboard's counts and its short list of what comes next (ours). */
export function dashboardSummary(
  appointments: readonly Appointment[],
  today: IsoDay,
  now: Date,
  nextCount = 3,
): DashboardSummary {
  const open = appointments.filter(
    (a) => (a.status === 'Pending' || a.status === 'Confirmed') && startOf(a) >= now.getTime(),
  );
  return {
    today: appointments.filter((a) => a.appointmentDate === today && a.status !== 'Cancelled').length,
    pending: appointments.filter((a) => a.status === 'Pending').length,
    confirmedUpcoming: open.filter((a) => a.status === 'Confirmed').length,
    next: [...open].sort(byStart).slice(0, nextCount),
  };
}
