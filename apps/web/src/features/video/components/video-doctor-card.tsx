import { FEES } from '@arogya/contract/constants/appointments';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_VIDEO } from '@arogya/contract/messages/video';
import type { DoctorCard } from '@arogya/contract/schemas/directory';
import { Video } from 'lucide-react';
import { ProviderCard } from '../../../components/provider-card';
import { ButtonLink } from '../../../components/ui/button';
import { formatRupees } from '../../../lib/format';

/** A doctor offering video consultations, with 'Book Video Call' to their page with the video type chosen. */
export function VideoDoctorCard({ doctor }: { doctor: DoctorCard }) {
  return (
    <ProviderCard
      provider={doctor}
      footer={(nameId) => (
        <>
          <p className="text-sm font-semibold text-slate-900 dark:text-white">
            {fill(MSG_BOOKING.videoPageFee, { fee: formatRupees(FEES.DOCTOR_VIDEO_CONSULTATION) })}
          </p>
          <ButtonLink
            to={`/doctors/${encodeURIComponent(doctor._id)}?type=video`}
            size="sm"
            aria-describedby={nameId}
          >
            <Video aria-hidden="true" className="size-4" />
            {MSG_VIDEO.bookVideoCall}
          </ButtonLink>
        </>
      )}
    />
  );
}
