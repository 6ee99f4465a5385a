import { DOCTOR_SLOTS, NURSE_SLOTS } from '@arogya/contract/constants';
import type { ProviderDetail } from '@arogya/contract/schemas/directory';

/**
 * What the provider pages decide, kept apart from the markup so it can be tested on its own: which badges
 * show, which slots a role offers, which of them are taken on a day.
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
  taken: boolean;
}

/** The role's slots on `date`, each marked taken when an appointment already holds it. */
export function slotStates(
  role: ProviderRole,
  takenSlots: readonly { date: string; time: string }[],
  date: string | null,
): SlotState[] {
  const taken = new Set(takenSlots.filter((slot) => slot.date === date).map((slot) => slot.time));
  return slotsFor(role).map((time) => ({ time, taken: taken.has(time) }));
}

/** The selectable days in order, without repeats (the first is selected when the page opens). */
export function bookableDates(availableDates: readonly { date: string }[]): string[] {
  return [...new Set(availableDates.map((d) => d.date))].sort();
}

/** Keeps the chosen time when it is still free on the newly chosen day; otherwise clears it. */
export function timeAfterDateChange(
  role: ProviderRole,
  takenSlots: readonly { date: string; time: string }[],
  date: string,
  time: string | null,
): string | null {
  if (time === null) return null;
  const state = slotStates(role, takenSlots, date).find((slot) => slot.time === time);
  return state && !state.taken ? time : null;
}
