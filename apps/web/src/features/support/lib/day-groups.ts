import { indiaDate } from '@arogya/contract/india-time';
import { MSG_SUPPORT } from '@arogya/contract/messages/support';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The heading of a day in the chat (India days): Today, Yesterday, or '24 Nov 2026'. */
export function dayLabel(createdAt: string, now: Date): string {
  const day = indiaDate(new Date(createdAt));
  const today = indiaDate(now);
  const yesterday = indiaDate(new Date(now.getTime() - 86_400_000));
  if (day === today) return MSG_SUPPORT.today;
  if (day === yesterday) return MSG_SUPPORT.yesterday;
  const [y, m, d] = day.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
}

/** Messages in runs of one India day, in order, each run with its heading. */
export function groupByDay<T extends { createdAt: string }>(
  messages: readonly T[],
  now: Date,
): { day: string; label: string; items: T[] }[] {
  const runs: { day: string; label: string; items: T[] }[] = [];
  for (const message of messages) {
    const day = indiaDate(new Date(message.createdAt));
    const last = runs[runs.length - 1];
    if (last && last.day === day) last.items.push(message);
    else runs.push({ day, label: dayLabel(message.createdAt, now), items: [message] });
  }
  return runs;
}

/** 'HH:MM' India time of an instant. */
export function timeOfDay(createdAt: string): string {
  const shifted = new Date(new Date(createdAt).getTime() + 330 * 60_000);
  return `${String(shifted.getUTCHours()).padStart(2, '0')}:${String(shifted.getUTCMinutes()).padStart(2, '0')}`;
}
