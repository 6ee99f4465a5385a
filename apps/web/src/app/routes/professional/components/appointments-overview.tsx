import { SOCKET_EVENTS } from '@arogya/contract/events';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CalendarClock, CalendarDays, Hourglass } from 'lucide-react';
import { type ReactNode, useCallback, useId } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../../components/ui/error-state';
import { LoadingState } from '../../../../components/ui/loading-state';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { myAppointmentsKey, useMyAppointments } from '../../../../lib/api/my-appointments';
import { indiaToday } from '../../../../lib/india-date';
import { useSocketEvent } from '../../../../lib/socket';
import { dashboardSummary, formatAppointmentDay } from '../lib/appointment-view';

function Stat({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  return (
    <li className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <span
        aria-hidden="true"
        className="grid size-12 shrink-0 place-items-center rounded-xl bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-200"
      >
        {icon}
      </span>
      <p>
        <span className="block text-3xl font-bold text-slate-900 tabular-nums dark:text-white">{value}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-400">{label}</span>
      </p>
    </li>
  );
}

/**
 * The dashboard's summary of the professional's appointments (ours, from GET /appointments/my-appointments):
 * today's count, those awaiting confirmation, confirmed ones ahead, and the next three. Live like the manager.
 */
export function AppointmentsOverview({ practice }: { practice: 'doctor' | 'nurse' }) {
  const queryClient = useQueryClient();
  const appointments = useMyAppointments();
  const headingId = useId();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: myAppointmentsKey });
  }, [queryClient]);
  useSocketEvent(SOCKET_EVENTS.newNotification, refresh);
  useSocketEvent(SOCKET_EVENTS.appointmentUpdated, refresh);

  if (appointments.isPending) return <LoadingState label={MSG_APPOINTMENTS.proLoading} className="py-16" />;
  if (appointments.isError) {
    return (
      <ErrorState
        message={MSG_APPOINTMENTS.proFetchFailed}
        onRetry={() => void appointments.refetch()}
        retrying={appointments.isFetching}
      />
    );
  }

  const summary = dashboardSummary(appointments.data, indiaToday(), new Date());
  const managerPath = `/${practice}/appointments`;

  return (
    <div className="space-y-8">
      <ul className="grid gap-4 sm:grid-cols-3">
        <Stat
          label={MSG_APPOINTMENTS.proTodayCount}
          value={summary.today}
          icon={<CalendarDays className="size-6" />}
        />
        <Stat
          label={MSG_APPOINTMENTS.proPendingCount}
          value={summary.pending}
          icon={<Hourglass className="size-6" />}
        />
        <Stat
          label={MSG_APPOINTMENTS.proConfirmedCount}
          value={summary.confirmedUpcoming}
          icon={<CalendarClock className="size-6" />}
        />
      </ul>
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {MSG_APPOINTMENTS.proNextAppointments}
          </h2>
          <Link
            to={managerPath}
            className="inline-flex items-center gap-1 rounded text-sm font-semibold text-teal-800 hover:underline dark:text-teal-300"
          >
            {MSG_APPOINTMENTS.proViewAll}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        {summary.next.length === 0 ? (
          <p className="mt-4 rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
            {MSG_APPOINTMENTS.proNoUpcoming}
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {summary.next.map((appointment) => (
              <li key={appointment._id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-4">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-slate-900 dark:text-white">
                    {appointment.patient.name}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    <time dateTime={appointment.appointmentDate}>
                      {formatAppointmentDay(appointment.appointmentDate)}
                    </time>
                    {' · '}
                    {appointment.appointmentTime}
                    {' · '}
                    {appointment.bookingType}
                  </p>
                </div>
                <StatusBadge status={appointment.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
