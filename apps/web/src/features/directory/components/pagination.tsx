import { fill } from '@arogya/contract/messages/fill';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Previous / Next with "Page x of y" (spec 01 §2). */
export function Pagination({
  page,
  totalPages,
  hasPrev,
  hasNext,
  onPageChange,
  disabled = false,
}: {
  page: number;
  totalPages: number;
  hasPrev: boolean;
  hasNext: boolean;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}) {
  return (
    <nav aria-label={MSG_SEARCH.resultsPages} className="mt-8 flex items-center justify-between gap-3">
      <Button variant="outline" disabled={!hasPrev || disabled} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {MSG_SEARCH.previous}
      </Button>
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {fill(MSG_SEARCH.pageOf, { page, total: totalPages })}
      </p>
      <Button variant="outline" disabled={!hasNext || disabled} onClick={() => onPageChange(page + 1)}>
        {MSG_SEARCH.next}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
