import { AMBULANCE_STATUS_LABELS, type AmbulanceStatus } from '@arogya/contract/constants/ambulance';
import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import type { AmbulanceRequest } from '@arogya/contract/schemas/ambulance';
import { Check } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';

export const LazyAmbulanceMap = lazy(() =>
  import('./ambulance-map').then((m) => ({ default: m.AmbulanceMap })),
);

/** A map slot of fixed height; the map chunk loads on first use. */
export function MapSlot(props: Parameters<typeof LazyAmbulanceMap>[0] & { className?: string }) {
  const { className, ...rest } = props;
  return (
    <div
      className={cn(
        'h-64 overflow-hidden rounded-xl border border-slate-200 sm:h-80 dark:border-slate-700',
        className,
      )}
    >
      <Suspense fallback={null}>
        <LazyAmbulanceMap {...rest} />
      </Suspense>
    </div>
  );
}

const TONES: Record<AmbulanceStatus, string> = {
  searching: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-50',
  accepted: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-50',
  en_route: 'bg-teal-100 text-teal-900 dark:bg-teal-900/60 dark:text-teal-50',
  arrived: 'bg-violet-100 text-violet-900 dark:bg-violet-900/60 dark:text-violet-50',
  completed: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-50',
  cancelled: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-50',
  unassigned: 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-50',
};

export function AmbulanceStatusBadge({ status }: { status: AmbulanceStatus }) {
  return (
    <span
      data-testid="ambulance-status"
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold', TONES[status])}
    >
      {AMBULANCE_STATUS_LABELS[status]}
    </span>
  );
}

/** The steps of a request with the time each happened. */
export function AmbulanceTimeline({ request }: { request: Pick<AmbulanceRequest, 'status' | 'timeline'> }) {
  const t = request.timeline;
  const steps: Array<{ status: AmbulanceStatus; at: string | null }> = [
    { status: 'searching', at: t.requestedAt },
    { status: 'accepted', at: t.acceptedAt },
    { status: 'en_route', at: t.enRouteAt },
    { status: 'arrived', at: t.arrivedAt },
    { status: 'completed', at: t.completedAt },
  ];
  if (t.cancelledAt) steps.push({ status: 'cancelled', at: t.cancelledAt });
  if (t.unassignedAt) steps.push({ status: 'unassigned', at: t.unassignedAt });
  return (
    <ol aria-label={MSG_AMBULANCE.timelineLabel} className="space-y-2">
      {steps.map((s) => (
        <li key={s.status} className="flex items-center gap-3">
          <span
            className={cn(
              'inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2',
              s.at
                ? 'border-teal-700 bg-teal-700 text-white dark:border-teal-300 dark:bg-teal-300 dark:text-slate-950'
                : 'border-slate-300 dark:border-slate-600',
            )}
          >
            {s.at && <Check aria-hidden="true" className="size-4" />}
          </span>
          <span
            className={cn(
              'font-medium',
              s.at ? 'text-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-400',
            )}
          >
            {AMBULANCE_STATUS_LABELS[s.status]}
          </span>
          {s.at && <span className="text-sm text-slate-600 dark:text-slate-400">{formatDateTime(s.at)}</span>}
        </li>
      ))}
    </ol>
  );
}
