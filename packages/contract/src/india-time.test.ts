import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatSlotDay,
  indiaDate,
  indiaDayNumber,
  indiaMinutesOfDay,
  isCalendarDay,
  monthBounds,
  monthOf,
  slotHasPassed,
  slotInstant,
  slotMinutes,
  slotStart,
} from './india-time';

describe('India calendar days', () => {
  it('turns an instant into the Kolkata day, whatever the process time zone', () => {
    expect(indiaDate(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11-30');
    expect(indiaDate(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
    expect(indiaDate(new Date('2026-11-30T20:00:00Z'))).toBe('2026-12-01');
    expect(indiaDate(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01-01');
    // The same day as a number: the day of 1970-01-01 is 0, and India's midnight starts the next one.
    expect(indiaDayNumber(new Date('1970-01-01T18:29:59Z'))).toBe(0);
    expect(indiaDayNumber(new Date('1970-01-01T18:30:00Z'))).toBe(1);
    expect(indiaDayNumber(new Date('2026-11-30T18:29:59Z')) + 1).toBe(
      indiaDayNumber(new Date('2026-11-30T18:30:00Z')),
    );
  });

  it('does day arithmetic across months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(monthOf('2026-12-09')).toBe('2026-12');
  });

  it('knows the bounds of a month', () => {
    expect(monthBounds('2026-02-14')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthBounds('2028-02-01')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthBounds('2026-12-31')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });

  it('accepts only real calendar days', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('26-01-01')).toBe(false);
  });
});

describe('India slot times', () => {
  it('reads slot times as the spec writes them, and nothing else', () => {
    expect(slotMinutes('12:00 AM')).toBe(0);
    expect(slotMinutes('09:00 AM')).toBe(540);
    expect(slotMinutes('12:30 PM')).toBe(750);
    expect(slotMinutes('06:00 PM')).toBe(1080);
    for (const bad of ['13:00 PM', '00:30 AM', '9:00 AM', '09:00 am', '09:60 AM', 'noon', ' 09:00 AM']) {
      expect(slotMinutes(bad), bad).toBeNull();
    }
  });

  it('turns an India slot into its UTC instant, whatever the process time zone', () => {
    expect(slotInstant('2026-11-24', '11:30 AM')?.toISOString()).toBe('2026-11-24T06:00:00.000Z');
    expect(slotStart('2026-12-01', '12:00 AM').toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(slotInstant('2026-11-24', '11:30')).toBeNull();
    expect(slotInstant('24-11-2026', '11:30 AM')).toBeNull();
    expect(() => slotStart('2026-11-24', 'noon')).toThrow('not a slot');
  });

  it('knows when a slot has started; an unreadable slot counts as passed', () => {
    const start = new Date('2026-11-24T06:00:00Z');
    expect(slotHasPassed('2026-11-24', '11:30 AM', start.getTime() - 1)).toBe(false);
    expect(slotHasPassed('2026-11-24', '11:30 AM', start)).toBe(true);
    expect(slotHasPassed('2026-11-24', 'later', 0)).toBe(true);
  });

  it('gives the minutes since India midnight and spells a slot day', () => {
    expect(indiaMinutesOfDay(new Date('2026-11-30T18:29:00Z'))).toBe(1439);
    expect(indiaMinutesOfDay(new Date('2026-11-30T18:30:00Z'))).toBe(0);
    expect(formatSlotDay('2026-11-28')).toBe('Sat, 28 Nov 2026');
  });
});
