import type { VoteType } from '@arogya/contract/constants/forum';
import { voteResultSchema } from '@arogya/contract/schemas/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

/** POST /api/forum/questions/{id}/vote → the new score and the caller's vote. */
export function voteQuestion(args: { id: string; voteType: VoteType }) {
  return api.post(
    `/forum/questions/${encodeURIComponent(args.id)}/vote`,
    { voteType: args.voteType },
    {
      toastOnError: false,
      parse: (body) => voteResultSchema.parse(body),
    },
  );
}

export function useVoteQuestion(questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voteType: VoteType) => voteQuestion({ id: questionId, voteType }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}
