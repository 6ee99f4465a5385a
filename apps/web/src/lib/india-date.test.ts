import { describe, expect, it } from 'vitest';
import {
  daysOfMonth,
  formatLongDay,
  formatMonthYear,
  formatShortDay,
  indiaToday,
  WEEKDAYS_MONDAY_FIRST,
  weekdayMondayFirst,
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
    expect(WEEKDAYS_MONDAY_FIRST.map((d) => d.short)).toEqual([
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
