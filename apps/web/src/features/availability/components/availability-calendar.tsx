import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import { fill } from '@arogya/contract/messages/fill';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { formatLongDay, formatMonthYear, WEEKDAYS_MONDAY_FIRST } from '../../../lib/india-date';
import { monthCalendar } from '../lib/calendar';

/**
 * The month as a Monday-first grid of day buttons. A chosen day is pressed; days before today are
 * disabled; today is ringed. Each button is named by its full date ('Tuesday, 24 November 2026').
 */
export function AvailabilityCalendar({
  today,
  selected,
  onToggle,
  disabled = false,
}: {
  today: string;
  selected: readonly string[];
  onToggle: (date: string) => void;
  disabled?: boolean;
}) {
  const headingId = useId();
  const { leadingBlanks, days } = monthCalendar(today);
  const month = formatMonthYear(today);
  const chosen = new Set(selected);
  return (
    <div>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {month}
      </h2>
      <div aria-hidden="true" className="mt-4 grid grid-cols-7 gap-1.5 sm:gap-2">
        {WEEKDAYS_MONDAY_FIRST.map((weekday) => (
          <span
            key={weekday.long}
            className="text-center text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
          >
            {weekday.short}
          </span>
        ))}
      </div>
      <ul
        aria-label={fill(MSG_AVAILABILITY.calendarLabel, { month })}
        className="mt-2 grid grid-cols-7 gap-1.5 sm:gap-2"
      >
        {Array.from({ length: leadingBlanks }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed empty cells before day 1.
          <li key={`blank-${i}`} aria-hidden="true" />
        ))}
        {days.map(({ date, day, past, isToday }) => {
          const pressed = chosen.has(date);
          return (
            <li key={date}>
              <button
                type="button"
                aria-pressed={pressed}
                aria-label={formatLongDay(date)}
                aria-current={isToday ? 'date' : undefined}
                disabled={past || disabled}
                onClick={() => onToggle(date)}
                className={cn(
                  'grid h-11 w-full place-items-center sm:h-14 rounded-lg border text-sm font-semibold transition-colors sm:text-base motion-reduce:transition-none',
                  past
                    ? 'cursor-not-allowed border-transparent bg-slate-100 text-slate-400 dark:bg-slate-800/60 dark:text-slate-500'
                    : pressed
                      ? 'border-teal-700 bg-teal-700 text-white shadow-sm hover:bg-teal-800 dark:border-teal-400 dark:bg-teal-400 dark:text-slate-950 dark:hover:bg-teal-300'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-teal-600 hover:bg-teal-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-teal-400 dark:hover:bg-slate-800',
                  isToday &&
                    'ring-2 ring-amber-500 ring-offset-2 ring-offset-white dark:ring-amber-400 dark:ring-offset-slate-900',
                )}
              >
                {day}
              </button>
            </li>
          );
        })}
      </ul>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-4 rounded border border-teal-700 bg-teal-700 dark:border-teal-400 dark:bg-teal-400"
          />
          {MSG_AVAILABILITY.legendAvailable}
        </li>
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-4 rounded border border-slate-300 bg-white ring-2 ring-amber-500 dark:border-slate-600 dark:bg-slate-900 dark:ring-amber-400"
          />
          {MSG_AVAILABILITY.legendToday}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded bg-slate-100 dark:bg-slate-800" />
          {MSG_AVAILABILITY.legendPast}
        </li>
      </ul>
    </div>
  );
}
