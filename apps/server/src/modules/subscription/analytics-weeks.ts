import { addDays, indiaDate } from '@arogya/contract/india-time';

/** Monday of the India week holding `instant`, `YYYY-MM-DD`. */
export function weekOf(instant: Date): string {
  const day = indiaDate(instant);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** The `count` India weeks ending with the one holding `now`, oldest first. */
export function lastWeeks(now: Date, count: number): string[] {
  const current = weekOf(now);
  return Array.from({ length: count }, (_, i) => addDays(current, -7 * (count - 1 - i)));
}
