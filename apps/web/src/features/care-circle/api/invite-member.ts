import { MSG_CARE_CIRCLE } from '@arogya/contract/messages/care-circle';
import { careCircleInvitedSchema, type InviteCareCircleBody } from '@arogya/contract/schemas/care-circle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { careCircleKeys } from './care-circle-keys';

/** POST /api/profile/my-care-circle/invite ('Failed to send invitation' when the server gives no text). */
export function inviteMember(body: InviteCareCircleBody) {
  return api.post('/profile/my-care-circle/invite', body, {
    errorMessage: MSG_CARE_CIRCLE.inviteFailed,
    parse: (res) => careCircleInvitedSchema.parse(res),
  });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: careCircleKeys.all }),
  });
}
