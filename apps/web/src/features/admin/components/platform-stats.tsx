import { ROLES, type Role } from '@arogya/contract/constants/auth';
import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { Ambulance, CalendarCheck, Hourglass, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { formatNumber } from '../../../lib/format';
import { usePlatformStats } from '../api/get-platform-stats';
import { roleLabel } from './review-card';

function Tile({
  icon,
  label,
  value,
  children,
}: {
  icon: ReactNode;
  label: string;
  value: number;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
        {icon}
        {label}
      </dt>
      <dd className="mt-1">
        <span className="text-2xl font-bold text-slate-900 dark:text-white">{formatNumber(value)}</span>
        {children}
      </dd>
    </div>
  );
}

const roleName = (role: Role) =>
  role === 'patient' ? 'Patient' : role === 'admin' ? 'Admin' : roleLabel(role);

/** Live platform counts: active users (by role), pending approvals, bookings today, open ambulance requests. */
export function PlatformStats() {
  const stats = usePlatformStats();
  return (
    <section aria-labelledby="platform-stats-heading">
      <h2 id="platform-stats-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        {MSG_ADMIN.platformCounts}
      </h2>
      <div className="mt-4">
        {stats.isPending ? (
          <LoadingState className="py-8" />
        ) : stats.isError ? (
          <ErrorState
            message={MSG_ADMIN.loadStatsFailed}
            onRetry={() => void stats.refetch()}
            retrying={stats.isFetching}
          />
        ) : (
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Tile
              icon={<Users aria-hidden="true" className="size-4" />}
              label={MSG_ADMIN.usersByRole}
              value={Object.values(stats.data.usersByRole).reduce((a, b) => a + b, 0)}
            >
              <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
                {ROLES.map((role) => (
                  <li key={role}>
                    {roleName(role)}:{' '}
                    <span className="font-semibold">{stats.data.usersByRole[role] ?? 0}</span>
                  </li>
                ))}
              </ul>
            </Tile>
            <Tile
              icon={<Hourglass aria-hidden="true" className="size-4" />}
              label={MSG_ADMIN.statPendingApprovals}
              value={stats.data.pendingApprovals}
            />
            <Tile
              icon={<CalendarCheck aria-hidden="true" className="size-4" />}
              label={MSG_ADMIN.statBookingsToday}
              value={stats.data.bookingsToday}
            />
            <Tile
              icon={<Ambulance aria-hidden="true" className="size-4" />}
              label={MSG_ADMIN.statOpenAmbulance}
              value={stats.data.openAmbulanceRequests}
            />
          </dl>
        )}
      </div>
    </section>
  );
}
