import { fill } from '@arogya/contract/messages/fill';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import type { NurseCard as NurseCardData } from '@arogya/contract/schemas/directory';
import { ProviderCard } from '../../../components/provider-card';
import { ButtonLink } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';

/**
 * A nurse in the results (spec 01 §2 "Find a Nurse"): name, specialty, city, experience in years, the fee
 * of ₹600 per day and 'View & Book' to /nurses/{id}.
 */
export function NurseCard({ nurse }: { nurse: NurseCardData }) {
  return (
    <ProviderCard
      provider={nurse}
      footer={(nameId) => (
        <>
          <p className="text-xl font-bold text-slate-900 dark:text-white">
            {fill(MSG_SEARCH.feePerDay, { fee: formatNumber(nurse.fee) })}
          </p>
          <ButtonLink to={`/nurses/${nurse._id}`} size="sm" aria-describedby={nameId}>
            {MSG_SEARCH.viewAndBook}
          </ButtonLink>
        </>
      )}
    />
  );
}
