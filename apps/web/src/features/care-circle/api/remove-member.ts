import { careCircleDoneSchema } from '@arogya/contract/schemas/care-circle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { careCircleKeys } from './care-circle-keys';

/** DELETE /api/profile/my-care-circle/members/{memberId}. */
export function removeMember(memberId: string) {
  return api.delete(`/profile/my-care-circle/members/${memberId}`, {
    parse: (res) => careCircleDoneSchema.parse(res),
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: careCircleKeys.all }),
  });
}
