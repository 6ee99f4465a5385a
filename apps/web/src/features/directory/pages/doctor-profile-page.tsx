import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { useParams } from 'react-router';
import { useDoctor } from '../api/get-doctor';
import { ProviderLoadFailed, ProviderLoading } from '../components/provider-load-state';
import { ProviderProfile } from '../components/provider-profile';

const BACK = { to: '/search', label: MSG_SHELL.findADoctor };

/**
 * /doctors/{id} (spec 01 §2, patients only — the route guard sends anyone else through the login
 * redirect): 'Loading Doctor's Profile...', then the profile with its dates and slots, or 'Could not find
 * doctor details.'.
 */
export function DoctorProfilePage() {
  const { id = '' } = useParams();
  const doctor = useDoctor(id);

  if (doctor.isPending) {
    return <ProviderLoading title={MSG_BOOKING.doctorProfile} label={MSG_BOOKING.loadingDoctorProfile} />;
  }
  if (doctor.isError) {
    return (
      <ProviderLoadFailed
        title={MSG_BOOKING.doctorProfile}
        message={MSG_BOOKING.doctorNotFound}
        error={doctor.error}
        onRetry={() => void doctor.refetch()}
        retrying={doctor.isFetching}
        back={BACK}
      />
    );
  }
  return <ProviderProfile key={doctor.data._id} provider={doctor.data} back={BACK} />;
}
