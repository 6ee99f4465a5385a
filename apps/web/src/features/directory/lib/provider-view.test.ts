import { DOCTOR_SLOTS, NURSE_SLOTS } from '@arogya/contract/constants/appointments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookableDates,
  defaultDate,
  isBookable,
  showsProBadge,
  showsVerifiedBadge,
  slotStates,
  slotsFor,
  timeAfterDateChange,
} from './provider-view';

/** Sunday 22 November 2026, 09:30 in India: every slot of the 24th and 25th is still ahead. */
const BEFORE = new Date('2026-11-22T04:00:00Z');

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
    const onTuesday = slotStates('doctor', taken, '2026-11-24', BEFORE);
    expect(onTuesday.filter((s) => s.taken).map((s) => s.time)).toEqual(['11:30 AM', '01:00 PM']);
    const onWednesday = slotStates('doctor', taken, '2026-11-25', BEFORE);
    expect(onWednesday.filter((s) => s.taken).map((s) => s.time)).toEqual(['11:00 AM']);
    expect(slotStates('doctor', taken, null, BEFORE).every((s) => !s.taken && !s.passed)).toBe(true);
    expect(onTuesday.some((s) => s.passed)).toBe(false);
  });

  it("offers only the slots inside the day's hours when the API lists them (decision 053)", () => {
    const days = [
      { date: '2026-11-24', slots: ['11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM'] },
      { date: '2026-11-25' },
    ];
    expect(slotStates('doctor', [], '2026-11-24', BEFORE, days).map((s) => s.time)).toEqual([
      '11:00 AM',
      '11:30 AM',
      '12:00 PM',
      '12:30 PM',
    ]);
    expect(slotStates('doctor', [], '2026-11-25', BEFORE, days)).toHaveLength(7);
  });

  it('keeps a chosen time across days only while it is free', () => {
    expect(timeAfterDateChange('doctor', taken, '2026-11-25', '11:30 AM', BEFORE)).toBe('11:30 AM');
    expect(timeAfterDateChange('doctor', taken, '2026-11-24', '11:30 AM', BEFORE)).toBeNull();
    expect(timeAfterDateChange('doctor', taken, '2026-11-24', null, BEFORE)).toBeNull();
  });

  it('orders the days and drops repeats', () => {
    expect(bookableDates([{ date: '2026-11-26' }, { date: '2026-11-24' }, { date: '2026-11-26' }])).toEqual([
      '2026-11-24',
      '2026-11-26',
    ]);
  });

  it('leaves out days before India today, and keeps today', () => {
    const days = [{ date: '2026-11-21' }, { date: '2026-11-22' }, { date: '2026-11-24' }];
    expect(bookableDates(days, '2026-11-22')).toEqual(['2026-11-22', '2026-11-24']);
  });
});

/** The instant of an India wall-clock time ('2026-11-24', '12:10') — India is UTC+05:30 all year. */
const india = (day: string, clock: string) => new Date(`${day}T${clock}:00+05:30`);

/**
 * "Now" is an argument and every rule works on India time through UTC arithmetic, so the results must not
 * depend on the zone the browser (here: the test process) is in. Node applies a change of `TZ` at once.
 */
describe.each(['UTC', 'Asia/Kolkata', 'America/Los_Angeles'])('passed slots with TZ=%s', (zone) => {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });

  it('runs in that zone', () => {
    const offset = { UTC: 0, 'Asia/Kolkata': -330, 'America/Los_Angeles': 480 }[zone];
    expect(new Date('2026-11-24T12:00:00Z').getTimezoneOffset()).toBe(offset);
  });

  it("disables today's slots once their time has come, and only today's", () => {
    const now = india('2026-11-24', '12:10');
    const today = slotStates('doctor', [], '2026-11-24', now);
    expect(today.filter((s) => s.passed).map((s) => s.time)).toEqual(['11:00 AM', '11:30 AM', '12:00 PM']);
    expect(today.filter(isBookable).map((s) => s.time)).toEqual([
      '12:30 PM',
      '01:00 PM',
      '01:30 PM',
      '02:00 PM',
    ]);
    expect(slotStates('doctor', [], '2026-11-25', now).every(isBookable)).toBe(true);
  });

  it('keeps a slot of today that is still ahead, and passes it at its very start (as the server does)', () => {
    const slot = (now: Date) =>
      slotStates('doctor', [], '2026-11-24', now).find((s) => s.time === '12:30 PM');
    expect(slot(india('2026-11-24', '12:29'))).toEqual({ time: '12:30 PM', taken: false, passed: false });
    expect(slot(india('2026-11-24', '12:30'))).toEqual({ time: '12:30 PM', taken: false, passed: true });
  });

  it('knows the India day: 18:30 UTC is already tomorrow there, 18:29 is still today', () => {
    // 11:59 PM on the 23rd in India: nothing of the 24th has passed.
    expect(
      slotStates('nurse', [], '2026-11-24', new Date('2026-11-23T18:29:00Z')).some((s) => s.passed),
    ).toBe(false);
    // 00:00 on the 24th in India: the whole 23rd has passed.
    expect(
      slotStates('nurse', [], '2026-11-23', new Date('2026-11-23T18:30:00Z')).every((s) => s.passed),
    ).toBe(true);
  });

  it('marks a slot both taken and passed, and neither is bookable', () => {
    const [first] = slotStates('doctor', taken, '2026-11-24', india('2026-11-24', '12:00'));
    expect(first).toEqual({ time: '11:00 AM', taken: false, passed: true });
    const second = slotStates('doctor', taken, '2026-11-24', india('2026-11-24', '12:00'))[1];
    expect(second).toEqual({ time: '11:30 AM', taken: true, passed: true });
    expect(second && isBookable(second)).toBe(false);
  });

  it('clears a chosen time when moving to today after it has passed', () => {
    const now = india('2026-11-24', '12:10');
    expect(timeAfterDateChange('doctor', [], '2026-11-24', '11:00 AM', now)).toBeNull();
    expect(timeAfterDateChange('doctor', [], '2026-11-24', '01:30 PM', now)).toBe('01:30 PM');
  });

  it('opens on today while it has a slot left, and on the next day with one once it has none', () => {
    const dates = ['2026-11-24', '2026-11-26'];
    expect(defaultDate('doctor', dates, [], india('2026-11-24', '13:59'))).toBe('2026-11-24');
    // The last doctor slot (02:00 PM) has started: today is exhausted.
    expect(defaultDate('doctor', dates, [], india('2026-11-24', '14:00'))).toBe('2026-11-26');
    // Nurses work until 06:00 PM.
    expect(defaultDate('nurse', dates, [], india('2026-11-24', '17:30'))).toBe('2026-11-24');
    expect(defaultDate('nurse', dates, [], india('2026-11-24', '18:00'))).toBe('2026-11-26');
  });

  it('also skips a day whose remaining slots are all taken', () => {
    const now = india('2026-11-24', '13:10');
    const full = [
      { date: '2026-11-24', time: '01:30 PM' },
      { date: '2026-11-24', time: '02:00 PM' },
    ];
    expect(defaultDate('doctor', ['2026-11-24', '2026-11-26'], full, now)).toBe('2026-11-26');
  });

  it('falls back to the first day when no day has a slot left, and to null without days', () => {
    const now = india('2026-11-26', '15:00');
    expect(defaultDate('doctor', ['2026-11-24', '2026-11-26'], [], now)).toBe('2026-11-24');
    expect(defaultDate('doctor', [], [], now)).toBeNull();
  });
});
