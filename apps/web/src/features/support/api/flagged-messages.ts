import { MODERATION_QUEUE_REFRESH_MS } from '@arogya/contract/constants/admin';
import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { flaggedMessageListSchema } from '@arogya/contract/schemas/support';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

/** GET /api/support/admin/flagged-messages */
export function useFlaggedMessages() {
  return useQuery({
    queryKey: supportKeys.flagged,
    queryFn: ({ signal }) =>
      api.get('/support/admin/flagged-messages', {
        toastOnError: false,
        errorMessage: MSG_SUPPORT.loadMessagesFailed,
        signal,
        parse: (body) => flaggedMessageListSchema.parse(body).data,
      }),
    staleTime: 0,
    refetchInterval: MODERATION_QUEUE_REFRESH_MS,
  });
}
