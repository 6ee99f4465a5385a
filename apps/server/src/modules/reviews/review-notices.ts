import { patientAmbulanceLink } from '@arogya/contract/constants/ambulance';
import { patientAppointmentLink } from '@arogya/contract/constants/appointments';
import { type ReviewKind, reviewerDisplayName } from '@arogya/contract/constants/reviews';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_REVIEWS } from '@arogya/contract/messages/reviews';
import { patientLabLink } from '../lab-tests/lab-test-notices';
import type { NewNotification } from '../notifications/notifications.service';

/**
 * Texts of review notifications. They name people and stars only — never the review's words, the
 * visit's symptoms or notes, the lab test's name or the emergency: a notification may show on a shared
 * screen or a lock screen.
 */

/** The reviewed item of a review row: exactly one of its three references is set. */
export interface ReviewItemColumns {
  appointmentId: string | null;
  labTestId: string | null;
  ambulanceRequestId: string | null;
}

export function reviewKindOfRow(row: ReviewItemColumns): ReviewKind {
  if (row.labTestId) return 'lab-collection';
  if (row.ambulanceRequestId) return 'ambulance-trip';
  return 'visit';
}

/** Where a professional reads and answers their reviews. */
export function providerReviewsLink(role: string): string {
  switch (role) {
    case 'nurse':
      return '/nurse/dashboard#reviews';
    case 'technician':
      return '/technician/dashboard#reviews';
    case 'ambulance':
      return '/driver/dashboard#reviews';
    default:
      return '/doctor/dashboard#reviews';
  }
}

/**
 * Where the patient finds the reviewed item on My Appointments: a visit's card on the Past tab, a lab
 * collection's or an ambulance request's own card (where the review and its reply show). The notification
 * names the appointment too when the item is one.
 */
function itemTarget(kind: ReviewKind, id: string): Pick<NewNotification, 'link' | 'appointmentId'> {
  switch (kind) {
    case 'visit':
      return { link: patientAppointmentLink(id, 'Past'), appointmentId: id };
    case 'lab-collection':
      return { link: patientLabLink(id) };
    case 'ambulance-trip':
      return { link: patientAmbulanceLink(id) };
  }
}

function rowTarget(row: ReviewItemColumns) {
  const id = row.appointmentId ?? row.labTestId ?? row.ambulanceRequestId;
  if (!id) throw new Error('a review names no item');
  return itemTarget(reviewKindOfRow(row), id);
}

const INVITE_TEXT: Record<ReviewKind, string> = {
  visit: MSG_REVIEWS.inviteNotice,
  'lab-collection': MSG_REVIEWS.inviteCollectionNotice,
  'ambulance-trip': MSG_REVIEWS.inviteTripNotice,
};

const NEW_REVIEW_TEXT: Record<ReviewKind, string> = {
  visit: MSG_REVIEWS.newReviewNotice,
  'lab-collection': MSG_REVIEWS.newCollectionReviewNotice,
  'ambulance-trip': MSG_REVIEWS.newTripReviewNotice,
};

export function inviteNotice(
  item: { kind: ReviewKind; id: string; patientId: string; providerName: string },
  dedupeKey: string,
): NewNotification {
  return {
    userId: item.patientId,
    kind: 'review_invite',
    message: fill(INVITE_TEXT[item.kind], { name: item.providerName }),
    ...itemTarget(item.kind, item.id),
    dedupeKey,
  };
}

export function newReviewNotice(
  kind: ReviewKind,
  provider: { id: string; role: string },
  authorName: string,
  rating: number,
): NewNotification {
  return {
    userId: provider.id,
    kind: 'review',
    message: fill(NEW_REVIEW_TEXT[kind], { patient: reviewerDisplayName(authorName), rating }),
    link: providerReviewsLink(provider.role),
  };
}

/** A reply to the patient's review: the reviewed item's card, where the review and its reply show. */
export function replyNotice(
  review: ReviewItemColumns & { patientId: string },
  providerName: string,
): NewNotification {
  return {
    userId: review.patientId,
    kind: 'review',
    message: fill(MSG_REVIEWS.replyNotice, { name: providerName }),
    ...rowTarget(review),
  };
}

export function removedNotice(
  review: ReviewItemColumns & { patientId: string },
  providerName: string,
): NewNotification {
  return {
    userId: review.patientId,
    kind: 'review',
    message: fill(MSG_REVIEWS.removedNotice, { name: providerName }),
    ...rowTarget(review),
  };
}
