import { useParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { useDoctor } from '../../features/directory/api/get-doctor';
import { useNurse } from '../../features/directory/api/get-nurse';
import { DoctorProfilePage } from '../../features/directory/pages/doctor-profile-page';
import { NurseProfilePage } from '../../features/directory/pages/nurse-profile-page';
import { ProviderReviews } from '../../features/reviews/components/provider-reviews';

/** The reviews under a loaded profile (nothing while it loads or when there is no such professional). */
function ReviewsBelow({ id, name }: { id: string; name: string | undefined }) {
  if (!name) return null;
  return (
    <Container className="-mt-4 pb-12">
      <ProviderReviews providerId={id} providerName={name} />
    </Container>
  );
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
