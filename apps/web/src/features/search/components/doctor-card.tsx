import { DOCTOR_BOOKING_TYPES } from '@arogya/contract/constants';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import type { DoctorCard as DoctorCardData } from '@arogya/contract/schemas/directory';
import { Briefcase, MapPin, Navigation } from 'lucide-react';
import { useId } from 'react';
import { ProBadge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import {
  cardClasses,
  experienceText,
  Fact,
  formatDistance,
  ProviderAvatar,
  Rating,
} from './provider-card-parts';

const [IN_HOME_VISIT] = DOCTOR_BOOKING_TYPES;

/**
 * A doctor in the results (spec 01 §2 "Doctor card"): name, PRO badge, specialty, city, approximate
 * distance when the search was located, experience in years, rating and review count, the In-Home Visit
 * fee and 'View & Book' to /doctors/{id}.
 */
export function DoctorCard({ doctor }: { doctor: DoctorCardData }) {
  const nameId = useId();
  return (
    <article aria-labelledby={nameId} className={cardClasses}>
      <div className="flex items-start gap-4">
        <ProviderAvatar name={doctor.name} pictureUrl={doctor.profilePictureUrl} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={nameId} className="text-lg font-semibold text-slate-900 dark:text-white">
              {doctor.name}
            </h3>
            {doctor.subscriptionTier === 'pro' && <ProBadge />}
          </div>
          {doctor.specialty && (
            <p className="font-medium text-teal-800 dark:text-teal-300">{doctor.specialty}</p>
          )}
        </div>
      </div>
      <ul className="mt-4 mb-5 space-y-2">
        {doctor.city && (
          <Fact icon={<MapPin className="size-4" />}>
            <span>{doctor.city}</span>
          </Fact>
        )}
        {doctor.distance !== undefined && (
          <Fact icon={<Navigation className="size-4" />}>
            <span className="font-medium text-teal-900 dark:text-teal-200">
              {formatDistance(doctor.distance)}
            </span>
          </Fact>
        )}
        {doctor.experience !== null && (
          <Fact icon={<Briefcase className="size-4" />}>{experienceText(doctor.experience)}</Fact>
        )}
        <li className="text-sm">
          <Rating rating={doctor.averageRating} reviews={doctor.numReviews} />
        </li>
      </ul>
      <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
        <p className="flex flex-col">
          <span className="text-xs font-medium text-slate-600 dark:text-slate-400">{IN_HOME_VISIT}</span>
          <span className="text-xl font-bold text-slate-900 dark:text-white">
            {fill(MSG_SEARCH.feeInHomeVisit, { fee: formatNumber(doctor.fee) })}
          </span>
        </p>
        <ButtonLink to={`/doctors/${doctor._id}`} size="sm" aria-describedby={nameId}>
          {MSG_SEARCH.viewAndBook}
        </ButtonLink>
      </div>
    </article>
  );
}
