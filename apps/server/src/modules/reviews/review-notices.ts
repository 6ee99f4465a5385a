import { patientAppointmentLink } from '@arogya/contract/constants/appointments';
import { reviewerDisplayName } from '@arogya/contract/constants/reviews';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_REVIEWS } from '@arogya/contract/messages/reviews';
import type { NewNotification } from '../notifications/notifications.service';

/**
 * Texts of review notifications. They name people and stars only — never the review's words, the
 * visit's symptoms or notes: a notification may show on a shared screen or a lock screen.
 */

/** Where a professional reads and answers their reviews. */
export function providerReviewsLink(role: string): string {
  return `${role === 'nurse' ? '/nurse/dashboard' : '/doctor/dashboard'}#reviews`;
}

export function inviteNotice(visit: {
  id: string;
  patientId: string;
  providerName: string;
}): NewNotification {
  return {
    userId: visit.patientId,
    kind: 'review_invite',
    message: fill(MSG_REVIEWS.inviteNotice, { name: visit.providerName }),
    // The visit to rate is completed: its card on the Past tab.
    link: patientAppointmentLink(visit.id, 'Past'),
    appointmentId: visit.id,
    dedupeKey: `review-invite:${visit.id}`,
  };
}

export function newReviewNotice(
  provider: { id: string; role: string },
  authorName: string,
  rating: number,
): NewNotification {
  return {
    userId: provider.id,
    kind: 'review',
    message: fill(MSG_REVIEWS.newReviewNotice, { patient: reviewerDisplayName(authorName), rating }),
    link: providerReviewsLink(provider.role),
  };
}

/**
 * A reply to, or the removal of, the patient's review: the reviewed visit's card on the Past tab, where the
 * review and its reply show (the review row always names its appointment).
 */
export function replyNotice(
  review: { patientId: string; appointmentId: string },
  providerName: string,
): NewNotification {
  return {
    userId: review.patientId,
    kind: 'review',
    message: fill(MSG_REVIEWS.replyNotice, { name: providerName }),
    link: patientAppointmentLink(review.appointmentId, 'Past'),
    appointmentId: review.appointmentId,
  };
}

export function removedNotice(
  review: { patientId: string; appointmentId: string },
  providerName: string,
): NewNotification {
  return {
    userId: review.patientId,
    kind: 'review',
    message: fill(MSG_REVIEWS.removedNotice, { name: providerName }),
    link: patientAppointmentLink(review.appointmentId, 'Past'),
    appointmentId: review.appointmentId,
  };
}
