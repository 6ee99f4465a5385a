import { MODERATION_QUEUE_REFRESH_MS } from '@arogya/contract/constants/admin';
import { MSG_FORUM } from '@arogya/contract/messages/forum';
import { reportedForumListSchema } from '@arogya/contract/schemas/forum';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

/** GET /api/forum/admin/reported (nurses and admins): hidden and reported questions and answers. */
export async function getReportedItems(signal?: AbortSignal) {
  const { data } = await api.get('/forum/admin/reported', {
    toastOnError: false,
    errorMessage: MSG_FORUM.loadReportedFailed,
    ...(signal && { signal }),
    parse: (body) => reportedForumListSchema.parse(body),
  });
  return data;
}

export function useReportedItems() {
  return useQuery({
    queryKey: forumKeys.reported,
    queryFn: ({ signal }) => getReportedItems(signal),
    staleTime: 0,
    refetchInterval: MODERATION_QUEUE_REFRESH_MS,
  });
}
