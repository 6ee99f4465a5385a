import { MSG_QUESTS } from '@arogya/contract/messages/quests';
import { adminQuestListSchema } from '@arogya/contract/schemas/quests';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questKeys } from './quest-keys';

/** GET /api/admin/quests: the catalogue with acceptance counts. */
export function useAdminQuests() {
  return useQuery({
    queryKey: questKeys.admin,
    queryFn: ({ signal }) =>
      api.get('/admin/quests', {
        signal,
        toastOnError: false,
        errorMessage: MSG_QUESTS.loadFailed,
        parse: (body) => adminQuestListSchema.parse(body),
      }),
  });
}
