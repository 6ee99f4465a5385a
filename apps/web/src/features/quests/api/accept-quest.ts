import { questChangedSchema } from '@arogya/contract/schemas/quests';
import { api } from '../../../lib/api-client';
import { useQuestMutation } from './quest-keys';

/** POST /api/quests/{id}/accept. */
export function useAcceptQuest() {
  return useQuestMutation((id: string) =>
    api.post(`/quests/${encodeURIComponent(id)}/accept`, undefined, {
      parse: (body) => questChangedSchema.parse(body),
    }),
  );
}
