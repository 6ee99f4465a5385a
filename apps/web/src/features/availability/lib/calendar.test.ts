import type { MySchedule } from '@arogya/contract/schemas/availability';
import { afterEach, describe, expect, it } from 'vitest';
import {
  copyMondayToWeekdays,
  dayKind,
  monthGrid,
  previewSlots,
  sameWeek,
  weekDraft,
  weekPayload,
  windowMonths,
} from './calendar';

const SCHEDULE: MySchedule = {
  window: { first: '2026-11-26', last: '2027-02-23' },
  weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '10:00', end: '13:00' })),
  exceptions: [
    { date: '2026-11-27', available: false, hours: null },
    { date: '2026-11-28', available: true, hours: { start: '13:00', end: '15:00' } },
  ],
  days: ['2026-11-29'],
  schedule: [
    { date: '2026-11-26', source: 'weekly', hours: { start: '10:00', end: '13:00' }, slots: ['11:00 AM'] },
    { date: '2026-11-28', source: 'exception', hours: { start: '13:00', end: '15:00' }, slots: ['01:00 PM'] },
  ],
  bookings: [
    { _id: 'b1', date: '2026-11-26', time: '11:00 AM', patientName: 'Asha Rao', status: 'Confirmed' },
  ],
};

const previousTz = process.env.TZ;
afterEach(() => {
  if (previousTz === undefined) delete process.env.TZ;
  else process.env.TZ = previousTz;
});

describe.each(['UTC', 'Asia/Kolkata'])('availability editor rules with TZ=%s', (zone) => {
  it('lists every month the rolling window touches, across the year end', () => {
    process.env.TZ = zone;
    expect(windowMonths(SCHEDULE.window)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });

  it('tells weekly, changed, off, closed and outside days apart, like the server', () => {
    process.env.TZ = zone;
    expect(dayKind('2026-11-25', SCHEDULE)).toBe('outside');
    expect(dayKind('2026-11-26', SCHEDULE)).toBe('weekly');
    expect(dayKind('2026-11-27', SCHEDULE)).toBe('off');
    expect(dayKind('2026-11-28', SCHEDULE)).toBe('changed');
    expect(dayKind('2026-11-29', SCHEDULE)).toBe('marked'); // a Sunday marked on the calendar
    expect(dayKind('2026-12-06', SCHEDULE)).toBe('closed');
    expect(dayKind('2027-02-24', SCHEDULE)).toBe('outside');
  });

  it('builds a Monday-first month with slots and bookings on their days', () => {
    process.env.TZ = zone;
    const november = monthGrid('2026-11', SCHEDULE);
    expect(november.leadingBlanks).toBe(6); // 1 November 2026 is a Sunday
    expect(november.days).toHaveLength(30);
    const thursday = november.days.find((d) => d.date === '2026-11-26');
    expect(thursday).toMatchObject({ isToday: true, kind: 'weekly', slots: ['11:00 AM'] });
    expect(thursday?.bookings).toHaveLength(1);
    expect(monthGrid('2027-02', SCHEDULE).days).toHaveLength(28);
    expect(monthGrid('2026-12', SCHEDULE).leadingBlanks).toBe(1); // a Tuesday
  });

  it('edits the week as seven rows and sends only the working days', () => {
    process.env.TZ = zone;
    const draft = weekDraft(
      { ...SCHEDULE, weeklyHours: [{ weekday: 1, start: '09:00', end: '12:00' }] },
      'doctor',
    );
    expect(draft.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    const copied = copyMondayToWeekdays(draft);
    expect(weekPayload(copied).weeklyHours).toEqual(
      [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })),
    );
    expect(sameWeek(draft, copied)).toBe(false);
    expect(sameWeek(weekDraft(SCHEDULE, 'doctor'), weekDraft(SCHEDULE, 'doctor'))).toBe(true);
    expect(previewSlots('doctor', '10:00', '12:00')).toEqual(['11:00 AM', '11:30 AM']);
    expect(previewSlots('nurse', '13:00', '10:00')).toEqual([]);
  });
});
