import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import { fill } from '@arogya/contract/messages/fill';
import type { MySchedule } from '@arogya/contract/schemas/availability';
import { CalendarOff, CalendarPlus, Clock, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-token';
import { formatLongDay } from '../../../lib/india-date';
import { toast } from '../../../lib/toast';
import { useClearDayException, useSetDayException } from '../api/set-day-exception';
import { dayKind, defaultHours, previewSlots, type ScheduleRole, timeChoices } from '../lib/calendar';
import { ProblemNote } from './problem-note';
import { TimeSelect } from './weekly-hours-form';

const STARTS = timeChoices(0, 23 * 60 + 30);
const ENDS = timeChoices(30, 24 * 60);

/**
 * One selected day of the calendar: what it is and why, its bookings, and the changes a single day can
 * take — off, open all day, other hours, or back to the weekly hours. A day that holds bookings cannot be
 * taken off: the button is disabled and the bookings are named (the server refuses it too, with 409).
 */
export function DayPanel({
  schedule,
  role,
  date,
}: {
  schedule: MySchedule;
  role: ScheduleRole;
  date: string;
}) {
  const kind = dayKind(date, schedule);
  const planned = schedule.schedule.find((d) => d.date === date);
  const exception = schedule.exceptions.find((e) => e.date === date);
  const weekly = schedule.weeklyHours.find((w) => w.weekday === new Date(`${date}T00:00:00Z`).getUTCDay());
  const bookings = schedule.bookings.filter((b) => b.date === date);
  const start0 = planned?.hours?.start ?? weekly?.start ?? defaultHours(role).start;
  const end0 = planned?.hours?.end ?? weekly?.end ?? defaultHours(role).end;
  const [hours, setHours] = useState<{ date: string; start: string; end: string }>({
    date,
    start: start0,
    end: end0,
  });
  const current = hours.date === date ? hours : { date, start: start0, end: end0 };
  const [problem, setProblem] = useState<{ date: string; text: string } | null>(null);
  const setDay = useSetDayException();
  const clearDay = useClearDayException();
  const busy = setDay.isPending || clearDay.isPending;

  async function run(action: () => Promise<unknown>) {
    setProblem(null);
    if (getToken() === null) {
      toast.error(MSG_AVAILABILITY.mustLogin);
      return;
    }
    try {
      await action();
      toast.success(MSG_AVAILABILITY.updated);
    } catch (error) {
      setProblem({ date, text: isApiError(error) ? error.message : MSG_AVAILABILITY.updateFailed });
    }
  }

  const status =
    kind === 'weekly' && planned?.hours
      ? fill(MSG_AVAILABILITY.dayFromWeekly, { hours: `${planned.hours.start}–${planned.hours.end}` })
      : kind === 'changed' && planned?.hours
        ? fill(MSG_AVAILABILITY.dayFromException, { hours: `${planned.hours.start}–${planned.hours.end}` })
        : (kind === 'changed' || kind === 'marked') && planned
          ? fill(MSG_AVAILABILITY.dayWholeDay, { slots: planned.slots.join(', ') })
          : kind === 'off'
            ? MSG_AVAILABILITY.dayOffNote
            : MSG_AVAILABILITY.dayClosedNote;
  const open = kind === 'weekly' || kind === 'marked' || kind === 'changed';
  const preview = previewSlots(role, current.start, current.end);

  return (
    <section
      aria-labelledby="day-panel-title"
      className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-800/50"
    >
      <h3 id="day-panel-title" className="font-semibold text-slate-900 dark:text-white">
        {formatLongDay(date)}
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{status}</p>
      {open && planned && kind === 'weekly' && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {fill(MSG_AVAILABILITY.slotsPreview, { slots: planned.slots.join(', ') })}
        </p>
      )}
      {bookings.length > 0 && (
        <p className="mt-3 text-sm font-medium text-amber-900 dark:text-amber-200">
          {fill(MSG_AVAILABILITY.dayBookings, {
            bookings: bookings
              .map((b) => fill(MSG_AVAILABILITY.bookingWith, { time: b.time, patient: b.patientName }))
              .join(', '),
          })}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {open ? (
          <Button
            variant="outline"
            size="sm"
            disabled={busy || bookings.length > 0}
            onClick={() => void run(() => setDay.mutateAsync({ date, body: { available: false } }))}
          >
            <CalendarOff aria-hidden="true" className="size-4" />
            {MSG_AVAILABILITY.dayTakeOff}
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => void run(() => setDay.mutateAsync({ date, body: { available: true } }))}
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            {MSG_AVAILABILITY.dayOpenWhole}
          </Button>
        )}
        {exception && (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => void run(() => clearDay.mutateAsync(date))}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            {MSG_AVAILABILITY.dayReset}
          </Button>
        )}
      </div>
      <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
        <div className="flex flex-wrap items-center gap-2">
          <TimeSelect
            label={`${formatLongDay(date)} ${MSG_AVAILABILITY.from.toLowerCase()}`}
            visibleLabel={MSG_AVAILABILITY.from}
            value={current.start}
            options={STARTS}
            disabled={busy}
            onChange={(start) => setHours({ ...current, start })}
          />
          <TimeSelect
            label={`${formatLongDay(date)} ${MSG_AVAILABILITY.until.toLowerCase()}`}
            visibleLabel={MSG_AVAILABILITY.until}
            value={current.end}
            options={ENDS}
            disabled={busy}
            onChange={(end) => setHours({ ...current, end })}
          />
          <Button
            size="sm"
            disabled={busy || preview.length === 0}
            onClick={() =>
              void run(() =>
                setDay.mutateAsync({
                  date,
                  body: { available: true, start: current.start, end: current.end },
                }),
              )
            }
          >
            <Clock aria-hidden="true" className="size-4" />
            {MSG_AVAILABILITY.daySetHours}
          </Button>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {preview.length > 0
            ? fill(MSG_AVAILABILITY.slotsPreview, { slots: preview.join(', ') })
            : MSG_AVAILABILITY.noSlotsPreview}
        </p>
      </div>
      {problem !== null && problem.date === date && (
        <ProblemNote className="mt-4">{problem.text}</ProblemNote>
      )}
    </section>
  );
}
