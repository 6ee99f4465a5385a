import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Query keys of the quests area: the patient's list and the admin catalogue share the prefix. */
export const questKeys = {
  all: ['quests'] as const,
  mine: ['quests', 'mine'] as const,
  admin: ['quests', 'admin'] as const,
};

/** A change to quests; every quest list refreshes when it settles. */
export function useQuestMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: questKeys.all }),
  });
}
