import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PRESCRIPTIONS } from '@arogya/contract/messages/prescriptions';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { ArrowRight, CalendarClock, Compass, Flame, Pill } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../../components/ui/button';
import { useMyAppointments } from '../../../../lib/api/my-appointments';
import { cn } from '../../../../lib/cn';
import { formatLongDay } from '../../../../lib/india-date';
import type { Adherence } from '../api/get-adherence';
import { nextAppointment } from '../lib/next-appointment';

function DashboardCard({
  title,
  icon,
  children,
  className,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <h2
        id={headingId}
        className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white"
      >
        <span aria-hidden="true" className="text-teal-700 dark:text-teal-300">
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-3 flex flex-1 flex-col">{children}</div>
    </section>
  );
}

const moreLink =
  'mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-teal-800 hover:underline dark:text-teal-300';

/** The soonest visit still ahead, from My Appointments (ours). */
export function NextAppointmentCard({ now }: { now: Date }) {
  const appointments = useMyAppointments();
  const next = appointments.data ? nextAppointment(appointments.data, now) : null;
  return (
    <DashboardCard title={MSG_BOOKING.dashboardNextAppointment} icon={<CalendarClock className="size-5" />}>
      {appointments.isPending ? (
        <p role="status" className="text-slate-600 dark:text-slate-300">
          {MSG_SHELL.loading}
        </p>
      ) : appointments.isError ? (
        <p className="text-slate-700 dark:text-slate-300">{MSG_APPOINTMENTS.fetchFailed}</p>
      ) : next === null ? (
        <div className="space-y-3">
          <p className="text-slate-700 dark:text-slate-300">{MSG_BOOKING.dashboardNoUpcoming}</p>
          <ButtonLink to="/search" variant="outline" size="sm">
            {MSG_SHELL.findADoctor}
          </ButtonLink>
        </div>
      ) : (
        <div>
          <p className="text-lg font-semibold break-words text-slate-900 dark:text-white">
            {next.doctor.name}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {[next.bookingType, next.doctor.specialty].filter(Boolean).join(' · ')}
          </p>
          <p className="mt-2 font-medium text-slate-900 dark:text-white">
            {formatLongDay(next.appointmentDate)}, {next.appointmentTime}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{next.status}</p>
        </div>
      )}
      <Link to="/my-appointments" className={moreLink}>
        {MSG_BOOKING.dashboardViewAppointments}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </DashboardCard>
  );
}

/** The Care Navigator prompt (spec 01 §2). */
export function CareNavigatorCard() {
  return (
    <DashboardCard
      title={MSG_BOOKING.dashboardNavigatorTitle}
      icon={<Compass className="size-5" />}
      className="border-teal-200 bg-teal-50 dark:border-teal-900 dark:bg-teal-950/40"
    >
      <p className="text-slate-700 dark:text-slate-300">{MSG_BOOKING.dashboardNavigatorBody}</p>
      <div className="mt-auto pt-4">
        <ButtonLink to="/care-navigator">
          {MSG_BOOKING.dashboardNavigatorCta}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </DashboardCard>
  );
}

/** Medication adherence (spec 01 §2): score in percent and streak, linking to /my-prescriptions. */
export function AdherenceCard({ adherence }: { adherence: Adherence | null }) {
  return (
    <DashboardCard title={MSG_BOOKING.dashboardAdherenceTitle} icon={<Pill className="size-5" />}>
      {adherence !== null ? (
        <div className="flex flex-wrap items-baseline gap-x-6 gap-y-2">
          <p className="text-3xl font-bold text-slate-900 dark:text-white">
            {fill(MSG_PRESCRIPTIONS.adherenceScore, { score: Math.round(adherence.adherenceScore) })}
          </p>
          <p className="inline-flex items-center gap-1.5 font-medium text-amber-800 dark:text-amber-300">
            <Flame aria-hidden="true" className="size-4" />
            {fill(MSG_PRESCRIPTIONS.streak, { days: adherence.streak })}
          </p>
          {adherence.dosesDue === 0 && (
            <p className="w-full text-sm text-slate-700 dark:text-slate-300">
              {MSG_PRESCRIPTIONS.nothingDueYet}
            </p>
          )}
        </div>
      ) : (
        <p className="text-slate-700 dark:text-slate-300">{MSG_BOOKING.dashboardAdherenceBody}</p>
      )}
      <Link to="/my-prescriptions" className={moreLink}>
        {MSG_BOOKING.dashboardViewPrescriptions}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </DashboardCard>
  );
}
