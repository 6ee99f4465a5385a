import { type CareCircleSharing, careCircleMemberUpdatedSchema } from '@arogya/contract/schemas/care-circle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { careCircleKeys } from './care-circle-keys';

/** PUT /api/profile/my-care-circle/members/{memberId} {shareAppointments, shareAdherence}. */
export function updateSharing({ memberId, ...sharing }: CareCircleSharing & { memberId: string }) {
  return api.put(`/profile/my-care-circle/members/${memberId}`, sharing, {
    parse: (res) => careCircleMemberUpdatedSchema.parse(res),
  });
}

export function useUpdateSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSharing,
    onSettled: () => queryClient.invalidateQueries({ queryKey: careCircleKeys.all }),
  });
}
