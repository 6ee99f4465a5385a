import { fill } from '@arogya/contract/messages/fill';
import { MSG_FORUM } from '@arogya/contract/messages/forum';
import type { ReportedForumItem } from '@arogya/contract/schemas/forum';
import { EyeOff } from 'lucide-react';
import { Link } from 'react-router';
import { ModerationButtons } from '../../../components/moderation-buttons';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { toast } from '../../../lib/toast';
import { useModeratePost } from '../api/moderate-post';
import { useReportedItems } from '../api/reported-items';
import { preview } from './question-card';

/**
 * Reported forum questions and answers for moderators (nurses and admins), hidden ones first, each with
 * Restore and Remove. Self-contained: its own query and mutation.
 */
export function ReportedForumItems() {
  const items = useReportedItems();
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
        {MSG_FORUM.reportedItemsHeading}
      </h2>
      <div className="mt-4">
        {items.isPending ? (
          <LoadingState className="py-8" />
        ) : items.isError ? (
          <ErrorState
            message={MSG_FORUM.loadReportedFailed}
            onRetry={() => items.refetch()}
            retrying={items.isFetching}
          />
        ) : items.data.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-300">{MSG_FORUM.noReportedItems}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {items.data.map((item) => (
              <li key={`${item.kind}:${item._id}`} className="py-4">
                <ReportedRow item={item} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function ReportedRow({ item }: { item: ReportedForumItem }) {
  const moderate = useModeratePost();
  async function act(action: 'restore' | 'remove') {
    try {
      await moderate.mutateAsync({ kind: item.kind, id: item._id, action });
      toast.success(action === 'restore' ? MSG_FORUM.restored : MSG_FORUM.removed);
    } catch {
      // The client already showed the server's message.
    }
  }
  return (
    <div
      className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between"
      data-testid="reported-item"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
          {item.kind === 'question' ? MSG_FORUM.questionLabel : MSG_FORUM.answerLabel}
          <span>{fill(MSG_FORUM.reportsCount, { count: item.reportCount })}</span>
          {item.hidden && (
            <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-red-900 dark:bg-red-900/60 dark:text-red-100">
              <EyeOff aria-hidden="true" className="size-3" />
              {MSG_FORUM.hiddenBadge}
            </span>
          )}
        </p>
        <Link
          to={`/forum/question/${item.questionId}`}
          className="block font-medium break-words text-teal-800 hover:underline dark:text-teal-200"
        >
          {item.questionTitle}
        </Link>
        <p className="text-sm break-words text-slate-700 dark:text-slate-300">{preview(item.body)}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {item.author.name} · {item.reasons.join(' · ')}
        </p>
      </div>
      <ModerationButtons
        labels={MSG_FORUM}
        pending={moderate.isPending}
        onDecide={(action) => void act(action)}
        className="flex shrink-0 gap-2"
      />
    </div>
  );
}
