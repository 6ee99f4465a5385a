import { type QuestProgressInput, questChangedSchema } from '@arogya/contract/schemas/quests';
import { api } from '../../../lib/api-client';
import { useQuestMutation } from './quest-keys';

/** POST /api/quests/{id}/progress {date, value?}. */
export function useLogQuestProgress() {
  return useQuestMutation(({ id, ...input }: QuestProgressInput & { id: string }) =>
    api.post(`/quests/${encodeURIComponent(id)}/progress`, input, {
      parse: (body) => questChangedSchema.parse(body),
    }),
  );
}
