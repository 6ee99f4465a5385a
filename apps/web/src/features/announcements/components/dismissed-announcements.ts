import { STORAGE_KEYS } from '@arogya/contract/constants/shell';

/** Dismissals are stored locally per announcement id (spec 01 §4): a JSON list of ids. */

export function readDismissedAnnouncements(): string[] {
  try {
    const parsed: unknown = JSON.parse(
      window.localStorage.getItem(STORAGE_KEYS.dismissedAnnouncements) ?? '[]',
    );
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function dismissAnnouncement(id: string): string[] {
  const next = [...new Set([...readDismissedAnnouncements(), id])];
  try {
    window.localStorage.setItem(STORAGE_KEYS.dismissedAnnouncements, JSON.stringify(next));
  } catch {
    // The banner still hides for this page view.
  }
  return next;
}

/** The announcement the banner shows (spec 01 §4): the first one this browser has not dismissed. */
export function firstNotDismissed<T extends { _id: string }>(
  items: readonly T[],
  dismissed: readonly string[],
): T | undefined {
  return items.find((item) => !dismissed.includes(item._id));
}
