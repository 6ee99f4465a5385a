import { hoursOn, slotsWithin } from '@arogya/contract/availability-schedule';
import {
  AVAILABILITY_HOURS_STEP_MINUTES,
  WEEKDAYS_MONDAY_FIRST,
} from '@arogya/contract/constants/availability';
import type { MySchedule } from '@arogya/contract/schemas/availability';
import { dayOfMonth, daysOfMonth, type IsoDay, monthOf, weekdayMondayFirst } from '../../../lib/india-date';

/**
 * The availability editor's rules (decision 053): the months of the rolling window, each as a Monday-first
 * grid; what each day is (from the week, changed that day, off, closed) and what it holds (slots,
 * bookings); the weekly-hours draft and the choices of times.
 */

export type ScheduleRole = 'doctor' | 'nurse';

/** `marked`: a whole day marked on the calendar (POST /availability), as the demo and older clients do. */
export type DayKind = 'outside' | 'weekly' | 'marked' | 'changed' | 'off' | 'closed';

export interface CalendarDay {
  date: IsoDay;
  /** 1 … 31 */
  day: number;
  isToday: boolean;
  kind: DayKind;
  /** Slots offered that day (empty unless weekly or changed-and-open). */
  slots: string[];
  bookings: MySchedule['bookings'];
}

export interface MonthGrid {
  month: string;
  /** Empty cells before day 1 in a Monday-first week. */
  leadingBlanks: number;
  days: CalendarDay[];
}

/** 'YYYY-MM' of every month the window touches, in order. */
export function windowMonths(window: MySchedule['window']): string[] {
  const months: string[] = [];
  let month = monthOf(window.first);
  const last = monthOf(window.last);
  while (month <= last) {
    months.push(month);
    const [y, m] = month.split('-').map(Number) as [number, number];
    month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  }
  return months;
}

/** What one day is, by the same rules the server applies (the contract's `hoursOn`). */
export function dayKind(date: IsoDay, schedule: MySchedule): DayKind {
  if (date < schedule.window.first || date > schedule.window.last) return 'outside';
  if (schedule.exceptions.some((e) => e.date === date && !e.available)) return 'off';
  const found = hoursOn(date, {
    weekly: schedule.weeklyHours,
    exceptions: schedule.exceptions,
    days: schedule.days,
  });
  if (!found) return 'closed';
  return found.source === 'weekly' ? 'weekly' : found.source === 'day' ? 'marked' : 'changed';
}

/** One month of the window as a grid, each day with its kind, slots and bookings. */
export function monthGrid(month: string, schedule: MySchedule): MonthGrid {
  const days = daysOfMonth(`${month}-01`);
  const slotsByDay = new Map(schedule.schedule.map((d) => [d.date, d.slots]));
  return {
    month,
    leadingBlanks: weekdayMondayFirst(days[0] ?? `${month}-01`),
    days: days.map((date) => ({
      date,
      day: dayOfMonth(date),
      isToday: date === schedule.window.first,
      kind: dayKind(date, schedule),
      slots: slotsByDay.get(date) ?? [],
      bookings: schedule.bookings.filter((b) => b.date === date),
    })),
  };
}

/** The half-hour choices for a start or an end ('06:00' … '22:00'). */
export function timeChoices(from = 6 * 60, to = 22 * 60): string[] {
  const out: string[] = [];
  for (let m = from; m <= to; m += AVAILABILITY_HOURS_STEP_MINUTES) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}

export interface WeekdayDraft {
  weekday: number;
  working: boolean;
  start: string;
  end: string;
}

/** The hours a weekday starts from when it is switched on, per role (they hold the whole grid). */
export function defaultHours(role: ScheduleRole): { start: string; end: string } {
  return role === 'doctor' ? { start: '10:00', end: '15:00' } : { start: '08:00', end: '19:00' };
}

/** The saved week as seven editable rows, Monday first. */
export function weekDraft(schedule: MySchedule, role: ScheduleRole): WeekdayDraft[] {
  return WEEKDAYS_MONDAY_FIRST.map((weekday) => {
    const saved = schedule.weeklyHours.find((w) => w.weekday === weekday);
    return saved
      ? { weekday, working: true, start: saved.start, end: saved.end }
      : { weekday, working: false, ...defaultHours(role) };
  });
}

/** PUT /availability/weekly-hours's body: the working days only. */
export function weekPayload(draft: readonly WeekdayDraft[]): {
  weeklyHours: { weekday: number; start: string; end: string }[];
} {
  return {
    weeklyHours: draft.filter((d) => d.working).map(({ weekday, start, end }) => ({ weekday, start, end })),
  };
}

/** Monday's hours on Tuesday to Friday (working). */
export function copyMondayToWeekdays(draft: readonly WeekdayDraft[]): WeekdayDraft[] {
  const monday = draft.find((d) => d.weekday === 1);
  if (!monday) return [...draft];
  return draft.map((d) =>
    d.weekday >= 2 && d.weekday <= 5
      ? { ...d, working: monday.working, start: monday.start, end: monday.end }
      : d,
  );
}

/** The same week, whatever the order. */
export function sameWeek(a: readonly WeekdayDraft[], b: readonly WeekdayDraft[]): boolean {
  const key = (d: readonly WeekdayDraft[]) =>
    JSON.stringify(weekPayload([...d].sort((x, y) => x.weekday - y.weekday)).weeklyHours);
  return key(a) === key(b);
}

/** The slots the hours would offer (for the preview beside each row). */
export function previewSlots(role: ScheduleRole, start: string, end: string): string[] {
  return start < end ? slotsWithin(role, { start, end }) : [];
}
