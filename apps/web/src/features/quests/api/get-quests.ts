import { MSG_QUESTS } from '@arogya/contract/messages/quests';
import { questListSchema } from '@arogya/contract/schemas/quests';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { questKeys } from './quest-keys';

/** GET /api/quests: the catalogue with the patient's progress, points and badges. */
export function useQuests(enabled = true) {
  return useQuery({
    queryKey: questKeys.mine,
    queryFn: ({ signal }) =>
      api.get('/quests', {
        signal,
        toastOnError: false,
        errorMessage: MSG_QUESTS.loadFailed,
        parse: (body) => questListSchema.parse(body),
      }),
    enabled,
  });
}
