import { describe, expect, it } from 'vitest';
import { lastWeeks, weekOf } from './analytics-weeks';
import { lastMonths } from './earnings.service';

describe('India weeks and months', () => {
  it('a week starts on Monday in India, whatever the UTC date', () => {
    // Sunday 23:30 UTC is already Monday 05:00 in India.
    expect(weekOf(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(weekOf(new Date('2026-11-22T18:00:00Z'))).toBe('2026-11-16');
    expect(weekOf(new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-23');
  });

  it('lists the last weeks and months oldest first', () => {
    expect(lastWeeks(new Date('2026-11-26T10:00:00Z'), 3)).toEqual([
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    expect(lastMonths(new Date('2026-02-10T10:00:00Z'), 4)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    // 31 Jan 20:00 UTC is 1 Feb in India.
    expect(lastMonths(new Date('2026-01-31T20:00:00Z'), 1)).toEqual(['2026-02']);
  });
});
