import { describe, expect, it } from 'vitest';
import { dayLabel, groupByDay, timeOfDay } from './day-groups';

const now = new Date('2026-11-26T06:00:00Z'); // 11:30 in India

describe('chat day headings (India days)', () => {
  it('says Today, Yesterday, or the date', () => {
    expect(dayLabel('2026-11-26T01:00:00Z', now)).toBe('Today');
    // 19:00 UTC on the 25th is already the 26th in India.
    expect(dayLabel('2026-11-25T19:00:00Z', now)).toBe('Today');
    expect(dayLabel('2026-11-25T10:00:00Z', now)).toBe('Yesterday');
    expect(dayLabel('2026-11-20T10:00:00Z', now)).toBe('20 Nov 2026');
  });

  it('groups consecutive messages of one day', () => {
    const runs = groupByDay(
      [
        { createdAt: '2026-11-24T10:00:00Z' },
        { createdAt: '2026-11-25T10:00:00Z' },
        { createdAt: '2026-11-25T11:00:00Z' },
        { createdAt: '2026-11-26T02:00:00Z' },
      ],
      now,
    );
    expect(runs.map((r) => [r.label, r.items.length])).toEqual([
      ['24 Nov 2026', 1],
      ['Yesterday', 2],
      ['Today', 1],
    ]);
  });

  it('shows India time', () => {
    expect(timeOfDay('2026-11-26T06:00:00Z')).toBe('11:30');
  });
});
