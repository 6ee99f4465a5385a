import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { Clock } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { isBookable, type SlotState } from '../lib/provider-view';

/**
 * The time slots of the chosen day: a taken slot, or one of today's whose time has come (India time),
 * stays in the grid (so the day's shape is clear) but is `aria-disabled` and says why — 'Booked' or
 * 'Passed'; the chosen slot is pressed.
 */
export function SlotGrid({
  heading,
  slots,
  selected,
  onSelect,
  error,
}: {
  heading: string;
  slots: readonly SlotState[];
  selected: string | null;
  onSelect: (time: string) => void;
  /** Why the booking could not be sent ('Please select a time slot.'), shown under the heading. */
  error?: string | null;
}) {
  const headingId = useId();
  const errorId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {heading}
      </h2>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <ul
        aria-label={MSG_BOOKING.timeSlots}
        aria-describedby={error ? errorId : undefined}
        className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4"
      >
        {slots.map((slot) => {
          const { time } = slot;
          const unavailable = !isBookable(slot);
          // Taken says more than passed: the slot was never free to begin with.
          const reason = slot.taken ? MSG_BOOKING.booked : slot.passed ? MSG_BOOKING.slotPassed : null;
          const pressed = !unavailable && time === selected;
          return (
            <li key={time}>
              <button
                type="button"
                aria-pressed={pressed}
                aria-disabled={unavailable || undefined}
                onClick={unavailable ? undefined : () => onSelect(time)}
                className={cn(
                  'flex min-h-12 w-full flex-col items-center justify-center rounded-xl border px-3 py-2 text-sm font-semibold transition-colors motion-reduce:transition-none',
                  unavailable
                    ? 'cursor-not-allowed border-dashed border-slate-300 bg-slate-100 text-slate-600 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-400'
                    : pressed
                      ? 'border-teal-700 bg-teal-700 text-white shadow-sm dark:border-teal-400 dark:bg-teal-400 dark:text-slate-950'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-teal-600 hover:bg-teal-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-teal-400 dark:hover:bg-slate-800',
                )}
              >
                <span className={cn('inline-flex items-center gap-1.5', unavailable && 'line-through')}>
                  <Clock aria-hidden="true" className="size-3.5" />
                  {time}
                </span>
                {reason !== null && (
                  <>
                    {' '}
                    <span className="text-xs font-medium">{reason}</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
