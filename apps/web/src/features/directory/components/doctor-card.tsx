import { DOCTOR_BOOKING_TYPES } from '@arogya/contract/constants/appointments';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import type { DoctorCard as DoctorCardData } from '@arogya/contract/schemas/directory';
import { Navigation } from 'lucide-react';
import { Fact, ProviderCard } from '../../../components/provider-card';
import { ButtonLink } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';

const [IN_HOME_VISIT] = DOCTOR_BOOKING_TYPES;

/** "~2.3 km away": one decimal, no trailing ".0". */
export function formatDistance(km: number): string {
  return fill(MSG_SEARCH.kmAway, { distance: Number(km.toFixed(1)) });
}

/**
 * A doctor in the results (spec 01 §2 "Doctor card"): name, PRO badge, specialty, city, approximate
 * distance when the search was located, experience in years, rating and review count, the In-Home Visit
 * fee and 'View & Book' to /doctors/{id}.
 */
export function DoctorCard({ doctor }: { doctor: DoctorCardData }) {
  return (
    <ProviderCard
      provider={doctor}
      facts={
        doctor.distance !== undefined && (
          <Fact icon={<Navigation className="size-4" />}>
            <span className="font-medium text-teal-900 dark:text-teal-200">
              {formatDistance(doctor.distance)}
            </span>
          </Fact>
        )
      }
      footer={(nameId) => (
        <>
          <p className="flex flex-col">
            <span className="text-xs font-medium text-slate-600 dark:text-slate-400">{IN_HOME_VISIT}</span>
            <span className="text-xl font-bold text-slate-900 dark:text-white">
              {fill(MSG_SEARCH.feeInHomeVisit, { fee: formatNumber(doctor.fee) })}
            </span>
          </p>
          <ButtonLink to={`/doctors/${doctor._id}`} size="sm" aria-describedby={nameId}>
            {MSG_SEARCH.viewAndBook}
          </ButtonLink>
        </>
      )}
    />
  );
}
