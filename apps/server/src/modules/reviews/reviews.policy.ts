import {
  REVIEW_RULES,
  type ReviewKind,
  type ReviewModerationAction,
  type ReviewStatus,
  reviewDeadline,
  reviewEditDeadline,
} from '@arogya/contract/constants/reviews';
import { MSG_REVIEWS } from '@arogya/contract/messages/reviews';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';

/** What the rules need to know about an appointment. */
export interface AppointmentFacts {
  patientId: string;
  status: string;
  completedAt: Date | null;
}

/** What the rules need to know about any reviewable item (a visit, a lab collection, an ambulance trip). */
export interface ItemFacts {
  patientId: string | null;
  providerId: string | null;
  completed: boolean;
  completedAt: Date | null;
}

/** The refusals, in each kind's words. */
export const REVIEW_REFUSALS: Record<
  ReviewKind,
  { notFound: string; notCompleted: string; windowOver: string; alreadyReviewed: string }
> = {
  visit: {
    notFound: MSG_REVIEWS.appointmentNotFound,
    notCompleted: MSG_REVIEWS.notCompleted,
    windowOver: MSG_REVIEWS.windowOver,
    alreadyReviewed: MSG_REVIEWS.alreadyReviewed,
  },
  'lab-collection': {
    notFound: MSG_REVIEWS.labTestNotFound,
    notCompleted: MSG_REVIEWS.labNotCompleted,
    windowOver: MSG_REVIEWS.labWindowOver,
    alreadyReviewed: MSG_REVIEWS.labAlreadyReviewed,
  },
  'ambulance-trip': {
    notFound: MSG_REVIEWS.tripNotFound,
    notCompleted: MSG_REVIEWS.tripNotCompleted,
    windowOver: MSG_REVIEWS.tripWindowOver,
    alreadyReviewed: MSG_REVIEWS.tripAlreadyReviewed,
  },
};

/**
 * Whether `user` may review the item now: their own (anyone else's answers 404, as if it did not exist),
 * completed (a visit Completed, a lab collection Completed with its report, a trip `completed` with its
 * driver), completed no more than REVIEW_RULES.windowDays ago.
 */
export function checkCanReview(
  user: SessionUser,
  kind: ReviewKind,
  item: ItemFacts | null,
  now: Date,
): asserts item is ItemFacts & { patientId: string; providerId: string; completedAt: Date } {
  const refuse = REVIEW_REFUSALS[kind];
  if (!item || item.patientId !== user.id || !item.providerId) throw new NotFoundError(refuse.notFound);
  if (!item.completed || !item.completedAt) throw new ConflictError(refuse.notCompleted);
  if (now.getTime() > reviewDeadline(item.completedAt).getTime()) throw new ConflictError(refuse.windowOver);
}

/** Whether the visit can still be reviewed (no review yet is the caller's part). */
export function reviewable(appointment: AppointmentFacts, now: Date): boolean {
  return (
    appointment.status === 'Completed' &&
    appointment.completedAt !== null &&
    now.getTime() <= reviewDeadline(appointment.completedAt).getTime()
  );
}

export interface ReviewFacts {
  patientId: string;
  providerId: string;
  status: ReviewStatus;
  createdAt: Date;
  hasReply: boolean;
}

/** The author's edit and delete: their own review, while visible, within REVIEW_RULES.editDays of writing it. */
export function checkAuthorChange(user: SessionUser, review: ReviewFacts | null, now: Date): void {
  if (!review || review.status === 'removed') throw new NotFoundError(MSG_REVIEWS.reviewNotFound);
  if (review.patientId !== user.id) throw new ForbiddenError(MSG_REVIEWS.notYourReview);
  if (review.status !== 'visible') throw new ConflictError(MSG_REVIEWS.notEditable);
  if (!authorMayChange(review, now)) throw new ConflictError(MSG_REVIEWS.editWindowOver);
}

export function authorMayChange(review: Pick<ReviewFacts, 'status' | 'createdAt'>, now: Date): boolean {
  return review.status === 'visible' && now.getTime() <= reviewEditDeadline(review.createdAt).getTime();
}

/** The one public reply: by the reviewed professional, on a visible review, once. */
export function checkCanReply(user: SessionUser, review: ReviewFacts | null): void {
  if (review?.status !== 'visible') throw new NotFoundError(MSG_REVIEWS.reviewNotFound);
  if (review.providerId !== user.id) throw new ForbiddenError(MSG_REVIEWS.notYourReviewToReply);
  if (review.hasReply) throw new ConflictError(MSG_REVIEWS.alreadyReplied);
}

/** Anyone signed in but the author may report a visible review. */
export function checkCanReport(user: SessionUser, review: ReviewFacts | null): void {
  if (!review || review.status === 'removed') throw new NotFoundError(MSG_REVIEWS.reviewNotFound);
  if (review.patientId === user.id) throw new ForbiddenError(MSG_REVIEWS.cannotReportOwn);
}

/** Whether a new report count hides the review. */
export function hidesAt(count: number): boolean {
  return count >= REVIEW_RULES.hideAfterReports;
}

/** An admin decides a hidden review once: restore makes it visible again, remove takes it down for good. */
export function decideModeration(
  review: ReviewFacts | null,
  action: ReviewModerationAction,
): { from: ReviewStatus; to: ReviewStatus } {
  if (!review) throw new NotFoundError(MSG_REVIEWS.reviewNotFound);
  if (review.status !== 'hidden') throw new ConflictError(MSG_REVIEWS.alreadyModerated);
  return { from: 'hidden', to: action === 'restore' ? 'visible' : 'removed' };
}
