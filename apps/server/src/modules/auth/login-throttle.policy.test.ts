import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE, lockSecondsAfter } from './login-throttle.policy';

describe('login throttle policy', () => {
  it('lets the first four failures through, then doubles from 30 s up to the 15-minute cap', () => {
    expect([1, 2, 3, 4].map(lockSecondsAfter)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 50, 10_000].map(lockSecondsAfter)).toEqual([
      30, 60, 120, 240, 480, 900, 900, 900, 900,
    ]);
    expect(LOGIN_THROTTLE.maxDelaySeconds).toBe(900);
  });
});
