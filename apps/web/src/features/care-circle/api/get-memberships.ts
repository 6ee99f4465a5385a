import { careCircleMembershipsSchema } from '@arogya/contract/schemas/care-circle';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { careCircleKeys } from './care-circle-keys';

/** GET /api/care-circle/memberships: the circles you are an Active member of. */
export async function getMemberships(signal?: AbortSignal) {
  const { memberships } = await api.get('/care-circle/memberships', {
    toastOnError: false,
    ...(signal && { signal }),
    parse: (res) => careCircleMembershipsSchema.parse(res),
  });
  return memberships;
}

export function useMemberships(enabled = true) {
  return useQuery({
    queryKey: careCircleKeys.memberships,
    queryFn: ({ signal }) => getMemberships(signal),
    enabled,
  });
}
