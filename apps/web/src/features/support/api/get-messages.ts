import { SUPPORT_PAGE_DEFAULT } from '@arogya/contract/constants/support';
import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { supportMessagePageSchema } from '@arogya/contract/schemas/support';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

/**
 * GET /api/support/groups/{id}/messages?before=&limit=50 — the newest page first; older pages on demand.
 * New messages arrive over the socket and are put into the first page's cache (see `lib/message-cache`).
 */
export function useGroupMessages(groupId: string) {
  return useInfiniteQuery({
    queryKey: supportKeys.messages(groupId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get(`/support/groups/${encodeURIComponent(groupId)}/messages`, {
        toastOnError: false,
        errorMessage: MSG_SUPPORT.loadMessagesFailed,
        signal,
        query: { limit: SUPPORT_PAGE_DEFAULT, before: pageParam ?? undefined },
        parse: (body) => supportMessagePageSchema.parse(body),
      }),
    getNextPageParam: (last) => (last.hasMore ? last.nextBefore : null),
    retry: false,
  });
}
