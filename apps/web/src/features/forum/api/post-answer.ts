import { answerCreatedSchema } from '@arogya/contract/schemas/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

/** POST /api/forum/questions/{id}/answers. */
export function postAnswer(args: { questionId: string; body: string }) {
  return api.post(
    `/forum/questions/${encodeURIComponent(args.questionId)}/answers`,
    { body: args.body },
    {
      toastOnError: false,
      parse: (body) => answerCreatedSchema.parse(body),
    },
  );
}

export function usePostAnswer(questionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => postAnswer({ questionId, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}
