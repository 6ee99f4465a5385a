import { questionCreatedSchema } from '@arogya/contract/schemas/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

/** PUT /api/forum/questions/{id}/status: close or reopen (the author or a moderator). */
export function changeQuestionStatus(args: { id: string; status: 'open' | 'closed' }) {
  return api.put(
    `/forum/questions/${encodeURIComponent(args.id)}/status`,
    { status: args.status },
    {
      parse: (body) => questionCreatedSchema.parse(body),
    },
  );
}

export function useChangeQuestionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeQuestionStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}
