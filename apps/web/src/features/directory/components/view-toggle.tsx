import { MSG_SEARCH } from '@arogya/contract/messages/search';
import { List, Map as MapIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { ResultsView } from '../lib/doctor-search-params';

const OPTIONS = [
  { value: 'list', label: MSG_SEARCH.listView, Icon: List },
  { value: 'map', label: MSG_SEARCH.mapView, Icon: MapIcon },
] as const;

/** List View / Map View: two toggle buttons, the current one pressed. */
export function ViewToggle({ view, onChange }: { view: ResultsView; onChange: (view: ResultsView) => void }) {
  return (
    <fieldset className="inline-flex rounded-xl border border-slate-300 bg-white p-1 dark:border-slate-700 dark:bg-slate-900">
      <legend className="sr-only">{MSG_SEARCH.resultsView}</legend>
      {OPTIONS.map(({ value, label, Icon }) => {
        const pressed = view === value;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={pressed}
            onClick={() => {
              if (!pressed) onChange(value);
            }}
            className={cn(
              'inline-flex min-h-9 items-center gap-2 rounded-lg px-3 text-sm font-semibold transition-colors motion-reduce:transition-none',
              pressed
                ? 'bg-teal-700 text-white dark:bg-teal-400 dark:text-slate-950'
                : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </button>
        );
      })}
    </fieldset>
  );
}
