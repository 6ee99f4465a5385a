import { patientAppointmentLink } from '@arogya/contract/constants/appointments';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PRESCRIPTIONS } from '@arogya/contract/messages/prescriptions';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { ArrowRight, CalendarClock, Compass, Flame, Pill, Timer, Wallet } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../../components/ui/button';
import { useMyCareFund } from '../../../../features/care-fund/api/get-my-fund';
import { useMyAppointments } from '../../../../lib/api/my-appointments';
import { cn } from '../../../../lib/cn';
import { formatDuration, formatRupees } from '../../../../lib/format';
import { formatLongDay } from '../../../../lib/india-date';
import { type Clock, systemClock, useNow } from '../../../../lib/use-now';
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

/** Checked this often, so the countdown's minutes stay right. */
const COUNTDOWN_TICK_MS = 15_000;

/** "Starts in 2 days, 3 hours" … "Starts in 4 minutes", then "Starting now". */
export function countdownText(startsAt: string, now: number): string | null {
  const start = Date.parse(startsAt);
  if (!Number.isFinite(start)) return null;
  const left = start - now;
  return left < 60_000
    ? MSG_BOOKING.dashboardStartingNow
    : fill(MSG_BOOKING.dashboardStartsIn, { time: formatDuration(left) });
}

/**
 * The soonest visit still ahead, from My Appointments (ours), counting down to its start on the app
 * clock (`useNow`: re-read on a timer and when the tab is shown again), linking to its own card.
 */
export function NextAppointmentCard({ clock = systemClock }: { clock?: Clock }) {
  const appointments = useMyAppointments();
  const now = useNow(clock, COUNTDOWN_TICK_MS);
  const next = appointments.data ? nextAppointment(appointments.data, now) : null;
  const countdown = next ? countdownText(next.startsAt, now) : null;
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
          {countdown && (
            <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-950/50 dark:text-amber-200">
              <Timer aria-hidden="true" className="size-4" />
              {countdown}
            </p>
          )}
          <p className="mt-3">
            <Link
              to={patientAppointmentLink(next._id, 'Upcoming')}
              className="text-sm font-semibold text-teal-800 hover:underline dark:text-teal-300"
            >
              {MSG_BOOKING.dashboardOpenAppointment}
            </Link>
          </p>
        </div>
      )}
      <Link to="/my-appointments" className={moreLink}>
        {MSG_BOOKING.dashboardViewAppointments}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </DashboardCard>
  );
}

/** The care fund's balance (ours), linking to /care-fund where it is topped up and shared. */
export function CareFundCard() {
  const fund = useMyCareFund();
  return (
    <DashboardCard title={MSG_BOOKING.dashboardCareFundTitle} icon={<Wallet className="size-5" />}>
      {fund.isPending ? (
        <p role="status" className="text-slate-600 dark:text-slate-300">
          {MSG_SHELL.loading}
        </p>
      ) : fund.isError ? (
        <p className="text-slate-700 dark:text-slate-300">{MSG_BOOKING.dashboardCareFundFailed}</p>
      ) : (
        <div>
          <p className="text-3xl font-bold text-slate-900 dark:text-white">
            {fill(MSG_BOOKING.dashboardCareFundBalance, { amount: formatRupees(fund.data.careFundBalance) })}
          </p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {fund.data.careFundBalance > 0
              ? MSG_BOOKING.dashboardCareFundHint
              : MSG_BOOKING.dashboardCareFundEmpty}
          </p>
        </div>
      )}
      <Link to="/care-fund" className={moreLink}>
        {MSG_BOOKING.dashboardCareFundLink}
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
