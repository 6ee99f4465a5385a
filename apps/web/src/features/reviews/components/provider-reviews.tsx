import { REVIEW_TAG_LABELS, type ReviewKind, type ReviewSort } from '@arogya/contract/constants/reviews';
import { type ReviewUpdatedPayload, SOCKET_EVENTS } from '@arogya/contract/events';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_REVIEWS } from '@arogya/contract/messages/reviews';
import type { PublicReview, ReviewSummary } from '@arogya/contract/schemas/reviews';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Flag, MessageSquareReply } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Deferred } from '../../../components/ui/deferred';
import { ErrorState } from '../../../components/ui/error-state';
import { SelectField } from '../../../components/ui/form-field';
import { LoadingState } from '../../../components/ui/loading-state';
import { onDemand } from '../../../components/ui/on-demand';
import { useAuthSession } from '../../../lib/auth-session';
import { formatDate } from '../../../lib/format';
import { useSocketEvent } from '../../../lib/socket';
import { useProviderReviews } from '../api/get-provider-reviews';
import { reviewKeys } from '../api/keys';
import { ReviewText } from './review-text';
import { Stars } from './stars';

/** The reply form and the report dialog open after a click: their code loads on demand. */
const ReplyForm = onDemand(() => import('./reply-form').then((m) => m.ReplyForm), { inline: true });
const ReportDialog = onDemand(() => import('./report-dialog').then((m) => m.ReportDialog), {
  isOpen: (props) => props.open,
});

/**
 * How many reviews are drawn with the summary when the list first shows; the rest of the page follows in a
 * task of its own (components/ui/deferred), below them, so the first drawing is not one long task.
 */
const FIRST_REVIEWS = 3;

/** The order the list first shows (the route asks for its first page ahead of the list). */
export const FIRST_REVIEW_SORT: ReviewSort = 'recent';

const SORT_LABELS: Record<ReviewSort, string> = {
  recent: MSG_REVIEWS.sortRecent,
  helpful: MSG_REVIEWS.sortHelpful,
  rating: MSG_REVIEWS.sortRating,
};

/** The words that differ by what a professional is reviewed for: visits, lab collections or trips. */
const KIND_TEXTS: Record<
  ReviewKind,
  { heading: string; basedOn: string; basedOnOne: string; empty: string; verified: string }
> = {
  visit: {
    heading: MSG_REVIEWS.reviews,
    basedOn: MSG_REVIEWS.basedOn,
    basedOnOne: MSG_REVIEWS.basedOnOne,
    empty: MSG_REVIEWS.noReviews,
    verified: MSG_REVIEWS.verifiedVisit,
  },
  'lab-collection': {
    heading: MSG_REVIEWS.collectionReviews,
    basedOn: MSG_REVIEWS.basedOnCollections,
    basedOnOne: MSG_REVIEWS.basedOnOneCollection,
    empty: MSG_REVIEWS.noReviewsYetCollections,
    verified: MSG_REVIEWS.verifiedCollection,
  },
  'ambulance-trip': {
    heading: MSG_REVIEWS.tripReviews,
    basedOn: MSG_REVIEWS.basedOnTrips,
    basedOnOne: MSG_REVIEWS.basedOnOneTrip,
    empty: MSG_REVIEWS.noReviewsYetTrips,
    verified: MSG_REVIEWS.verifiedTrip,
  },
};

function Summary({ summary, kind }: { summary: ReviewSummary; kind: ReviewKind }) {
  const texts = KIND_TEXTS[kind];
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
      <div className="flex flex-col items-start gap-1">
        <p className="text-4xl font-bold text-slate-900 dark:text-white">
          {summary.averageRating.toFixed(1)}
        </p>
        <Stars rating={summary.averageRating} />
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {summary.numReviews === 1 ? texts.basedOnOne : fill(texts.basedOn, { count: summary.numReviews })}
        </p>
      </div>
      <div className="space-y-3">
        <ul className="space-y-1.5">
          {summary.distribution.map((bar) => (
            <li key={bar.stars} className="flex items-center gap-3 text-sm">
              <span className="w-14 shrink-0 text-slate-700 dark:text-slate-300">
                {bar.stars} <span className="sr-only">{MSG_REVIEWS.starsBarLabel}</span>
                <span aria-hidden="true">★</span>
              </span>
              <span className="h-2.5 min-w-0 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
                <span
                  className="block h-full rounded-full bg-amber-400"
                  style={{ width: `${bar.percent}%` }}
                />
              </span>
              <span className="w-8 shrink-0 text-right text-slate-700 tabular-nums dark:text-slate-300">
                {bar.count}
              </span>
            </li>
          ))}
        </ul>
        {summary.topTags.length > 0 && (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium text-slate-700 dark:text-slate-300">
              {MSG_REVIEWS.mostMentioned}:
            </span>
            {summary.topTags.map((t) => (
              <span
                key={t.tag}
                className="rounded-full bg-teal-50 px-2.5 py-0.5 font-medium text-teal-900 dark:bg-teal-950 dark:text-teal-100"
              >
                {REVIEW_TAG_LABELS[t.tag]} ({t.count})
              </span>
            ))}
          </p>
        )}
      </div>
    </div>
  );
}

function ReviewItem({
  review,
  providerName,
  canReply,
  canReport,
}: {
  review: PublicReview;
  providerName: string;
  canReply: boolean;
  canReport: boolean;
}) {
  const [reporting, setReporting] = useState(false);
  const [replying, setReplying] = useState(false);
  return (
    <li className="border-t border-slate-200 py-5 first:border-t-0 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="font-semibold text-slate-900 dark:text-white">{review.author}</span>
        <span className="inline-flex items-center gap-1 text-sm font-medium text-teal-800 dark:text-teal-300">
          <BadgeCheck aria-hidden="true" className="size-4" />
          {KIND_TEXTS[review.kind].verified}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-400">{formatDate(review.createdAt)}</span>
      </div>
      <ReviewText review={review} />
      {review.reply && (
        <div className="mt-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sky-950 dark:border-sky-800 dark:bg-sky-950/50 dark:text-sky-50">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <MessageSquareReply aria-hidden="true" className="size-4" />
            {fill(MSG_REVIEWS.providerReply, { name: providerName })}
          </p>
          <p className="mt-1 break-words whitespace-pre-line">{review.reply.text}</p>
        </div>
      )}
      {canReply &&
        !review.reply &&
        (replying ? (
          <ReplyForm reviewId={review._id} />
        ) : (
          <Button variant="outline" size="sm" className="mt-3" onClick={() => setReplying(true)}>
            <MessageSquareReply aria-hidden="true" className="size-4" />
            {MSG_REVIEWS.reply}
          </Button>
        ))}
      {canReport && (
        <>
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => setReporting(true)}>
            <Flag aria-hidden="true" className="size-4" />
            {MSG_REVIEWS.report}
          </Button>
          <ReportDialog reviewId={review._id} open={reporting} onClose={() => setReporting(false)} />
        </>
      )}
    </li>
  );
}

/**
 * A professional's reviews (their public profile, and their own dashboard where `canReply`): the average,
 * the 5→1 star bars and the most mentioned tags, then the reviews a page at a time in the chosen order.
 * `kind` is what they are reviewed for (a technician's collections, a driver's trips), for the wording.
 */
export function ProviderReviews({
  providerId,
  providerName,
  canReply = false,
  id,
  kind = 'visit',
}: {
  providerId: string;
  providerName: string;
  canReply?: boolean;
  id?: string;
  kind?: ReviewKind;
}) {
  const texts = KIND_TEXTS[kind];
  const headingId = useId();
  const { user } = useAuthSession();
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<ReviewSort>(FIRST_REVIEW_SORT);
  const [page, setPage] = useState(1);
  const reviews = useProviderReviews(providerId, sort, page);
  useSocketEvent(SOCKET_EVENTS.reviewUpdated, (payload) => {
    if ((payload as Partial<ReviewUpdatedPayload> | undefined)?.providerId === providerId) {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.ofProvider(providerId) });
    }
  });

  const item = (review: PublicReview) => (
    <ReviewItem
      key={review._id}
      review={review}
      providerName={providerName}
      canReply={canReply}
      canReport={user !== null && !canReply}
    />
  );

  let body: ReactNode;
  if (reviews.isPending) body = <LoadingState label={texts.heading} />;
  else if (reviews.isError) {
    body = (
      <ErrorState
        message={MSG_REVIEWS.loadFailed}
        onRetry={() => void reviews.refetch()}
        retrying={reviews.isFetching}
      />
    );
  } else {
    const { summary, pagination } = reviews.data;
    body =
      summary.numReviews === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{texts.empty}</p>
      ) : (
        <>
          <Summary summary={summary} kind={kind} />
          <div className="mt-6 flex flex-wrap items-end justify-between gap-3">
            <SelectField
              label={MSG_REVIEWS.sortLabel}
              value={sort}
              onChange={(e) => {
                setSort(e.target.value as ReviewSort);
                setPage(1);
              }}
              options={(Object.keys(SORT_LABELS) as ReviewSort[]).map((value) => ({
                value,
                label: SORT_LABELS[value],
              }))}
              className="w-full sm:w-56"
            />
          </div>
          <ul className="mt-2">
            {reviews.data.reviews.slice(0, FIRST_REVIEWS).map(item)}
            <Deferred>{reviews.data.reviews.slice(FIRST_REVIEWS).map(item)}</Deferred>
          </ul>
          <Deferred>
            {pagination.totalPages > 1 && (
              <nav aria-label={texts.heading} className="mt-4 flex items-center justify-between gap-3">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {MSG_REVIEWS.previous}
                </Button>
                <span className="text-sm text-slate-700 dark:text-slate-300">
                  {fill(MSG_REVIEWS.pageOf, { page, pages: pagination.totalPages })}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page >= pagination.totalPages}
                  onClick={() => setPage(page + 1)}
                >
                  {MSG_REVIEWS.next}
                </Button>
              </nav>
            )}
          </Deferred>
        </>
      );
  }

  return (
    <section aria-labelledby={headingId} id={id} className="scroll-mt-24">
      <Card>
        <h2 id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
          {texts.heading}
        </h2>
        <div className="mt-4">{body}</div>
      </Card>
    </section>
  );
}
