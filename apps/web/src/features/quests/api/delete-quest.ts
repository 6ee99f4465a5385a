import { MSG_QUESTS } from '@arogya/contract/messages/quests';
import { msgSchema } from '@arogya/contract/schemas/common';
import { api } from '../../../lib/api-client';
import { useQuestMutation } from './quest-keys';

/** DELETE /api/admin/quests/{id}. */
export function useDeleteQuest() {
  return useQuestMutation((id: string) =>
    api.delete(`/admin/quests/${encodeURIComponent(id)}`, {
      errorMessage: MSG_QUESTS.adminDeleteFailed,
      parse: (body) => msgSchema.parse(body),
    }),
  );
}
