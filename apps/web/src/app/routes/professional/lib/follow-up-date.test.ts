import { DEFAULT_FOLLOW_UP_DAYS, FOLLOW_UP_DAYS } from '@arogya/contract/constants/care-notes';
import { describe, expect, it } from 'vitest';
import { addDays, followUpDateFor, isFollowUpDays } from './follow-up-date';

describe('follow-up choices (spec 02 §5)', () => {
  it('are 7, 14, 30, 60 and 90 days, 14 by default', () => {
    expect(FOLLOW_UP_DAYS).toEqual([7, 14, 30, 60, 90]);
    expect(DEFAULT_FOLLOW_UP_DAYS).toBe(14);
    expect(isFollowUpDays(30)).toBe(true);
    expect(isFollowUpDays(15)).toBe(false);
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-11-22', 14)).toBe('2026-12-06');
    expect(addDays('2026-12-25', 7)).toBe('2027-01-01');
    expect(addDays('2028-02-20', 14)).toBe('2028-03-05');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-11-22', 90)).toBe('2027-02-20');
  });

  it('refuses what is not a day', () => {
    expect(() => addDays('22/11/2026', 1)).toThrow(/YYYY-MM-DD/);
  });
});

describe('followUpDateFor: today in India plus the chosen days', () => {
  it('adds the default 14 days to the India date', () => {
    // 22 November 2026, 09:30 in India.
    expect(followUpDateFor(DEFAULT_FOLLOW_UP_DAYS, new Date('2026-11-22T04:00:00Z'))).toBe('2026-12-06');
  });

  it('counts from the India date, which is already tomorrow after 18:30 UTC', () => {
    // 21 November 2026, 19:00 UTC = 22 November, 00:30 in India.
    expect(followUpDateFor(7, new Date('2026-11-21T19:00:00Z'))).toBe('2026-11-29');
    // 21 November 2026, 18:29 UTC = 21 November, 23:59 in India.
    expect(followUpDateFor(7, new Date('2026-11-21T18:29:00Z'))).toBe('2026-11-28');
  });

  it.each([
    [7, '2026-11-29'],
    [14, '2026-12-06'],
    [30, '2026-12-22'],
    [60, '2027-01-21'],
    [90, '2027-02-20'],
  ] as const)('%i days from 22 Nov 2026 is %s', (days, expected) => {
    expect(followUpDateFor(days, new Date('2026-11-22T04:00:00Z'))).toBe(expected);
  });
});
