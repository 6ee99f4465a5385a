import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { CalendarX2 } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { dayPieces, formatLongDay } from '../../../lib/india-date';

/**
 * The professional's available days (India dates, 'Mon 24 Nov'), one toggle button each; the chosen one
 * is pressed. With no days it says so plainly instead of showing an empty row.
 */
export function DateStrip({
  dates,
  selected,
  onSelect,
}: {
  dates: readonly string[];
  selected: string | null;
  onSelect: (date: string) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {MSG_BOOKING.selectDate}
      </h2>
      {dates.length === 0 ? (
        <div className="mt-3 flex items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-5 text-slate-700 dark:border-slate-700 dark:bg-slate-800/50 dark:text-slate-300">
          <CalendarX2 aria-hidden="true" className="size-6 shrink-0 text-slate-500 dark:text-slate-400" />
          <p>{MSG_BOOKING.noDatesAvailable}</p>
        </div>
      ) : (
        <ul
          aria-label={MSG_BOOKING.availableDates}
          className="-mx-1 mt-3 flex snap-x gap-2 overflow-x-auto px-1 pt-1 pb-3"
        >
          {dates.map((date) => {
            const { weekday, date: day, month } = dayPieces(date);
            const pressed = date === selected;
            return (
              <li key={date} className="snap-start">
                <button
                  type="button"
                  aria-pressed={pressed}
                  title={formatLongDay(date)}
                  onClick={() => onSelect(date)}
                  className={cn(
                    'flex w-18 flex-col items-center rounded-xl border px-2 py-2.5 transition-colors motion-reduce:transition-none',
                    pressed
                      ? 'border-teal-700 bg-teal-700 text-white shadow-sm dark:border-teal-400 dark:bg-teal-400 dark:text-slate-950'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-teal-600 hover:bg-teal-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-teal-400 dark:hover:bg-slate-800',
                  )}
                >
                  <span className="text-xs font-medium uppercase">{weekday}</span>{' '}
                  <span className="text-xl leading-7 font-bold">{day}</span>{' '}
                  <span className="text-xs font-medium">{month}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
