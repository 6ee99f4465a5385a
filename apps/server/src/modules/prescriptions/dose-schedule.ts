import {
  DOSE_SLOTS,
  type DoseSlot,
  DURATION_PATTERN,
  FREQUENCY_PATTERN,
} from '@arogya/contract/constants/prescriptions';
import { addDays, indiaDate } from '@arogya/contract/india-time';
import type { DoseTimes } from '@arogya/contract/schemas/prescriptions';

/**
 * Dose schedules and adherence (decision 028). Days are India dates ('YYYY-MM-DD'); dose times are India
 * wall-clock 'HH:MM'. Everything here is pure: the caller passes "now".
 */

/** "1-0-1" → the dose times with at least one unit: ['morning', 'night']. */
export function slotsOf(frequency: string): DoseSlot[] {
  if (!FREQUENCY_PATTERN.test(frequency)) throw new Error(`not a frequency: ${frequency}`);
  const units = frequency.split('-').map(Number);
  return DOSE_SLOTS.filter((_, i) => (units[i] ?? 0) > 0);
}

/** "5 days" → 5, "2 weeks" → 14, "1 month" → 30. */
export function durationDaysOf(duration: string): number {
  const match = DURATION_PATTERN.exec(duration.trim());
  if (!match) throw new Error(`not a duration: ${duration}`);
  const n = Number(match[1]);
  const unit = (match[2] ?? '').toLowerCase();
  return unit.startsWith('week') ? n * 7 : unit.startsWith('month') ? n * 30 : n;
}

/** The last day of a course that starts on `start` and lasts `days` days. */
export function courseEnd(start: string, days: number): string {
  return addDays(start, days - 1);
}

const INDIA_OFFSET_MS = 330 * 60_000;

/** The instant of an India wall-clock day and 'HH:MM'. */
export function doseInstant(day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d, hh, mm) - INDIA_OFFSET_MS);
}

/** One medicine's course: which days and dose times it is taken. */
export interface Course {
  prescriptionId: string;
  medicineIndex: number;
  startDate: string;
  endDate: string;
  slots: readonly DoseSlot[];
}

export interface ScheduledDose {
  prescriptionId: string;
  medicineIndex: number;
  day: string;
  slot: DoseSlot;
}

export function doseKey(d: {
  prescriptionId: string;
  medicineIndex: number;
  day: string;
  slot: string;
}): string {
  return `${d.prescriptionId}:${d.medicineIndex}:${d.day}:${d.slot}`;
}

export function isOnCourse(course: Course, day: string): boolean {
  return day >= course.startDate && day <= course.endDate;
}

/** The doses of one day, over every course. */
export function dosesOn(courses: readonly Course[], day: string): ScheduledDose[] {
  const out: ScheduledDose[] = [];
  for (const c of courses) {
    if (!isOnCourse(c, day)) continue;
    for (const slot of c.slots)
      out.push({ prescriptionId: c.prescriptionId, medicineIndex: c.medicineIndex, day, slot });
  }
  return out;
}

export interface AdherenceInput {
  courses: readonly Course[];
  /** Keys (doseKey) of the doses logged as taken. */
  taken: ReadonlySet<string>;
  doseTimes: DoseTimes;
  now: Date;
  /** The window: the last `days` India days, today included. */
  days: number;
}

export interface AdherenceResult {
  adherenceScore: number;
  streak: number;
  dosesDue: number;
  dosesTaken: number;
}

/**
 * Decision 028. dosesDue: the window's scheduled doses whose time has passed, plus any taken early;
 * dosesTaken: those of them logged. Score = taken ÷ due as a whole percent (0 when nothing is due).
 * Streak: consecutive days, ending today, on which every scheduled dose was taken; an incomplete today
 * neither counts nor breaks it; a day with nothing scheduled ends it; it never reaches past the window.
 */
export function computeAdherence({ courses, taken, doseTimes, now, days }: AdherenceInput): AdherenceResult {
  const today = indiaDate(now);
  let dosesDue = 0;
  let dosesTaken = 0;
  for (let i = days - 1; i >= 0; i--) {
    const day = addDays(today, -i);
    for (const dose of dosesOn(courses, day)) {
      const isTaken = taken.has(doseKey(dose));
      const passed = doseInstant(day, doseTimes[dose.slot]).getTime() <= now.getTime();
      if (passed || isTaken) dosesDue += 1;
      if (isTaken) dosesTaken += 1;
    }
  }
  const adherenceScore = dosesDue === 0 ? 0 : Math.round((dosesTaken * 100) / dosesDue);

  const complete = (day: string): boolean | null => {
    const doses = dosesOn(courses, day);
    if (doses.length === 0) return null;
    return doses.every((d) => taken.has(doseKey(d)));
  };
  let streak = 0;
  for (let i = 0; i < days; i++) {
    const day = addDays(today, -i);
    const state = complete(day);
    if (state === true) streak += 1;
    else if (i === 0)
      continue; // today still open: it does not break yesterday's streak
    else break;
  }
  return { adherenceScore, streak, dosesDue, dosesTaken };
}

/** Days the remaining pills last at this many doses a day (one pill a dose). */
export function daysOfStock(pillCount: number | null, slots: readonly DoseSlot[]): number | null {
  if (pillCount === null || slots.length === 0) return null;
  return Math.floor((pillCount / slots.length) * 10) / 10;
}
