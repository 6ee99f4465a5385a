import { DOCTOR_SLOTS, NURSE_SLOTS } from '@arogya/contract/constants/appointments';
import type { ProviderDetail } from '@arogya/contract/schemas/directory';
import { slotHasPassed } from '../../../lib/india-date';

/**
 * What the provider pages decide, kept apart from the markup so it can be tested on its own: which badges
 * show, which slots a role offers, which of them are taken or already passed on a day, and which day is
 * chosen first. "Now" is always passed in (an instant), and every rule works in India time whatever the
 * browser's zone.
 */

export type ProviderRole = ProviderDetail['role'];

/** PRO only while Pro is active: the API reports tier 'pro' only then (DESIGN §6). */
export function showsProBadge(provider: Pick<ProviderDetail, 'subscriptionTier'>): boolean {
  return provider.subscriptionTier === 'pro';
}

/** 'Verified Professional' only once an admin has approved the professional. */
export function showsVerifiedBadge(provider: Pick<ProviderDetail, 'isVerified'>): boolean {
  return provider.isVerified === true;
}

/** Doctors offer 7 half-hour slots, nurses 4 assignment slots (spec 01 §9). */
export function slotsFor(role: ProviderRole): readonly string[] {
  return role === 'nurse' ? NURSE_SLOTS : DOCTOR_SLOTS;
}

export interface SlotState {
  time: string;
  /** An appointment already holds it. */
  taken: boolean;
  /** It has started (India time): the server would refuse it. */
  passed: boolean;
}

type TakenSlots = readonly { date: string; time: string }[];

/** Free and still ahead: the only slots that can be chosen. */
export function isBookable(slot: SlotState): boolean {
  return !slot.taken && !slot.passed;
}

/**
 * The role's slots on `date`, each marked taken when an appointment holds it and passed once it has started.
 * `availableDates` (when given) narrows the grid to the slots the professional's hours offer that day
 * (decision 053); a day without its own list offers the whole grid, as before.
 */
export function slotStates(
  role: ProviderRole,
  takenSlots: TakenSlots,
  date: string | null,
  now: Date | number,
  availableDates: ProviderDetail['availableDates'] = [],
): SlotState[] {
  const taken = new Set(takenSlots.filter((slot) => slot.date === date).map((slot) => slot.time));
  const offered = availableDates.find((d) => d.date === date)?.slots;
  const grid = offered ? slotsFor(role).filter((time) => offered.includes(time)) : slotsFor(role);
  return grid.map((time) => ({
    time,
    taken: taken.has(time),
    passed: date !== null && slotHasPassed(date, time, now),
  }));
}

/**
 * The selectable days in order, without repeats; days before `from` (India today, when given) are left
 * out, since none of their slots can be booked.
 */
export function bookableDates(availableDates: readonly { date: string }[], from?: string): string[] {
  const days = [...new Set(availableDates.map((d) => d.date))].sort();
  return from === undefined ? days : days.filter((day) => day >= from);
}

/**
 * The day chosen when the page opens: the first one with a slot that can still be booked (today's slots
 * may all have passed or be taken); the first day when none has, and null without days.
 */
export function defaultDate(
  role: ProviderRole,
  dates: readonly string[],
  takenSlots: TakenSlots,
  now: Date | number,
): string | null {
  const open = dates.find((date) => slotStates(role, takenSlots, date, now).some(isBookable));
  return open ?? dates[0] ?? null;
}

/** Keeps the chosen time when it can still be booked on the newly chosen day; otherwise clears it. */
export function timeAfterDateChange(
  role: ProviderRole,
  takenSlots: TakenSlots,
  date: string,
  time: string | null,
  now: Date | number,
): string | null {
  if (time === null) return null;
  const state = slotStates(role, takenSlots, date, now).find((slot) => slot.time === time);
  return state && isBookable(state) ? time : null;
}
