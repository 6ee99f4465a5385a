import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('writes minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0 min 0 s');
    expect(formatDuration(725)).toBe('12 min 5 s');
    expect(formatDuration(59.9)).toBe('0 min 59 s');
  });
});
