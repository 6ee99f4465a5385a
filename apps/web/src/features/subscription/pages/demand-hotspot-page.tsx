import {
  CITIES,
  DOCTOR_SEARCH_SPECIALTIES,
  NURSE_SEARCH_CATEGORIES,
} from '@arogya/contract/constants/directory';
import { MSG_SUBSCRIPTION } from '@arogya/contract/messages/subscription';
import { Activity, Flame, MapPin, Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Navigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { SelectField } from '../../../components/ui/form-field';
import { LoadingState } from '../../../components/ui/loading-state';
import { isApiError } from '../../../lib/api-client';
import { type SessionUser, useAuthSession } from '../../../lib/auth-session';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { type DemandFilters, useDemandInsights } from '../api/get-demand-insights';
import { summarizeDemand } from '../lib/demand-summary';

const DemandMap = lazy(() => import('../components/demand-map'));

const SPECIALTIES = [...new Set<string>([...DOCTOR_SEARCH_SPECIALTIES, ...NURSE_SEARCH_CATEGORIES])];
const LEVEL_CLASSES = {
  High: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  Medium: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  Low: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
} as const;

/** /demand-hotspot (spec 02 §2 Demand insights): Pro members only; others go to /upgrade-pro. */
export function DemandHotspotPage() {
  const { user } = useAuthSession();
  if (user === null) return null;
  if (user.subscriptionTier !== 'pro') return <Navigate to="/upgrade-pro" replace />;
  return <DemandInsights user={user} />;
}

function DemandInsights({ user }: { user: SessionUser }) {
  // The professional's own city and specialty are preselected.
  const [filters, setFilters] = useState<DemandFilters>(() => ({
    city: user.city && (CITIES as readonly string[]).includes(user.city) ? user.city : '',
    specialty:
      typeof user.specialty === 'string' && SPECIALTIES.includes(user.specialty) ? user.specialty : '',
  }));
  const insights = useDemandInsights(filters, true);

  // The server refuses non-Pro callers too (403): the period may have ended since the session was read.
  if (insights.isError && isApiError(insights.error) && insights.error.status === 403) {
    return <Navigate to="/upgrade-pro" replace />;
  }

  const summary = insights.data ? summarizeDemand(insights.data) : null;
  const tiles = summary
    ? [
        { label: MSG_SUBSCRIPTION.activeAreas, value: summary.activeAreas, icon: MapPin },
        { label: MSG_SUBSCRIPTION.highDemandZones, value: summary.highDemandZones, icon: Flame },
        { label: MSG_SUBSCRIPTION.totalSearches, value: summary.totalSearches, icon: Search },
        { label: MSG_SUBSCRIPTION.peakSearches, value: summary.peakSearches, icon: Activity },
      ]
    : [];

  return (
    <Container className="py-10 sm:py-14">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {MSG_SUBSCRIPTION.demandTitle}
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{MSG_SUBSCRIPTION.demandIntro}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <SelectField
          label={MSG_SUBSCRIPTION.filterCity}
          value={filters.city}
          onChange={(e) => setFilters((f) => ({ ...f, city: e.target.value }))}
          options={[{ value: '', label: MSG_SUBSCRIPTION.allCities }, ...CITIES]}
        />
        <SelectField
          label={MSG_SUBSCRIPTION.filterSpecialty}
          value={filters.specialty}
          onChange={(e) => setFilters((f) => ({ ...f, specialty: e.target.value }))}
          options={[{ value: '', label: MSG_SUBSCRIPTION.allSpecialties }, ...SPECIALTIES]}
        />
      </div>

      {insights.isPending ? (
        <LoadingState />
      ) : insights.isError ? (
        <ErrorState
          className="mt-8"
          message={MSG_SUBSCRIPTION.loadInsightsFailed}
          onRetry={() => void insights.refetch()}
          retrying={insights.isFetching}
        />
      ) : summary && insights.data.length === 0 ? (
        <p
          role="status"
          className="mt-8 rounded-2xl border border-slate-200 p-10 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300"
        >
          {MSG_SUBSCRIPTION.noDemandData}
        </p>
      ) : (
        summary && (
          <>
            <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
              {tiles.map(({ label, value, icon: Icon }) => (
                <Card key={label} className="p-4">
                  <dt className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-300">
                    <Icon aria-hidden="true" className="size-4 text-teal-700 dark:text-teal-400" />
                    {label}
                  </dt>
                  <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">
                    {formatNumber(value)}
                  </dd>
                </Card>
              ))}
            </dl>
            <div
              className="mt-8 h-[420px] overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-700"
              data-testid="demand-map"
            >
              <Suspense fallback={<LoadingState />}>
                <DemandMap points={insights.data} />
              </Suspense>
            </div>
            <section aria-labelledby="top-demand" className="mt-8">
              <h2 id="top-demand" className="text-xl font-bold text-slate-900 dark:text-white">
                {MSG_SUBSCRIPTION.topDemandAreas}
              </h2>
              <div className="relative mt-4 overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-700">
                <table className="w-full text-left text-sm">
                  <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                    <tr>
                      <th scope="col" className="px-4 py-3">
                        {MSG_SUBSCRIPTION.area}
                      </th>
                      <th scope="col" className="px-4 py-3">
                        {MSG_SUBSCRIPTION.specialty}
                      </th>
                      <th scope="col" className="px-4 py-3 text-right">
                        {MSG_SUBSCRIPTION.searches}
                      </th>
                      <th scope="col" className="px-4 py-3">
                        {MSG_SUBSCRIPTION.demandLevel}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-200 text-slate-800 dark:divide-slate-700 dark:text-slate-200">
                    {summary.top.map((row) => (
                      <tr key={`${row.area}|${row.city}|${row.specialty}`}>
                        <td className="px-4 py-3">{row.area}</td>
                        <td className="px-4 py-3">{row.specialty}</td>
                        <td className="px-4 py-3 text-right tabular-nums">{formatNumber(row.intensity)}</td>
                        <td className="px-4 py-3">
                          <span
                            className={cn(
                              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                              LEVEL_CLASSES[row.level],
                            )}
                          >
                            {row.level}
                          </span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          </>
        )
      )}
    </Container>
  );
}
