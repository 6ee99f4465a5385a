import { MSG_SEARCH } from '@arogya/contract/messages/search';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { RotateCcw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';

/** The designed non-result states shared by the doctor and nurse searches. */

export function CardSkeletonGrid({ count }: { count: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{MSG_SHELL.loading}</span>
      <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            key={index}
            className="h-64 animate-pulse rounded-2xl border border-slate-200 bg-white p-5 motion-reduce:animate-none dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-center gap-4">
              <div className="size-14 rounded-full bg-slate-200 dark:bg-slate-700" />
              <div className="flex-1 space-y-2">
                <div className="h-4 w-3/4 rounded bg-slate-200 dark:bg-slate-700" />
                <div className="h-3 w-1/2 rounded bg-slate-200 dark:bg-slate-700" />
              </div>
            </div>
            <div className="mt-6 space-y-3">
              <div className="h-3 w-2/3 rounded bg-slate-200 dark:bg-slate-700" />
              <div className="h-3 w-1/2 rounded bg-slate-200 dark:bg-slate-700" />
              <div className="h-3 w-3/5 rounded bg-slate-200 dark:bg-slate-700" />
            </div>
            <div className="mt-8 flex items-center justify-between">
              <div className="h-5 w-16 rounded bg-slate-200 dark:bg-slate-700" />
              <div className="h-9 w-28 rounded-lg bg-slate-200 dark:bg-slate-700" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One click that widens an empty search: a larger radius, one filter fewer. */
export interface SearchSuggestion {
  key: string;
  label: string;
  onSelect: () => void;
}

export function EmptyResults({
  message,
  hint,
  onClear,
  suggestions = [],
}: {
  message: string;
  hint?: string;
  onClear?: () => void;
  suggestions?: readonly SearchSuggestion[];
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900/60">
      <span className="grid size-14 place-items-center rounded-full bg-white text-slate-500 shadow-sm dark:bg-slate-800 dark:text-slate-300">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <p className="text-lg font-semibold text-slate-900 dark:text-white">{message}</p>
      {hint && <p className="max-w-md text-slate-600 dark:text-slate-400">{hint}</p>}
      {suggestions.length > 0 && (
        <div className="flex max-w-full flex-col items-center gap-2">
          <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {MSG_SEARCH.suggestionsLabel}
          </p>
          <ul className="flex max-w-full flex-wrap justify-center gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion.key} className="max-w-full">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={suggestion.onSelect}
                  className="max-w-full rounded-full"
                >
                  <span className="truncate">{suggestion.label}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {onClear && (
        <Button variant="outline" onClick={onClear} className="mt-2">
          <RotateCcw aria-hidden="true" className="size-4" />
          {MSG_SEARCH.clearFilters}
        </Button>
      )}
    </div>
  );
}

/**
 * The one results block of the doctor and nurse searches: the error with Retry, the loading state while
 * there is nothing to show, the empty state, then the cards in a responsive grid (or `view`, e.g. the map,
 * in place of the grid).
 */
export function SearchResults<T extends { _id: string }>({
  items,
  error,
  loading,
  empty,
  isEmpty = items?.length === 0,
  view,
  renderItem,
}: {
  /** Undefined while the first answer is awaited. */
  items: readonly T[] | undefined;
  error: { message: string; onRetry: () => void; retrying: boolean } | null;
  loading: ReactNode;
  empty: ReactNode;
  isEmpty?: boolean;
  view?: ReactNode;
  renderItem: (item: T) => ReactNode;
}) {
  if (error) return <ErrorState message={error.message} onRetry={error.onRetry} retrying={error.retrying} />;
  if (!items) return loading;
  if (isEmpty) return empty;
  if (view) return view;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((item) => (
        <li key={item._id}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
