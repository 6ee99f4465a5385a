import { DOCTOR_SLOTS, NURSE_SLOTS } from '@arogya/contract/constants';
import { describe, expect, it } from 'vitest';
import {
  bookableDates,
  showsProBadge,
  showsVerifiedBadge,
  slotStates,
  slotsFor,
  timeAfterDateChange,
} from './provider-view';

const taken = [
  { date: '2026-11-24', time: '11:30 AM' },
  { date: '2026-11-24', time: '01:00 PM' },
  { date: '2026-11-25', time: '11:00 AM' },
];

describe('badges', () => {
  it('shows PRO only for tier pro (the API sends pro only while the subscription is active)', () => {
    expect(showsProBadge({ subscriptionTier: 'pro' })).toBe(true);
    expect(showsProBadge({ subscriptionTier: 'free' })).toBe(false);
  });

  it("shows 'Verified Professional' only once approved", () => {
    expect(showsVerifiedBadge({ isVerified: true })).toBe(true);
    expect(showsVerifiedBadge({ isVerified: false })).toBe(false);
  });
});

describe('slots', () => {
  it('offers doctors 7 slots and nurses 4', () => {
    expect(slotsFor('doctor')).toEqual(DOCTOR_SLOTS);
    expect(slotsFor('doctor')).toHaveLength(7);
    expect(slotsFor('nurse')).toEqual(NURSE_SLOTS);
    expect(slotsFor('nurse')).toHaveLength(4);
  });

  it('marks a slot taken only on the day it is taken', () => {
    const onTuesday = slotStates('doctor', taken, '2026-11-24');
    expect(onTuesday.filter((s) => s.taken).map((s) => s.time)).toEqual(['11:30 AM', '01:00 PM']);
    const onWednesday = slotStates('doctor', taken, '2026-11-25');
    expect(onWednesday.filter((s) => s.taken).map((s) => s.time)).toEqual(['11:00 AM']);
    expect(slotStates('doctor', taken, null).every((s) => !s.taken)).toBe(true);
  });

  it('keeps a chosen time across days only while it is free', () => {
    expect(timeAfterDateChange('doctor', taken, '2026-11-25', '11:30 AM')).toBe('11:30 AM');
    expect(timeAfterDateChange('doctor', taken, '2026-11-24', '11:30 AM')).toBeNull();
    expect(timeAfterDateChange('doctor', taken, '2026-11-24', null)).toBeNull();
  });

  it('orders the days and drops repeats', () => {
    expect(bookableDates([{ date: '2026-11-26' }, { date: '2026-11-24' }, { date: '2026-11-26' }])).toEqual([
      '2026-11-24',
      '2026-11-26',
    ]);
  });
});
