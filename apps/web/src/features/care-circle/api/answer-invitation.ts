import { careCircleDoneSchema } from '@arogya/contract/schemas/care-circle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { careCircleKeys } from './care-circle-keys';

/** POST /api/care-circle/invitations/{id}/accept or …/decline. */
export function answerInvitation({ id, answer }: { id: string; answer: 'accept' | 'decline' }) {
  return api.post(`/care-circle/invitations/${id}/${answer}`, undefined, {
    parse: (res) => careCircleDoneSchema.parse(res),
  });
}

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: careCircleKeys.all }),
  });
}
