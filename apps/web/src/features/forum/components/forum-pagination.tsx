import { forumPageButtons } from '@arogya/contract/constants/forum';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_FORUM } from '@arogya/contract/messages/forum';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** Previous, up to 5 page numbers around the current page, Next (spec 02 §2). */
export function ForumPagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label={MSG_FORUM.paginationLabel}
      className="mt-8 flex flex-wrap items-center justify-center gap-2"
    >
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {MSG_FORUM.previous}
      </Button>
      {forumPageButtons(page, totalPages).map((n) => (
        <Button
          key={n}
          size="sm"
          variant={n === page ? 'primary' : 'outline'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={fill(MSG_FORUM.page, { page: n })}
          className={cn('min-w-9')}
          onClick={() => onPage(n)}
        >
          {n}
        </Button>
      ))}
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {MSG_FORUM.next}
      </Button>
    </nav>
  );
}
