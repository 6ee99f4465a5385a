import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { useParams } from 'react-router';
import { useNurse } from '../api/get-nurse';
import { ProviderLoadFailed, ProviderLoading } from '../components/provider-load-state';
import { ProviderProfile } from '../components/provider-profile';

const BACK = { to: '/search-nurses', label: MSG_SHELL.findANurse };

/**
 * /nurses/{id} (spec 01 §2, public): 'Loading Nurse Profile...', then the profile with its dates and the
 * 'Select Assignment Slot' grid, or 'Nurse not found.'.
 */
export function NurseProfilePage() {
  const { id = '' } = useParams();
  const nurse = useNurse(id);

  if (nurse.isPending) {
    return <ProviderLoading title={MSG_BOOKING.nurseProfile} label={MSG_BOOKING.loadingNurseProfile} />;
  }
  if (nurse.isError) {
    return (
      <ProviderLoadFailed
        title={MSG_BOOKING.nurseProfile}
        message={MSG_BOOKING.nurseNotFound}
        error={nurse.error}
        onRetry={() => void nurse.refetch()}
        retrying={nurse.isFetching}
        back={BACK}
      />
    );
  }
  return <ProviderProfile key={nurse.data._id} provider={nurse.data} back={BACK} />;
}
