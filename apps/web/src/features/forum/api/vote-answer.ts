import type { VoteType } from '@arogya/contract/constants/forum';
import { voteResultSchema } from '@arogya/contract/schemas/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

/** POST /api/forum/answers/{id}/vote → the new score and the caller's vote. */
export function voteAnswer(args: { id: string; voteType: VoteType }) {
  return api.post(
    `/forum/answers/${encodeURIComponent(args.id)}/vote`,
    { voteType: args.voteType },
    {
      toastOnError: false,
      parse: (body) => voteResultSchema.parse(body),
    },
  );
}

export function useVoteAnswer(questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voteAnswer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: forumKeys.question(questionId) }),
  });
}
