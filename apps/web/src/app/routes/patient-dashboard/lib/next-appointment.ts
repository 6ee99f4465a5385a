import { PATIENT_CANCELLABLE_STATUSES } from '@arogya/contract/constants/appointments';
import type { Appointment } from '@arogya/contract/schemas/appointments';

/** When it starts: the server's `startsAt` (ISO, UTC), or null when unreadable. */
function startOf(appointment: Appointment): number | null {
  const time = Date.parse(appointment.startsAt);
  return Number.isFinite(time) ? time : null;
}

/** The soonest Pending or Confirmed appointment that has not started yet, or null. */
export function nextAppointment(
  appointments: readonly Appointment[],
  now: Date | number,
): Appointment | null {
  const nowMs = new Date(now).getTime();
  let best: { appointment: Appointment; start: number } | null = null;
  for (const appointment of appointments) {
    if (!(PATIENT_CANCELLABLE_STATUSES as readonly string[]).includes(appointment.status)) continue;
    const start = startOf(appointment);
    if (start === null || start < nowMs) continue;
    if (best === null || start < best.start) best = { appointment, start };
  }
  return best?.appointment ?? null;
}
