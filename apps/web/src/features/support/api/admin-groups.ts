import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { supportGroupListSchema } from '@arogya/contract/schemas/support';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

/** GET /api/support/admin/groups — every group, for moderators. */
export function useAdminGroups() {
  return useQuery({
    queryKey: supportKeys.adminGroups,
    queryFn: ({ signal }) =>
      api.get('/support/admin/groups', {
        toastOnError: false,
        errorMessage: MSG_SUPPORT.loadGroupsFailed,
        signal,
        parse: (body) => supportGroupListSchema.parse(body).data,
      }),
  });
}
