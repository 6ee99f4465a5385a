import { careCircleDoneSchema } from '@arogya/contract/schemas/care-circle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { careCircleKeys } from './care-circle-keys';

/** DELETE /api/care-circle/memberships/{membershipId}: leave a circle. */
export function leaveCircle(membershipId: string) {
  return api.delete(`/care-circle/memberships/${membershipId}`, {
    parse: (res) => careCircleDoneSchema.parse(res),
  });
}

export function useLeaveCircle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveCircle,
    onSettled: () => queryClient.invalidateQueries({ queryKey: careCircleKeys.all }),
  });
}
