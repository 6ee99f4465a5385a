import { describe, expect, it } from 'vitest';
import { noticeDate } from './notice-date';

describe('noticeDate', () => {
  it('reads a dated version as a long date, whatever the time zone', () => {
    expect(noticeDate('2026-11-26')).toBe('26 November 2026');
  });
  it('leaves any other version as it is', () => {
    expect(noticeDate('v3')).toBe('v3');
  });
});
