import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../../lib/cn';
import type { DashboardLink } from '../lib/dashboard-links';

/** The dashboard's links as labelled cards: a grid on the generic dashboard, a column beside the summary. */
export function DashboardLinks({
  links,
  layout = 'grid',
}: {
  links: readonly DashboardLink[];
  layout?: 'grid' | 'column';
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {MSG_APPOINTMENTS.proQuickLinks}
      </h2>
      <ul className={cn('mt-4 grid gap-3', layout === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : '')}>
        {links.map(({ to, label, hint, icon: Icon }) => (
          <li key={`${to}-${label}`}>
            <Link
              to={to}
              className="group flex h-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-teal-500 hover:bg-teal-50/50 motion-reduce:transition-none dark:border-slate-800 dark:bg-slate-900 dark:hover:border-teal-400 dark:hover:bg-slate-800/60"
            >
              <span
                aria-hidden="true"
                className="grid size-11 shrink-0 place-items-center rounded-lg bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-200"
              >
                <Icon className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900 dark:text-white">{label}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">{hint}</span>
              </span>
              <ChevronRight
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none dark:text-slate-500"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
