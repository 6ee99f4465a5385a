import { LAB_LIST_CAP } from '@arogya/contract/constants/lab-tests';
import type { LabTest } from '@arogya/contract/schemas/lab-tests';

/**
 * The technician dashboard's lists (spec 02 §4, §9): today's (date is today and not Completed), upcoming
 * (a later date, not Completed; the first 5) and completed (the first 5, most recent first). The input is
 * the server's day order (date, then slot).
 */
export function collectionLists(tests: readonly LabTest[], today: string) {
  const open = tests.filter((t) => t.status !== 'Completed');
  return {
    today: open.filter((t) => t.collectionDate === today),
    upcoming: open.filter((t) => t.collectionDate > today && t.status !== 'Cancelled').slice(0, LAB_LIST_CAP),
    completed: tests
      .filter((t) => t.status === 'Completed')
      .reverse()
      .slice(0, LAB_LIST_CAP),
  };
}

/** The collections of one day, in slot order. */
export function collectionsOn(tests: readonly LabTest[], day: string): LabTest[] {
  return tests.filter((t) => t.collectionDate === day);
}

/** Days that have collections which are not cancelled, for the schedule's quick picks. */
export function busyDays(tests: readonly LabTest[], from: string): string[] {
  return [
    ...new Set(
      tests.filter((t) => t.status !== 'Cancelled' && t.collectionDate >= from).map((t) => t.collectionDate),
    ),
  ];
}
