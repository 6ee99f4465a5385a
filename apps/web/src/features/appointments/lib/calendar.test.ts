import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { contractAppointment } from '../../../test/fixtures';
import {
  buildIcs,
  escapeIcsText,
  foldIcsLine,
  googleCalendarUrl,
  icsFileName,
  shareText,
  whatsappShareUrl,
} from './calendar';

const NOW = new Date('2026-11-22T04:00:00Z');
// 24 Nov 2026, 11:00 AM in India.
const START = '2026-11-24T05:30:00.000Z';
const END = '2026-11-24T06:30:00.000Z';

function parseEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('buildIcs (RFC 5545)', () => {
  it('parses back to a one-hour event with the title, UID and stamp', () => {
    const a = contractAppointment({ _id: 'a-1' });
    const ics = buildIcs(a, NOW, 'https://arogya.example/my-appointments');
    const { calendar, vevent, event } = parseEvent(ics);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(event.uid).toBe('a-1@arogya.health');
    expect(event.startDate.toJSDate().toISOString()).toBe(START);
    expect(event.endDate.toJSDate().toISOString()).toBe(END);
    expect(event.startDate.isDate).toBe(false);
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.summary).toBe('In-Home Visit with Dr. Neha Kapoor');
    expect(event.description).toBe(
      'In-Home Visit with Dr. Neha Kapoor. Manage or cancel it in My Appointments on Arogya.',
    );
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-11-22T04:00:00Z');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://arogya.example/my-appointments');
    // The reminder fires an hour before.
    const alarm = vevent.getFirstSubcomponent('valarm');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-PT1H');
  });

  it('writes DTSTART and DTEND in UTC "Z" form, CRLF endings, and never a symptom', () => {
    const ics = buildIcs(contractAppointment({ symptoms: 'Private: chest pain' }), NOW);
    expect(ics).toContain('\r\nDTSTART:20261124T053000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261124T063000Z\r\n');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics).not.toContain('chest pain');
  });

  it('round-trips commas, semicolons, backslashes, newlines and non-ASCII, folded at 75 octets', () => {
    const name = 'Dr. Rao; Sharma, MD \\ "Ayurveda"\nडॉ. अनन्या राव — Bengaluru, Karnataka; ವೈದ್ಯರು';
    const a = contractAppointment({
      doctor: { _id: 'd', name, specialty: null },
      bookingType: 'Video Consultation',
      appointmentDate: '2026-12-31',
      appointmentTime: '11:30 PM',
    });
    const ics = buildIcs(a, NOW);
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(ics).toContain('Rao\\; Sharma\\, MD \\\\');
    const { event } = parseEvent(ics);
    expect(event.summary).toBe(`Video Consultation with ${name}`);
    expect(event.description).toContain(name);
    // 11:30 PM in India on the 31st is 18:00 UTC the same day; the hour ends at 19:00.
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-31T18:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-31T19:00:00.000Z');
  });
});

describe('escapeIcsText and foldIcsLine', () => {
  it('escapes backslash first, then ; and , and every kind of line break', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('leaves a 75-octet line alone and folds a 76-octet one', () => {
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldIcsLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('never splits a multi-byte character', () => {
    const folded = foldIcsLine(`SUMMARY:${'अ'.repeat(40)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(
      `SUMMARY:${'अ'.repeat(40)}`,
    );
  });
});

describe('links', () => {
  it('builds the Google Calendar template link for the one-hour slot', () => {
    const url = new URL(googleCalendarUrl(contractAppointment()));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('In-Home Visit with Dr. Neha Kapoor');
    expect(url.searchParams.get('dates')).toBe('20261124T053000Z/20261124T063000Z');
    expect(url.searchParams.get('details')).toContain('Manage or cancel it in My Appointments');
  });

  it('builds the WhatsApp link with the prefilled reminder, encoded', () => {
    const a = contractAppointment({ doctor: { _id: 'd', name: 'Dr. A & B', specialty: null } });
    expect(shareText(a)).toBe(
      'Reminder: In-Home Visit with Dr. A & B on Tuesday, 24 November 2026 at 11:00 AM. Booked on Arogya.',
    );
    const url = whatsappShareUrl(a);
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(url).searchParams.get('text')).toBe(shareText(a));
    expect(url).not.toContain(' ');
  });

  it('names the file by the appointment date', () => {
    expect(icsFileName(contractAppointment({ appointmentDate: '2026-11-24' }))).toBe(
      'arogya-appointment-2026-11-24.ics',
    );
  });
});
