import { REVIEW_TAG_LABELS, type ReviewKind } from '@arogya/contract/constants/reviews';
import { MSG_REVIEWS } from '@arogya/contract/messages/reviews';
import type { AmbulanceRequest } from '@arogya/contract/schemas/ambulance';
import type { Appointment } from '@arogya/contract/schemas/appointments';
import type { LabTest } from '@arogya/contract/schemas/lab-tests';
import { type MyReview, type MyReviews, REVIEW_ITEM_FIELDS } from '@arogya/contract/schemas/reviews';
import { Pencil, Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { onDemand } from '../../../components/ui/on-demand';
import { useAuthSession } from '../../../lib/auth-session';
import { useMyReviews } from '../api/get-my-reviews';
import { Stars } from './stars';

/** The review form opens after a click: its code (the form library, the dialog) loads on demand. */
const ReviewDialog = onDemand(() => import('./review-dialog').then((m) => m.ReviewDialog));

const RATE_LABELS: Record<ReviewKind, string> = {
  visit: MSG_REVIEWS.rateYourVisit,
  'lab-collection': MSG_REVIEWS.rateYourCollection,
  'ambulance-trip': MSG_REVIEWS.rateYourTrip,
};

/** Whether the item is still open for a review, by the list of its kind. */
function isEligible(mine: MyReviews, kind: ReviewKind, itemId: string): boolean {
  switch (kind) {
    case 'visit':
      return mine.eligible.some((e) => e.appointmentId === itemId);
    case 'lab-collection':
      return mine.eligibleLabTests.some((e) => e.labTestId === itemId);
    case 'ambulance-trip':
      return mine.eligibleAmbulanceTrips.some((e) => e.ambulanceRequestId === itemId);
  }
}

function reviewOf(mine: MyReviews, kind: ReviewKind, itemId: string): MyReview | undefined {
  const field = REVIEW_ITEM_FIELDS[kind];
  return mine.reviews.find((r) => r[field] === itemId);
}

/**
 * On a patient's card of a completed item (a visit, a lab collection, an ambulance trip): "Rate your …"
 * while it can be reviewed, or the review they wrote (with Edit while they may still change it). Nothing
 * otherwise.
 */
function RateItem({
  kind,
  itemId,
  providerName,
  completed,
}: {
  kind: ReviewKind;
  itemId: string;
  providerName: string;
  completed: boolean;
}) {
  const { user } = useAuthSession();
  const isPatient = user?.role === 'patient';
  const mine = useMyReviews(isPatient && completed);
  const [open, setOpen] = useState(false);
  if (!isPatient || !completed || !mine.data) return null;

  const review = reviewOf(mine.data, kind, itemId);
  if (!review && !isEligible(mine.data, kind, itemId)) return null;

  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50">
      {review ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className="font-semibold">{MSG_REVIEWS.yourReview}</span>
          <Stars rating={review.rating} />
          {review.tags.length > 0 && (
            <span className="text-sm">{review.tags.map((t) => REVIEW_TAG_LABELS[t]).join(' · ')}</span>
          )}
          {review.status !== 'visible' && (
            <span className="text-sm font-medium">{MSG_REVIEWS.hiddenPending}</span>
          )}
          {review.comment && <p className="w-full text-sm break-words">{review.comment}</p>}
          {review.editable && (
            <Button variant="outline" size="sm" className="ml-auto" onClick={() => setOpen(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              {MSG_REVIEWS.editYourReview}
            </Button>
          )}
        </div>
      ) : (
        <Button size="sm" onClick={() => setOpen(true)}>
          <Star aria-hidden="true" className="size-4" />
          {RATE_LABELS[kind]}
        </Button>
      )}
      {open && (
        <ReviewDialog
          open={open}
          onClose={() => setOpen(false)}
          kind={kind}
          itemId={itemId}
          providerName={providerName}
          review={review}
        />
      )}
    </div>
  );
}

/** On an appointment card: rating the completed visit with the doctor or nurse. */
export function RateVisit({ appointment }: { appointment: Appointment }) {
  return (
    <RateItem
      kind="visit"
      itemId={appointment._id}
      providerName={appointment.doctor.name}
      completed={appointment.status === 'Completed'}
    />
  );
}

/** On a lab collection card: rating the technician once the report is ready (Completed). */
export function RateLabCollection({ test }: { test: LabTest }) {
  if (!test.technician) return null;
  return (
    <RateItem
      kind="lab-collection"
      itemId={test._id}
      providerName={test.technician.name}
      completed={test.status === 'Completed'}
    />
  );
}

/** On an ambulance request card: rating the driver once the trip is completed. */
export function RateTrip({ request }: { request: AmbulanceRequest }) {
  if (!request.driver) return null;
  return (
    <RateItem
      kind="ambulance-trip"
      itemId={request._id}
      providerName={request.driver.firstName}
      completed={request.status === 'completed'}
    />
  );
}
