import { AVAILABILITY_WINDOW_DAYS } from '@arogya/contract/constants/availability';
import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import { fill } from '@arogya/contract/messages/fill';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { InfoNote } from '../../../components/ui/info-note';
import { LoadingState } from '../../../components/ui/loading-state';
import { type SessionUser, useAuthSession } from '../../../lib/auth-session';
import { formatShortDay } from '../../../lib/india-date';
import { useMySchedule } from '../api/get-my-schedule';
import { AvailabilityCalendar } from '../components/availability-calendar';
import { DayPanel } from '../components/day-panel';
import { WeeklyHoursForm } from '../components/weekly-hours-form';
import type { ScheduleRole } from '../lib/calendar';

/**
 * /doctor/availability and /nurse/availability (spec 02 §2, §7, §8; decision 053): the weekly hours, then
 * a calendar of the rolling window (today and the next 89 days, month by month) where single days are
 * changed. Changes save at once ('Availability updated successfully!'); a change that would strand a
 * booking is refused and the bookings are named. If the schedule cannot be read the page says 'Could not
 * fetch availability.' with Retry rather than an empty editor.
 */
export function AvailabilityPage() {
  const { user } = useAuthSession();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {MSG_AVAILABILITY.title}
      </h1>
      {user !== null && (user.role === 'doctor' || user.role === 'nurse') ? (
        <AvailabilityEditor user={user} role={user.role} />
      ) : (
        <InfoNote className="mt-8">{MSG_AVAILABILITY.professionalsOnly}</InfoNote>
      )}
    </div>
  );
}

function AvailabilityEditor({ role }: { user: SessionUser; role: ScheduleRole }) {
  const schedule = useMySchedule();
  const [month, setMonth] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);

  if (schedule.isPending) return <LoadingState label={MSG_AVAILABILITY.loading} />;
  if (schedule.isError) {
    return (
      <ErrorState
        className="mt-8"
        message={MSG_AVAILABILITY.fetchFailed}
        onRetry={() => void schedule.refetch()}
        retrying={schedule.isFetching}
      />
    );
  }
  const data = schedule.data;
  const bookable = data.schedule.length;

  return (
    <>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {fill(MSG_AVAILABILITY.hintWindow, { days: AVAILABILITY_WINDOW_DAYS })}
      </p>
      <Card className="mt-8">
        <WeeklyHoursForm schedule={data} role={role} />
      </Card>
      <Card className="mt-8">
        <section aria-labelledby="calendar-title">
          <h2 id="calendar-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {MSG_AVAILABILITY.calendarTitle}
          </h2>
          <p className="mt-1 mb-5 text-sm text-slate-700 dark:text-slate-300">
            {MSG_AVAILABILITY.calendarHint}
          </p>
          <AvailabilityCalendar
            schedule={data}
            month={month ?? data.window.first.slice(0, 7)}
            onMonthChange={(m) => {
              setMonth(m);
              setSelected(null);
            }}
            selected={selected}
            onSelect={setSelected}
          />
          {selected !== null && <DayPanel schedule={data} role={role} date={selected} />}
          <p role="status" className="mt-6 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
            {bookable === 0 ? (
              <span className="font-medium text-amber-800 dark:text-amber-300">
                {MSG_AVAILABILITY.nothingYet}
              </span>
            ) : (
              <span className="text-slate-700 dark:text-slate-300">
                {fill(MSG_AVAILABILITY.upcomingSummary, {
                  count: bookable,
                  first: formatShortDay(data.schedule[0]?.date ?? data.window.first),
                  last: formatShortDay(data.window.last),
                })}
              </span>
            )}
          </p>
        </section>
      </Card>
    </>
  );
}
