import type { Appointment } from '@arogya/contract/schemas/appointments';
import { indiaSlotInstant } from '../../../lib/india-date';

/**
 * When the appointment starts: the server's `startsAt` (ISO, UTC); should it ever be unreadable, the
 * India wall-clock slot itself. Null only when neither can be read.
 */
export function appointmentStart(
  appointment: Pick<Appointment, 'startsAt' | 'appointmentDate' | 'appointmentTime'>,
): Date | null {
  const fromServer = new Date(appointment.startsAt);
  if (appointment.startsAt && Number.isFinite(fromServer.getTime())) return fromServer;
  return indiaSlotInstant(appointment.appointmentDate, appointment.appointmentTime);
}
