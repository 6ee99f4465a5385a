import { describe, expect, it } from 'vitest';
import { COMMISSION_BPS, commissionPaise, isProMember, PRO_PRICE_PAISE } from './subscription';

describe('Pro plan arithmetic', () => {
  it('prices Rs 999 in paise and the rates in basis points', () => {
    expect(PRO_PRICE_PAISE).toBe(99_900);
    expect(COMMISSION_BPS).toEqual({ pro: 1500, standard: 2000 });
  });

  it('rounds the commission half up to the paisa, in integers', () => {
    expect(commissionPaise(50_000, COMMISSION_BPS.standard)).toBe(10_000);
    expect(commissionPaise(50_000, COMMISSION_BPS.pro)).toBe(7_500);
    // 15 % of 333 paise is 49.95 → 50; 20 % of 333 is 66.6 → 67; 15 % of 3 is 0.45 → 0.
    expect(commissionPaise(333, COMMISSION_BPS.pro)).toBe(50);
    expect(commissionPaise(333, COMMISSION_BPS.standard)).toBe(67);
    expect(commissionPaise(3, COMMISSION_BPS.pro)).toBe(0);
    // Exactly half a paisa rounds up: 15 % of 10 paise is 1.5 → 2.
    expect(commissionPaise(10, COMMISSION_BPS.pro)).toBe(2);
    expect(commissionPaise(0, COMMISSION_BPS.pro)).toBe(0);
    // Large fees stay exact (no floating point).
    expect(commissionPaise(9_999_999_999, COMMISSION_BPS.pro)).toBe(1_500_000_000);
  });

  it('the Pro rule follows a moved clock', () => {
    const expiry = new Date('2026-12-20T06:30:00Z');
    const sub = { tier: 'pro', status: 'active', expiry };
    expect(isProMember(sub, new Date('2026-12-20T06:29:59.999Z'))).toBe(true);
    expect(isProMember(sub, expiry)).toBe(false);
    expect(isProMember(sub, new Date('2027-01-01T00:00:00Z'))).toBe(false);
    expect(isProMember({ ...sub, status: 'past_due' }, new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });
});
