import { careCircleSharedSchema } from '@arogya/contract/schemas/care-circle';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { careCircleKeys } from './care-circle-keys';

/** GET /api/care-circle/memberships/{membershipId}/shared: only what the patient shares. */
export function getShared(membershipId: string, signal?: AbortSignal) {
  return api.get(`/care-circle/memberships/${membershipId}/shared`, {
    toastOnError: false,
    ...(signal && { signal }),
    parse: (res) => careCircleSharedSchema.parse(res),
  });
}

export function useShared(membershipId: string, enabled: boolean) {
  return useQuery({
    queryKey: careCircleKeys.shared(membershipId),
    queryFn: ({ signal }) => getShared(membershipId, signal),
    enabled,
  });
}
