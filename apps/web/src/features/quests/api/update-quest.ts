import { MSG_QUESTS } from '@arogya/contract/messages/quests';
import { adminQuestChangedSchema, type QuestInput } from '@arogya/contract/schemas/quests';
import { api } from '../../../lib/api-client';
import { useQuestMutation } from './quest-keys';

/** PUT /api/admin/quests/{id}. */
export function useUpdateQuest() {
  return useQuestMutation(({ id, input }: { id: string; input: QuestInput }) =>
    api.put(`/admin/quests/${encodeURIComponent(id)}`, input, {
      errorMessage: MSG_QUESTS.adminSaveFailed,
      parse: (body) => adminQuestChangedSchema.parse(body),
    }),
  );
}
