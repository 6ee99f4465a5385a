/// <reference types="node" />
import { afterEach, describe, expect, it } from 'vitest';
import {
  clockMinutes,
  hoursOn,
  type ScheduleInput,
  scheduleBetween,
  slotsOn,
  slotsWithin,
  weekdayOf,
  windowLast,
} from './availability-schedule';
import { indiaDate } from './india-time';

const MON_FRI_10_13 = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '10:00', end: '13:00' }));
const doctor = (over: Partial<ScheduleInput> = {}): ScheduleInput => ({
  role: 'doctor',
  weekly: MON_FRI_10_13,
  exceptions: [],
  days: [],
  ...over,
});

const previousTz = process.env.TZ;
afterEach(() => {
  if (previousTz === undefined) delete process.env.TZ;
  else process.env.TZ = previousTz;
});

describe.each(['UTC', 'Asia/Kolkata'])('recurring weekly hours with TZ=%s', (zone) => {
  it('offers the grid slots that start inside the hours', () => {
    process.env.TZ = zone;
    expect(slotsWithin('doctor', { start: '10:00', end: '13:00' })).toEqual([
      '11:00 AM',
      '11:30 AM',
      '12:00 PM',
      '12:30 PM',
    ]);
    // The end is exclusive: a slot starting at 13:00 lies outside 10:00–13:00.
    expect(slotsWithin('doctor', { start: '13:00', end: '14:30' })).toEqual([
      '01:00 PM',
      '01:30 PM',
      '02:00 PM',
    ]);
    expect(slotsWithin('nurse', { start: '08:00', end: '15:00' })).toEqual(['09:00 AM', '12:00 PM']);
    expect(slotsWithin('nurse', { start: '19:00', end: '22:00' })).toEqual([]);
    expect(slotsWithin('nurse', null)).toEqual(['09:00 AM', '12:00 PM', '03:00 PM', '06:00 PM']);
  });

  it('generates Mon–Fri days across a month end and a year end, weekdays read as calendar days', () => {
    process.env.TZ = zone;
    // Fri 27 Nov 2026 … Tue 8 Dec 2026: the weekend and the month end fall in between.
    const days = scheduleBetween('2026-11-27', '2026-12-08', doctor()).map((d) => d.date);
    expect(days).toEqual([
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
      '2026-12-08',
    ]);
    expect(scheduleBetween('2026-12-30', '2027-01-05', doctor()).map((d) => d.date)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-04',
      '2027-01-05',
    ]);
    expect(weekdayOf('2026-11-30')).toBe(1);
    expect(weekdayOf('2027-01-03')).toBe(0);
    expect(weekdayOf('2028-02-29')).toBe(2);
  });

  it('lets a single day override the week: off, other hours, or the whole day', () => {
    process.env.TZ = zone;
    const input = doctor({
      exceptions: [
        { date: '2026-11-30', available: false, hours: null },
        { date: '2026-12-01', available: true, hours: { start: '13:00', end: '15:00' } },
        { date: '2026-12-05', available: true, hours: null },
      ],
      days: ['2026-12-06', '2026-11-30'],
    });
    // The exception wins over a day marked on the calendar.
    expect(slotsOn('2026-11-30', input)).toEqual([]);
    expect(slotsOn('2026-12-01', input)).toEqual(['01:00 PM', '01:30 PM', '02:00 PM']);
    expect(hoursOn('2026-12-05', input)).toEqual({ source: 'exception', hours: null });
    expect(slotsOn('2026-12-05', input)).toHaveLength(7);
    // A marked Sunday: the whole day, as POST /availability always meant.
    expect(hoursOn('2026-12-06', input)).toEqual({ source: 'day', hours: null });
    expect(hoursOn('2026-12-02', input)).toEqual({
      source: 'weekly',
      hours: { start: '10:00', end: '13:00' },
    });
    expect(hoursOn('2026-12-12', input)).toBeNull();
  });

  it('keeps a window of 90 days from the India day of the clock, across the month end', () => {
    process.env.TZ = zone;
    // 30 Nov 19:00 UTC is 1 Dec 00:30 in India: the window starts on 1 December.
    const today = indiaDate(new Date('2026-11-30T19:00:00Z'));
    expect(today).toBe('2026-12-01');
    expect(windowLast(today)).toBe('2027-02-28');
    const days = scheduleBetween(today, windowLast(today), doctor());
    expect(days[0]?.date).toBe('2026-12-01');
    expect(days.at(-1)?.date).toBe('2027-02-26');
    // Every weekday of 13 weeks (90 days from a Tuesday hold 64 weekdays).
    expect(days).toHaveLength(64);
    expect(days.every((d) => d.slots.length === 4)).toBe(true);
  });

  it('reads clock times strictly', () => {
    process.env.TZ = zone;
    expect(clockMinutes('00:00')).toBe(0);
    expect(clockMinutes('13:30')).toBe(810);
    expect(clockMinutes('24:00')).toBe(1440);
    expect(clockMinutes('24:30')).toBeNull();
    expect(clockMinutes('9:00')).toBeNull();
    expect(clockMinutes('10:00 AM')).toBeNull();
  });
});
