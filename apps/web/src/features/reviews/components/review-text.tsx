import { REVIEW_TAG_LABELS } from '@arogya/contract/constants/reviews';
import type { PublicReview } from '@arogya/contract/schemas/reviews';

/** A review's words (as text: any HTML in them shows as typed) and its tags. */
export function ReviewText({ review }: { review: Pick<PublicReview, 'comment' | 'tags'> }) {
  return (
    <>
      {review.comment && (
        <p className="mt-2 break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
          {review.comment}
        </p>
      )}
      {review.tags.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {review.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200"
            >
              {REVIEW_TAG_LABELS[tag]}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
