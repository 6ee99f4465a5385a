import { dayOfMonth, daysOfMonth, type IsoDay, monthOf, weekdayMondayFirst } from '../../../lib/india-date';

/**
 * The availability calendar's rules (spec 02 §2, §7): the days of the current month in India time, the
 * days before today disabled, and a save that sends only days of this month from today on.
 */

export interface CalendarDay {
  date: IsoDay;
  /** 1 … 31 */
  day: number;
  /** Before today: shown, but cannot be chosen. */
  past: boolean;
  isToday: boolean;
}

export interface MonthCalendar {
  /** Empty cells before day 1 in a Monday-first week. */
  leadingBlanks: number;
  days: CalendarDay[];
}

/**
 * Every day of today's month. Ours: the spec's page shows 30 day buttons; a month has 28 to 31 days, and
 * the server accepts exactly the days of the current month, so the calendar shows exactly those — a
 * 31st is never hidden and no day of the next month appears.
 */
export function monthCalendar(today: IsoDay): MonthCalendar {
  const days = daysOfMonth(today);
  return {
    leadingBlanks: weekdayMondayFirst(days[0] ?? today),
    days: days.map((date) => ({ date, day: dayOfMonth(date), past: date < today, isToday: date === today })),
  };
}

/** Can this day be marked available today? */
export function isSelectable(date: IsoDay, today: IsoDay): boolean {
  return monthOf(date) === monthOf(today) && date >= today;
}

/** The saved days the calendar starts from: this month's, from today on, each once, in order. */
export function selectionFrom(availableDates: readonly { date: string }[], today: IsoDay): IsoDay[] {
  return [...new Set(availableDates.map((d) => d.date))].filter((d) => isSelectable(d, today)).sort();
}

/** Adds the day when it is not chosen, removes it when it is; a day that cannot be chosen changes nothing. */
export function toggleDay(selection: readonly IsoDay[], date: IsoDay, today: IsoDay): IsoDay[] {
  if (selection.includes(date)) return selection.filter((d) => d !== date);
  if (!isSelectable(date, today)) return [...selection];
  return [...selection, date].sort();
}

/** POST /availability's body: the chosen days of this month from today on, each once, in order. */
export function availabilityPayload(
  selection: readonly IsoDay[],
  today: IsoDay,
): { availableDates: { date: IsoDay }[] } {
  return {
    availableDates: selectionFrom(
      selection.map((date) => ({ date })),
      today,
    ).map((date) => ({ date })),
  };
}

/** Same days, whatever the order. */
export function sameDays(a: readonly IsoDay[], b: readonly IsoDay[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((d) => set.has(d));
}
