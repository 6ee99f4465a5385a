import { MSG_SUBSCRIPTION } from '@arogya/contract/messages/subscription';
import { ArrowRight, Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useAnalytics } from '../api/get-analytics';
import { useEarnings } from '../api/get-earnings';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { AnalyticsChart } from './analytics-chart';
import { EarningsTable } from './earnings-view';

/** The upgrade banner: only for doctors and nurses who are not Pro (spec 02 §6). */
export function UpgradeBanner() {
  const status = useSubscriptionStatus();
  if (!status.data || status.data.tier === 'pro') return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50">
      <Crown aria-hidden="true" className="size-6 shrink-0 text-amber-700 dark:text-amber-300" />
      <p className="flex-1 font-medium">{MSG_SUBSCRIPTION.upgradeBanner}</p>
      <ButtonLink to="/upgrade-pro" size="sm">
        {MSG_SUBSCRIPTION.upgradeToPro}
      </ButtonLink>
    </div>
  );
}

export function Panel({
  title,
  intro,
  children,
  action,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-slate-900 dark:text-white">{title}</h2>
        {action}
      </div>
      {intro && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{intro}</p>}
      <div className="mt-4">{children}</div>
    </Card>
  );
}

export function EarningsPanel({ months }: { months?: number }) {
  const earnings = useEarnings(12);
  return (
    <Panel
      title={MSG_SUBSCRIPTION.earningsTitle}
      intro={MSG_SUBSCRIPTION.earningsIntro}
      action={
        months !== undefined && (
          <Link
            to="/earnings"
            className="inline-flex items-center gap-1 text-sm font-semibold text-teal-800 underline-offset-4 hover:underline dark:text-teal-300"
          >
            {MSG_SUBSCRIPTION.earningsViewAll}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )
      }
    >
      {earnings.isPending ? (
        <LoadingState className="py-8" />
      ) : earnings.isError ? (
        <ErrorState
          message={earnings.error.message}
          onRetry={() => void earnings.refetch()}
          retrying={earnings.isFetching}
        />
      ) : (
        <EarningsTable earnings={earnings.data} {...(months !== undefined && { months })} />
      )}
    </Panel>
  );
}

export function AnalyticsPanel() {
  const analytics = useAnalytics(12);
  return (
    <Panel title={MSG_SUBSCRIPTION.analyticsTitle} intro={MSG_SUBSCRIPTION.analyticsIntro}>
      {analytics.isPending ? (
        <LoadingState className="py-8" />
      ) : analytics.isError ? (
        <ErrorState
          message={analytics.error.message}
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isFetching}
        />
      ) : (
        <AnalyticsChart analytics={analytics.data} />
      )}
    </Panel>
  );
}

/** What Pro adds to the doctor and nurse dashboards: the banner, the last 3 months of earnings, analytics. */
export function ProDashboardPanels() {
  return (
    <div className="space-y-6">
      <UpgradeBanner />
      <EarningsPanel months={3} />
      <AnalyticsPanel />
    </div>
  );
}
