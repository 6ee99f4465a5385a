import type { ReviewModerationAction } from '@arogya/contract/constants/reviews';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_REVIEWS } from '@arogya/contract/messages/reviews';
import type { ReportedReview } from '@arogya/contract/schemas/reviews';
import { type ReactNode, useId } from 'react';
import { ModerationButtons } from '../../../components/moderation-buttons';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useReportedReviews } from '../api/get-reported-reviews';
import { useModerateReview } from '../api/moderate-review';
import { ReviewText } from './review-text';
import { Stars } from './stars';

function ReportedItem({ review }: { review: ReportedReview }) {
  const moderate = useModerateReview();
  const titleId = useId();
  const decide = (action: ReviewModerationAction) =>
    moderate.mutate(
      { id: review._id, action },
      {
        onSuccess: ({ msg }) => toast.success(msg),
        onError: (error) => toast.error(isApiError(error) ? error.message : MSG_REVIEWS.loadFailed),
      },
    );
  return (
    <li
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={titleId} className="font-semibold text-slate-900 dark:text-white">
          {fill(MSG_REVIEWS.forProvider, { name: review.provider.name })}
        </h3>
        <Stars rating={review.rating} />
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {review.author} · {formatDate(review.createdAt)}
        </span>
        <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
          {fill(MSG_REVIEWS.reportsCount, { count: review.reportCount })}
        </span>
      </div>
      <ReviewText review={review} />
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        {review.reasons.map((reason, i) => (
          // Reasons have no id of their own; their order is fixed by the server.
          // biome-ignore lint/suspicious/noArrayIndexKey: stable order
          <li key={i} className="break-words">
            {reason}
          </li>
        ))}
      </ul>
      <ModerationButtons
        labels={MSG_REVIEWS}
        pending={moderate.isPending}
        onDecide={decide}
        className="mt-4 flex flex-wrap gap-3"
      />
    </li>
  );
}

/** The admin dashboard's queue of reviews hidden by reports, each with Restore and Remove. */
export function ReportedReviews() {
  const headingId = useId();
  const reported = useReportedReviews();
  let body: ReactNode;
  if (reported.isPending) body = <LoadingState label={MSG_REVIEWS.reportedReviews} />;
  else if (reported.isError) {
    body = (
      <ErrorState
        message={MSG_REVIEWS.loadFailed}
        onRetry={() => void reported.refetch()}
        retrying={reported.isFetching}
      />
    );
  } else if (reported.data.length === 0) {
    body = <p className="text-slate-700 dark:text-slate-300">{MSG_REVIEWS.noReportedReviews}</p>;
  } else {
    body = (
      <ul className="space-y-4">
        {reported.data.map((review) => (
          <ReportedItem key={review._id} review={review} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
        {MSG_REVIEWS.reportedReviews}
      </h2>
      <div className="mt-4">{body}</div>
    </section>
  );
}
