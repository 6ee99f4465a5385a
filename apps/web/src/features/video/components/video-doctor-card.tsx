import { FEES } from '@arogya/contract/constants';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import { MSG_VIDEO } from '@arogya/contract/messages/video';
import type { DoctorCard } from '@arogya/contract/schemas/directory';
import { Briefcase, MapPin, Star, Video } from 'lucide-react';
import { useId } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { ProBadge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { formatRupees } from '../../../lib/format';

/** A doctor offering video consultations, with 'Book Video Call' to their page with the video type chosen. */
export function VideoDoctorCard({ doctor }: { doctor: DoctorCard }) {
  const nameId = useId();
  const rating = doctor.averageRating.toFixed(1);
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        <Avatar name={doctor.name} pictureUrl={doctor.profilePictureUrl} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={nameId} className="text-lg font-semibold break-words text-slate-900 dark:text-white">
              {doctor.name}
            </h3>
            {doctor.subscriptionTier === 'pro' && <ProBadge />}
          </div>
          {doctor.specialty && (
            <p className="font-medium text-teal-800 dark:text-teal-300">{doctor.specialty}</p>
          )}
        </div>
      </div>
      <ul className="mt-4 space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
        {doctor.city && (
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
            {doctor.city}
          </li>
        )}
        {doctor.experience !== null && (
          <li className="flex items-center gap-2">
            <Briefcase aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
            {doctor.experience === 1
              ? MSG_SEARCH.oneYearExperience
              : fill(MSG_SEARCH.yearsExperience, { years: doctor.experience })}
          </li>
        )}
        <li className="flex items-center gap-2">
          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500 dark:text-amber-400" />
          <span>
            <span aria-hidden="true" className="font-semibold text-slate-900 dark:text-white">
              {rating}
            </span>
            <span className="sr-only">{fill(MSG_SEARCH.ratingLabel, { rating })}</span>{' '}
            {fill(MSG_SEARCH.reviews, { count: doctor.numReviews })}
          </span>
        </li>
      </ul>
      <p className="mt-3 text-sm font-semibold text-slate-900 dark:text-white">
        {fill(MSG_BOOKING.videoPageFee, { fee: formatRupees(FEES.DOCTOR_VIDEO_CONSULTATION) })}
      </p>
      <div className="mt-auto pt-4">
        <ButtonLink
          to={`/doctors/${encodeURIComponent(doctor._id)}?type=video`}
          className="w-full"
          aria-describedby={nameId}
        >
          <Video aria-hidden="true" className="size-4" />
          {MSG_VIDEO.bookVideoCall}
        </ButtonLink>
      </div>
    </article>
  );
}
