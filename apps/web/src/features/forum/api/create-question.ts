import type { CreateQuestionInput } from '@arogya/contract/schemas/forum';
import { questionCreatedSchema } from '@arogya/contract/schemas/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

/** POST /api/forum/questions; the caller reads `data._id`. */
export function createQuestion(input: CreateQuestionInput) {
  return api.post('/forum/questions', input, {
    toastOnError: false,
    parse: (body) => questionCreatedSchema.parse(body),
  });
}

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.lists }),
  });
}
