import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('keeps small sizes in bytes and rounds larger ones to one decimal under 10', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(14 * 1024)).toBe('14 KB');
    expect(formatBytes(2.34 * 1024 * 1024)).toBe('2.3 MB');
    expect(formatBytes(5 * 1024 ** 4)).toBe('5,120 GB');
  });
});
