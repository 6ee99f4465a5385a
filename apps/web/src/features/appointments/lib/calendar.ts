import { CALENDAR_EVENT_MINUTES } from '@arogya/contract/constants/appointments';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import type { Appointment } from '@arogya/contract/schemas/appointments';
import { formatLongDay } from '../../../lib/india-date';
import { appointmentStart } from './appointment-time';

/**
 * Calendar and share helpers (spec 01 §7 "Calendar and share"): a Google Calendar template link, a
 * downloadable .ics file (RFC 5545) and a WhatsApp share link with a prefilled reminder. Events last one
 * hour. Only the booking type and the professional go into them — never symptoms: calendars sync to
 * places (work accounts, shared family calendars) that should not hold health details.
 */

type CalendarAppointment = Pick<
  Appointment,
  '_id' | 'doctor' | 'bookingType' | 'appointmentDate' | 'appointmentTime' | 'startsAt'
>;

const EVENT_MS = CALENDAR_EVENT_MINUTES * 60_000;

/** Start and end of the event; throws only when the appointment has no readable start at all. */
export function eventWindow(appointment: CalendarAppointment): { start: Date; end: Date } {
  const start = appointmentStart(appointment);
  if (start === null) throw new Error(`Appointment ${appointment._id} has no readable start.`);
  return { start, end: new Date(start.getTime() + EVENT_MS) };
}

/** 2026-11-24T05:30:00.000Z → 20261124T053000Z (UTC "basic" form, used by RFC 5545 and Google). */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function eventTitle(appointment: CalendarAppointment): string {
  return fill(MSG_APPOINTMENTS.calendarTitle, {
    bookingType: appointment.bookingType,
    doctor: appointment.doctor.name,
  });
}

export function eventDescription(appointment: CalendarAppointment): string {
  return fill(MSG_APPOINTMENTS.myCalendarDescription, {
    bookingType: appointment.bookingType,
    doctor: appointment.doctor.name,
  });
}

/** https://calendar.google.com/calendar/render?action=TEMPLATE&text=…&dates=…/…&details=… */
export function googleCalendarUrl(appointment: CalendarAppointment): string {
  const { start, end } = eventWindow(appointment);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: eventTitle(appointment),
    dates: `${utcStamp(start)}/${utcStamp(end)}`,
    details: eventDescription(appointment),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** The reminder a patient sends to family: 'Reminder: In-Home Visit with Dr. … on Tuesday, 24 November 2026 at 11:00 AM. …' */
export function shareText(appointment: CalendarAppointment): string {
  return fill(MSG_APPOINTMENTS.shareText, {
    bookingType: appointment.bookingType,
    doctor: appointment.doctor.name,
    date: formatLongDay(appointment.appointmentDate),
    time: appointment.appointmentTime,
  });
}

/** https://wa.me/?text=… — WhatsApp's own share link; the person picks the chat. */
export function whatsappShareUrl(appointment: CalendarAppointment): string {
  return `https://wa.me/?text=${encodeURIComponent(shareText(appointment))}`;
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma are escaped; any line break becomes `\n`. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();
const MAX_LINE_OCTETS = 75;

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF + one space. Octets, not characters:
 * a line of Devanagari folds sooner than one of ASCII, and a character is never split across lines.
 */
export function foldIcsLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let currentOctets = 0;
  // The first line holds 75 octets; a continuation holds 74 after its leading space.
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    if (currentOctets + octets > limit) {
      pieces.push(current);
      current = '';
      currentOctets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    currentOctets += octets;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/**
 * A one-event calendar: VCALENDAR/VEVENT with UID, DTSTAMP (`now`), DTSTART/DTEND in UTC (1 hour),
 * SUMMARY and DESCRIPTION escaped, a reminder an hour before, CRLF line endings and folded lines.
 */
export function buildIcs(appointment: CalendarAppointment, now: Date, url?: string): string {
  const { start, end } = eventWindow(appointment);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Arogya//My Appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${appointment._id}@arogya.health`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeIcsText(eventTitle(appointment))}`,
    `DESCRIPTION:${escapeIcsText(eventDescription(appointment))}`,
    ...(url ? [`URL:${url}`] : []),
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT1H',
    `DESCRIPTION:${escapeIcsText(eventTitle(appointment))}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** 'arogya-appointment-2026-11-24.ics' */
export function icsFileName(appointment: Pick<Appointment, 'appointmentDate'>): string {
  return `arogya-appointment-${appointment.appointmentDate}.ics`;
}
