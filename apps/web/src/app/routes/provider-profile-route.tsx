import { usePrefetchQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { Deferred } from '../../components/ui/deferred';
import { useDoctor } from '../../features/directory/api/get-doctor';
import { useNurse } from '../../features/directory/api/get-nurse';
import { DoctorProfilePage } from '../../features/directory/pages/doctor-profile-page';
import { NurseProfilePage } from '../../features/directory/pages/nurse-profile-page';
import { providerReviewsQuery } from '../../features/reviews/api/get-provider-reviews';
import { FIRST_REVIEW_SORT, ProviderReviews } from '../../features/reviews/components/provider-reviews';

/**
 * The reviews under a loaded profile (nothing while it loads or when there is no such professional). They
 * are asked for as soon as the profile has loaded, and drawn once the profile's own parts are
 * (components/ui/deferred): in a task of their own, below everything else, so their arrival moves nothing
 * already drawn.
 */
function ReviewsBelow({ id, name }: { id: string; name: string | undefined }) {
  if (!name) return null;
  return (
    <>
      <PrefetchReviews id={id} />
      <Deferred after={3}>
        <Container className="-mt-4 pb-12">
          <ProviderReviews providerId={id} providerName={name} />
        </Container>
      </Deferred>
    </>
  );
}

/** The first page of the reviews, in the list's first order, asked for while the list waits its turn. */
function PrefetchReviews({ id }: { id: string }) {
  usePrefetchQuery(providerReviewsQuery(id, FIRST_REVIEW_SORT, 1));
  return null;
}

/** /doctors/{id}: the profile and booking, then the doctor's reviews. */
export function DoctorProfileRoute() {
  const { id = '' } = useParams();
  const doctor = useDoctor(id);
  return (
    <>
      <DoctorProfilePage />
      <ReviewsBelow id={id} name={doctor.data?.name} />
    </>
  );
}

/** /nurses/{id}: the profile and booking, then the nurse's reviews. */
export function NurseProfileRoute() {
  const { id = '' } = useParams();
  const nurse = useNurse(id);
  return (
    <>
      <NurseProfilePage />
      <ReviewsBelow id={id} name={nurse.data?.name} />
    </>
  );
}
