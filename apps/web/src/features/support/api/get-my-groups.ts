import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { supportGroupListSchema } from '@arogya/contract/schemas/support';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

/** GET /api/support/my-groups — the groups you joined. */
export function useMySupportGroups(enabled = true) {
  return useQuery({
    queryKey: supportKeys.myGroups,
    enabled,
    queryFn: ({ signal }) =>
      api.get('/support/my-groups', {
        toastOnError: false,
        errorMessage: MSG_SUPPORT.loadGroupsFailed,
        signal,
        parse: (body) => supportGroupListSchema.parse(body).data,
      }),
  });
}
