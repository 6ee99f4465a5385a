import { careCircleInvitationsSchema } from '@arogya/contract/schemas/care-circle';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { careCircleKeys } from './care-circle-keys';

/** GET /api/care-circle/invitations: pending invitations addressed to you. */
export async function getInvitations(signal?: AbortSignal) {
  const { invitations } = await api.get('/care-circle/invitations', {
    toastOnError: false,
    ...(signal && { signal }),
    parse: (res) => careCircleInvitationsSchema.parse(res),
  });
  return invitations;
}

export function useInvitations(enabled = true) {
  return useQuery({
    queryKey: careCircleKeys.invitations,
    queryFn: ({ signal }) => getInvitations(signal),
    enabled,
  });
}
