import { MSG_SEARCH } from '@arogya/contract/messages/search';
import { Search } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/**
 * The foot of a search sidebar: 'Apply Filters', and — when the sidebar differs from the results shown
 * (`changed`) — a status beside it saying so, with the button ringed.
 */
export function ApplyFilters({ changed, className }: { changed: boolean; className?: string }) {
  return (
    <>
      <p
        role="status"
        className={
          changed
            ? 'rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 dark:bg-amber-950/50 dark:text-amber-100'
            : 'sr-only'
        }
      >
        {changed ? MSG_SEARCH.filtersChanged : ''}
      </p>
      <Button
        type="submit"
        className={cn(className, changed && 'ring-2 ring-amber-400 ring-offset-2 dark:ring-offset-slate-900')}
      >
        <Search aria-hidden="true" className="size-4" />
        {MSG_SEARCH.applyFilters}
      </Button>
    </>
  );
}
