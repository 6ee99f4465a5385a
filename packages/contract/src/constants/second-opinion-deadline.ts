import { fill } from '../messages/fill';
import { MSG_SECOND_OPINION } from '../messages/second-opinion';

// Apart from ./second-opinions: the schemas' enums read those constants on nearly every page, and this
// label would bring the area's whole message catalogue with them.

/**
 * The deadline countdown (spec 02 §9). Wording is ours: 'Overdue' when the deadline is now or past;
 * under 24 hours whole hours rounded down ('5h left', 'Less than 1h left' under an hour); otherwise
 * whole days rounded down ('1 day left', '2 days left'). An unparseable deadline counts as 'Overdue'.
 */
export function deadlineLabel(deadline: Date | string | number, now: Date | number): string {
  const msLeft = new Date(deadline).getTime() - new Date(now).getTime();
  if (!(msLeft > 0)) return MSG_SECOND_OPINION.overdue;
  const hour = 3_600_000;
  if (msLeft < 24 * hour) {
    const hours = Math.floor(msLeft / hour);
    return hours === 0
      ? MSG_SECOND_OPINION.lessThanAnHourLeft
      : fill(MSG_SECOND_OPINION.hoursLeft, { hours });
  }
  const days = Math.floor(msLeft / (24 * hour));
  return days === 1 ? MSG_SECOND_OPINION.oneDayLeft : fill(MSG_SECOND_OPINION.daysLeft, { days });
}
