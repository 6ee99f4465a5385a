import { MSG_FORUM } from '@arogya/contract/messages/forum';
import { type QuestionList, questionListSchema } from '@arogya/contract/schemas/forum';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

/** The list's query as the URL holds it (blank and `all` values are left out by the client). */
export interface ForumListQuery {
  page: string;
  category: string;
  status: string;
  sortBy: string;
  search: string;
  tags: string;
}

/** GET /api/forum/questions (spec 02 §7): page size 10. */
export async function listQuestions(
  query: ForumListQuery,
  signal?: AbortSignal,
): Promise<QuestionList['data']> {
  const clean = Object.fromEntries(
    Object.entries({ ...query, limit: '10' }).filter(([, v]) => v !== '' && v !== 'all'),
  );
  const { data } = await api.get('/forum/questions', {
    query: clean,
    toastOnError: false,
    errorMessage: MSG_FORUM.loadQuestionsFailed,
    ...(signal && { signal }),
    parse: (body) => questionListSchema.parse(body),
  });
  return data;
}

export function useQuestions(query: ForumListQuery) {
  return useQuery({
    queryKey: forumKeys.list({ ...query }),
    queryFn: ({ signal }) => listQuestions(query, signal),
    placeholderData: keepPreviousData,
  });
}
