import { forumOkSchema } from '@arogya/contract/schemas/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

/** POST /api/forum/answers/{id}/accept (the question's author). */
export function acceptAnswer(answerId: string) {
  return api.post(`/forum/answers/${encodeURIComponent(answerId)}/accept`, undefined, {
    toastOnError: false,
    parse: (body) => forumOkSchema.parse(body),
  });
}

export function useAcceptAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptAnswer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}
