import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDuration,
  formatPaise,
  formatRupees,
  formatTimeAgo,
  toDate,
  toIsoDate,
} from './format';

describe('format', () => {
  it('formats rupees with Indian digit grouping', () => {
    expect(formatRupees(2000)).toBe('₹2,000');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(1234.5)).toBe('₹1,234.50');
    expect(formatPaise(99900)).toBe('₹999');
  });

  it('reads YYYY-MM-DD as a calendar date and formats it in en-IN', () => {
    const date = toDate('2026-11-21');
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2026, 10, 21]);
    expect(formatDate('2026-11-21')).toBe('21 Nov 2026');
    expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('says how long ago', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(formatTimeAgo(new Date('2026-11-21T09:55:00Z'), now)).toBe('5 minutes ago');
    expect(formatTimeAgo(new Date('2026-11-20T10:00:00Z'), now)).toBe('yesterday');
  });
});

describe('formatDuration', () => {
  const MIN = 60_000;
  it('names the two largest adjacent units, rounded down', () => {
    expect(formatDuration((2 * 24 * 60 + 3 * 60 + 59) * MIN)).toBe('2 days, 3 hours');
    expect(formatDuration((60 + 5) * MIN)).toBe('1 hour, 5 minutes');
    expect(formatDuration(45 * MIN + 59_000)).toBe('45 minutes');
    expect(formatDuration(3 * 24 * 60 * MIN)).toBe('3 days');
    expect(formatDuration(2 * 60 * MIN)).toBe('2 hours');
  });
  it('never goes below zero', () => {
    expect(formatDuration(-5 * MIN)).toBe('0 minutes');
    expect(formatDuration(30_000)).toBe('0 minutes');
  });
});
