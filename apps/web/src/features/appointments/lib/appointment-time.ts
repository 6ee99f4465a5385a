import type { Appointment } from '@arogya/contract/schemas/appointments';

/** India is UTC+05:30 all year (no daylight saving), so a slot's wall-clock time maps to one instant. */
const INDIA_OFFSET_MINUTES = 330;

/** '10:00 AM' → minutes after midnight; null when the text is not a slot time. */
export function slotMinutes(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours < 1 || hours > 12 || minutes > 59) return null;
  const pm = match[3]?.toUpperCase() === 'PM';
  return ((hours % 12) + (pm ? 12 : 0)) * 60 + minutes;
}

/** The India wall-clock slot ('2026-11-24', '10:00 AM') as an instant, or null when either is malformed. */
export function indiaSlotInstant(date: string, time: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const minutes = slotMinutes(time);
  if (!day || minutes === null) return null;
  const utc = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 0, minutes - INDIA_OFFSET_MINUTES);
  return new Date(utc);
}

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
