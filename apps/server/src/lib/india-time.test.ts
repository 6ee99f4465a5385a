import { describe, expect, it } from 'vitest';
import { addDays, indiaDate, isCalendarDay, monthBounds, monthOf } from './india-time';

describe('India calendar days', () => {
  it('turns an instant into the Kolkata day, whatever the process time zone', () => {
    expect(indiaDate(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11-30');
    expect(indiaDate(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
    expect(indiaDate(new Date('2026-11-30T20:00:00Z'))).toBe('2026-12-01');
    expect(indiaDate(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01-01');
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
