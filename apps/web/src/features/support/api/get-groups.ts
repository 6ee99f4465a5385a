import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { supportGroupListSchema } from '@arogya/contract/schemas/support';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

/** GET /api/support/groups — every group, with whether you are a member. */
export function useSupportGroups() {
  return useQuery({
    queryKey: supportKeys.groups,
    queryFn: ({ signal }) =>
      api.get('/support/groups', {
        toastOnError: false,
        errorMessage: MSG_SUPPORT.loadGroupsFailed,
        signal,
        parse: (body) => supportGroupListSchema.parse(body).data,
      }),
  });
}
