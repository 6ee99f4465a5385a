import { MSG_QUESTS } from '@arogya/contract/messages/quests';
import { adminQuestChangedSchema, type QuestInput } from '@arogya/contract/schemas/quests';
import { api } from '../../../lib/api-client';
import { useQuestMutation } from './quest-keys';

/** POST /api/admin/quests. */
export function useCreateQuest() {
  return useQuestMutation((input: QuestInput) =>
    api.post('/admin/quests', input, {
      errorMessage: MSG_QUESTS.adminSaveFailed,
      parse: (body) => adminQuestChangedSchema.parse(body),
    }),
  );
}
