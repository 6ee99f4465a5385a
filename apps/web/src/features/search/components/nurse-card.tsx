import { fill } from '@arogya/contract/messages/fill';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import type { NurseCard as NurseCardData } from '@arogya/contract/schemas/directory';
import { Briefcase, MapPin } from 'lucide-react';
import { useId } from 'react';
import { ProBadge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import { cardClasses, experienceText, Fact, ProviderAvatar, Rating } from './provider-card-parts';

/**
 * A nurse in the results (spec 01 §2 "Find a Nurse"): name, specialty, city, experience in years, the fee
 * of ₹600 per day and 'View & Book' to /nurses/{id}.
 */
export function NurseCard({ nurse }: { nurse: NurseCardData }) {
  const nameId = useId();
  return (
    <article aria-labelledby={nameId} className={cardClasses}>
      <div className="flex items-start gap-4">
        <ProviderAvatar name={nurse.name} pictureUrl={nurse.profilePictureUrl} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={nameId} className="text-lg font-semibold text-slate-900 dark:text-white">
              {nurse.name}
            </h3>
            {nurse.subscriptionTier === 'pro' && <ProBadge />}
          </div>
          {nurse.specialty && (
            <p className="font-medium text-teal-800 dark:text-teal-300">{nurse.specialty}</p>
          )}
        </div>
      </div>
      <ul className="mt-4 mb-5 space-y-2">
        {nurse.city && (
          <Fact icon={<MapPin className="size-4" />}>
            <span>{nurse.city}</span>
          </Fact>
        )}
        {nurse.experience !== null && (
          <Fact icon={<Briefcase className="size-4" />}>{experienceText(nurse.experience)}</Fact>
        )}
        <li className="text-sm">
          <Rating rating={nurse.averageRating} reviews={nurse.numReviews} />
        </li>
      </ul>
      <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
        <p className="text-xl font-bold text-slate-900 dark:text-white">
          {fill(MSG_SEARCH.feePerDay, { fee: formatNumber(nurse.fee) })}
        </p>
        <ButtonLink to={`/nurses/${nurse._id}`} size="sm" aria-describedby={nameId}>
          {MSG_SEARCH.viewAndBook}
        </ButtonLink>
      </div>
    </article>
  );
}
