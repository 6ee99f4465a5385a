import { MSG_SEARCH } from '@arogya/contract/messages/search';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '../../../lib/cn';

/**
 * The filter sidebar: always shown beside the results on wide screens; on narrow screens it folds into a
 * 'Filters' disclosure above them.
 */
export function FilterPanel({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const panelId = useId();
  const headingId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-left font-semibold text-slate-900 shadow-sm hover:bg-slate-50 lg:hidden dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800"
      >
        <span className="inline-flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {MSG_SEARCH.filters}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-5 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
        />
      </button>
      <section
        id={panelId}
        aria-labelledby={headingId}
        className={cn(
          'mt-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:mt-0 lg:block dark:border-slate-800 dark:bg-slate-900',
          !open && 'hidden',
        )}
      >
        <h2
          id={headingId}
          className="mb-4 hidden items-center gap-2 text-lg font-semibold text-slate-900 lg:flex dark:text-white"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {MSG_SEARCH.filters}
        </h2>
        {children}
      </section>
    </div>
  );
}
