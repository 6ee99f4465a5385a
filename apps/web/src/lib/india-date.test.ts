import { describe, expect, it } from 'vitest';
import {
  daysOfMonth,
  formatLongDay,
  formatMonthYear,
  formatShortDay,
  indiaSlotInstant,
  indiaToday,
  slotHasPassed,
  slotMinutes,
  weekdayMondayFirst,
  weekdaysMondayFirst,
} from './india-date';

describe('India calendar days', () => {
  it("is already tomorrow in India after 18:30 UTC, whatever the browser's zone", () => {
    expect(indiaToday(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(indiaToday(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
    expect(indiaToday(new Date('2026-11-30T20:00:00Z'))).toBe('2026-12-01');
  });

  it('lists every day of the month, leap years included', () => {
    expect(daysOfMonth('2026-11-22')).toHaveLength(30);
    expect(daysOfMonth('2026-12-05').at(-1)).toBe('2026-12-31');
    expect(daysOfMonth('2028-02-10')).toHaveLength(29);
    expect(daysOfMonth('2026-02-10')[0]).toBe('2026-02-01');
  });

  it('formats a day as a wall-clock date', () => {
    expect(formatShortDay('2026-11-24')).toBe('Tue 24 Nov');
    expect(formatLongDay('2026-11-24')).toBe('Tuesday, 24 November 2026');
    expect(formatMonthYear('2026-11-24')).toBe('November 2026');
  });

  it('counts weekdays from Monday', () => {
    expect(weekdayMondayFirst('2026-11-23')).toBe(0);
    expect(weekdayMondayFirst('2026-11-01')).toBe(6);
    expect(weekdaysMondayFirst().map((d) => d.short)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
  });
});

describe('India slot instants', () => {
  it('reads slot times as minutes after midnight', () => {
    expect(slotMinutes('12:00 AM')).toBe(0);
    expect(slotMinutes('11:30 AM')).toBe(690);
    expect(slotMinutes('12:30 PM')).toBe(750);
    expect(slotMinutes('06:00 PM')).toBe(1080);
    expect(slotMinutes('13:00 PM')).toBeNull();
    expect(slotMinutes('noon')).toBeNull();
  });

  it('maps an India wall-clock slot to its UTC instant', () => {
    expect(indiaSlotInstant('2026-11-24', '11:30 AM')?.toISOString()).toBe('2026-11-24T06:00:00.000Z');
    // 02:00 AM in India is still the previous day in UTC.
    expect(indiaSlotInstant('2026-11-24', '02:00 AM')?.toISOString()).toBe('2026-11-23T20:30:00.000Z');
    expect(indiaSlotInstant('24/11/2026', '11:30 AM')).toBeNull();
  });

  it('counts a slot as passed from its very start, and an unreadable one as passed', () => {
    const start = new Date('2026-11-24T06:00:00Z');
    expect(slotHasPassed('2026-11-24', '11:30 AM', start.getTime() - 1)).toBe(false);
    expect(slotHasPassed('2026-11-24', '11:30 AM', start)).toBe(true);
    expect(slotHasPassed('2026-11-24', 'soon', start.getTime() - 86_400_000)).toBe(true);
  });
});
