import { fill } from '@arogya/contract/messages/fill';
import { MSG_SUBSCRIPTION } from '@arogya/contract/messages/subscription';
import type { Analytics } from '@arogya/contract/schemas/subscription';
import { Lock } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { formatDate, formatNumber } from '../../../lib/format';

const SERIES = [
  { key: 'searchAppearances', label: MSG_SUBSCRIPTION.analyticsSearchAppearances, color: 'bg-teal-600' },
  { key: 'profileViews', label: MSG_SUBSCRIPTION.analyticsProfileViews, color: 'bg-amber-500' },
  { key: 'bookings', label: MSG_SUBSCRIPTION.analyticsBookings, color: 'bg-indigo-600' },
] as const;

/**
 * Weekly bars for Pro members (one group per week, each series scaled to its own maximum, the numbers in
 * each bar's label); others see their totals and an invitation to upgrade.
 */
export function AnalyticsChart({ analytics }: { analytics: Analytics }) {
  const totals = (
    <dl className="grid grid-cols-3 gap-3">
      {SERIES.map((s) => (
        <div key={s.key} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
          <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-300">
            <span aria-hidden="true" className={`size-2.5 rounded-sm ${s.color}`} />
            {s.label}
          </dt>
          <dd className="mt-1 text-xl font-bold text-slate-900 dark:text-white">
            {formatNumber(analytics.totals[s.key])}
          </dd>
        </div>
      ))}
    </dl>
  );
  if (analytics.locked) {
    return (
      <div className="space-y-4">
        {totals}
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-amber-400 p-4 text-sm text-slate-700 dark:text-slate-300">
          <Lock aria-hidden="true" className="size-4 text-amber-600" />
          <span className="flex-1">{MSG_SUBSCRIPTION.analyticsLocked}</span>
          <ButtonLink to="/upgrade-pro" size="sm">
            {MSG_SUBSCRIPTION.upgradeToPro}
          </ButtonLink>
        </div>
      </div>
    );
  }
  const max = Object.fromEntries(
    SERIES.map((s) => [s.key, Math.max(1, ...analytics.weeks.map((w) => w[s.key]))]),
  ) as Record<(typeof SERIES)[number]['key'], number>;
  return (
    <div className="space-y-4">
      {totals}
      <ol
        className="flex h-40 items-end gap-1.5 overflow-x-auto"
        aria-label={MSG_SUBSCRIPTION.analyticsLast12Weeks}
      >
        {analytics.weeks.map((w) => (
          <li
            key={w.week}
            className="flex h-full min-w-6 flex-1 items-end justify-center gap-0.5"
            aria-label={`${fill(MSG_SUBSCRIPTION.analyticsWeekOf, { date: formatDate(w.week) })}: ${SERIES.map((s) => `${s.label} ${w[s.key]}`).join(', ')}`}
          >
            {SERIES.map((s) => (
              <span
                key={s.key}
                aria-hidden="true"
                className={`w-1.5 rounded-t-sm ${s.color}`}
                style={{ height: `${Math.max(2, (w[s.key] / max[s.key]) * 100)}%` }}
              />
            ))}
          </li>
        ))}
      </ol>
      <p className="flex justify-between text-xs text-slate-600 dark:text-slate-400">
        <span>{analytics.weeks[0] ? formatDate(analytics.weeks[0].week) : ''}</span>
        <span>{analytics.weeks.at(-1) ? formatDate(analytics.weeks.at(-1)?.week ?? '') : ''}</span>
      </p>
    </div>
  );
}
