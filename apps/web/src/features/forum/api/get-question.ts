import { MSG_FORUM } from '@arogya/contract/messages/forum';
import { type QuestionDetail, questionDetailSchema } from '@arogya/contract/schemas/forum';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

/** GET /api/forum/questions/{id}: the question, its answers and stats. */
export async function getQuestion(id: string, signal?: AbortSignal): Promise<QuestionDetail['data']> {
  const { data } = await api.get(`/forum/questions/${encodeURIComponent(id)}`, {
    toastOnError: false,
    errorMessage: MSG_FORUM.loadQuestionFailed,
    ...(signal && { signal }),
    parse: (body) => questionDetailSchema.parse(body),
  });
  return data;
}

export function useQuestion(id: string) {
  return useQuery({
    queryKey: forumKeys.question(id),
    queryFn: ({ signal }) => getQuestion(id, signal),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}
