import { REVIEW_TAG_LABELS } from '@arogya/contract/constants/reviews';
import { MSG_REVIEWS } from '@arogya/contract/messages/reviews';
import type { Appointment } from '@arogya/contract/schemas/appointments';
import { Pencil, Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useAuthSession } from '../../../lib/auth-session';
import { useMyReviews } from '../api/get-my-reviews';
import { ReviewDialog } from './review-dialog';
import { Stars } from './stars';

/**
 * On a patient's appointment card: "Rate your visit" while the completed visit can be reviewed, or the
 * review they wrote (with Edit while they may still change it). Nothing otherwise.
 */
export function RateVisit({ appointment }: { appointment: Appointment }) {
  const { user } = useAuthSession();
  const isPatient = user?.role === 'patient';
  const mine = useMyReviews(isPatient && appointment.status === 'Completed');
  const [open, setOpen] = useState(false);
  if (!isPatient || appointment.status !== 'Completed' || !mine.data) return null;

  const review = mine.data.reviews.find((r) => r.appointmentId === appointment._id);
  const eligible = mine.data.eligible.some((e) => e.appointmentId === appointment._id);
  if (!review && !eligible) return null;
  const name = appointment.doctor.name;

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
          {MSG_REVIEWS.rateYourVisit}
        </Button>
      )}
      {open && (
        <ReviewDialog
          open={open}
          onClose={() => setOpen(false)}
          appointmentId={appointment._id}
          providerName={name}
          review={review}
        />
      )}
    </div>
  );
}
