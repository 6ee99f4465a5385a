import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { supportMemberListSchema } from '@arogya/contract/schemas/support';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

/** GET /api/support/admin/groups/{id}/members — by anonymous name and membership id. */
export function useGroupMembers(groupId: string | null) {
  return useQuery({
    queryKey: supportKeys.members(groupId ?? ''),
    enabled: groupId !== null,
    queryFn: ({ signal }) =>
      api.get(`/support/admin/groups/${encodeURIComponent(groupId ?? '')}/members`, {
        toastOnError: false,
        errorMessage: MSG_SUPPORT.loadMembersFailed,
        signal,
        parse: (body) => supportMemberListSchema.parse(body).data,
      }),
  });
}
