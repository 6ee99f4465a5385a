import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import { fill } from '@arogya/contract/messages/fill';
import type { MySchedule } from '@arogya/contract/schemas/availability';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatLongDay, formatMonthYear, weekdaysMondayFirst } from '../../../lib/india-date';
import { type CalendarDay, type DayKind, monthGrid, windowMonths } from '../lib/calendar';

const KIND_CLASSES: Record<DayKind, string> = {
  outside:
    'cursor-not-allowed border-transparent bg-slate-100 text-slate-400 dark:bg-slate-800/60 dark:text-slate-500',
  weekly:
    'border-teal-700 bg-teal-700 text-white hover:bg-teal-800 dark:border-teal-400 dark:bg-teal-400 dark:text-slate-950 dark:hover:bg-teal-300',
  marked:
    'border-teal-700 bg-teal-50 text-teal-950 hover:bg-teal-100 dark:border-teal-400 dark:bg-teal-950 dark:text-teal-50 dark:hover:bg-teal-900',
  changed:
    'border-indigo-700 bg-indigo-700 text-white hover:bg-indigo-800 dark:border-indigo-300 dark:bg-indigo-300 dark:text-slate-950',
  off: 'border-dashed border-slate-400 bg-white text-slate-500 line-through hover:bg-slate-50 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-400',
  closed:
    'border-slate-300 bg-white text-slate-800 hover:border-teal-600 hover:bg-teal-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
};

const KIND_LABEL: Record<DayKind, string> = {
  outside: MSG_AVAILABILITY.legendOutside,
  weekly: MSG_AVAILABILITY.legendWeekly,
  marked: MSG_AVAILABILITY.legendWholeDay,
  changed: MSG_AVAILABILITY.legendException,
  off: MSG_AVAILABILITY.legendOff,
  closed: MSG_AVAILABILITY.dayClosedNote,
};

function dayLabel(day: CalendarDay): string {
  const parts = [formatLongDay(day.date), KIND_LABEL[day.kind]];
  if (day.slots.length > 0)
    parts.push(
      day.slots.length === 1
        ? MSG_AVAILABILITY.oneSlot
        : fill(MSG_AVAILABILITY.slotsCount, { count: day.slots.length }),
    );
  if (day.bookings.length > 0) parts.push(MSG_AVAILABILITY.legendBooked);
  return parts.join(', ');
}

/**
 * One month of the rolling window as a Monday-first grid, with Previous / Next month buttons that stop at
 * the window's ends. Each day shows what it is (weekly hours, changed, off, closed, outside the window),
 * how many slots it offers and whether it holds bookings; selecting a day opens its panel.
 */
export function AvailabilityCalendar({
  schedule,
  month,
  onMonthChange,
  selected,
  onSelect,
}: {
  schedule: MySchedule;
  month: string;
  onMonthChange: (month: string) => void;
  selected: string | null;
  onSelect: (date: string) => void;
}) {
  const months = windowMonths(schedule.window);
  const index = Math.max(0, months.indexOf(month));
  const grid = monthGrid(months[index] ?? month, schedule);
  const title = formatMonthYear(`${grid.month}-01`);
  const previous = months[index - 1];
  const next = months[index + 1];
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-label={MSG_AVAILABILITY.previousMonth}
          disabled={previous === undefined}
          onClick={() => previous && onMonthChange(previous)}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Button>
        <h3 aria-live="polite" className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h3>
        <Button
          variant="ghost"
          size="sm"
          aria-label={MSG_AVAILABILITY.nextMonth}
          disabled={next === undefined}
          onClick={() => next && onMonthChange(next)}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <div aria-hidden="true" className="mt-4 grid grid-cols-7 gap-1.5 sm:gap-2">
        {weekdaysMondayFirst().map((weekday) => (
          <span
            key={weekday.long}
            className="text-center text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
          >
            {weekday.short}
          </span>
        ))}
      </div>
      <ul
        aria-label={fill(MSG_AVAILABILITY.calendarLabel, { month: title })}
        className="mt-2 grid grid-cols-7 gap-1.5 sm:gap-2"
      >
        {Array.from({ length: grid.leadingBlanks }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed empty cells before day 1.
          <li key={`blank-${i}`} aria-hidden="true" />
        ))}
        {grid.days.map((day) => (
          <li key={day.date}>
            <button
              type="button"
              aria-label={dayLabel(day)}
              aria-pressed={selected === day.date}
              aria-current={day.isToday ? 'date' : undefined}
              disabled={day.kind === 'outside'}
              onClick={() => onSelect(day.date)}
              className={cn(
                'relative grid h-11 w-full place-items-center rounded-lg border text-sm font-semibold transition-colors sm:h-14 sm:text-base motion-reduce:transition-none',
                KIND_CLASSES[day.kind],
                day.isToday &&
                  'ring-2 ring-amber-500 ring-offset-2 ring-offset-white dark:ring-amber-400 dark:ring-offset-slate-900',
                selected === day.date && 'outline-3 outline-offset-2 outline-slate-900 dark:outline-white',
              )}
            >
              {day.day}
              {day.bookings.length > 0 && (
                <span
                  aria-hidden="true"
                  className="absolute top-1 right-1 size-2 rounded-full bg-amber-400 ring-1 ring-white dark:ring-slate-900"
                />
              )}
            </button>
          </li>
        ))}
      </ul>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
        <Legend className={KIND_CLASSES.weekly}>{MSG_AVAILABILITY.legendWeekly}</Legend>
        <Legend className={KIND_CLASSES.marked}>{MSG_AVAILABILITY.legendWholeDay}</Legend>
        <Legend className={KIND_CLASSES.changed}>{MSG_AVAILABILITY.legendException}</Legend>
        <Legend className={KIND_CLASSES.off}>{MSG_AVAILABILITY.legendOff}</Legend>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-amber-400" />
          {MSG_AVAILABILITY.legendBooked}
        </li>
        <Legend className="border-slate-300 bg-white ring-2 ring-amber-500 dark:border-slate-600 dark:bg-slate-900">
          {MSG_AVAILABILITY.legendToday}
        </Legend>
      </ul>
    </div>
  );
}

function Legend({ className, children }: { className: string; children: string }) {
  return (
    <li className="flex items-center gap-2">
      <span aria-hidden="true" className={cn('size-4 rounded border', className)} />
      {children}
    </li>
  );
}
