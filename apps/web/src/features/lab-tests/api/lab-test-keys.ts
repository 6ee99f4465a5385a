import { MSG_LAB } from '@arogya/contract/messages/lab';
import { type LabTest, labTestListSchema } from '@arogya/contract/schemas/lab-tests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * What the lab-test endpoint files share: the query keys (a patient's and a technician's lists share the
 * `lab-tests` prefix, so every change refreshes both), the list reader and the mutation that refreshes them.
 */
export const labTestKeys = {
  all: ['lab-tests'] as const,
  catalogue: ['lab-tests', 'catalogue'] as const,
  slots: (city: string, date: string) => ['lab-tests', 'slots', city, date] as const,
  mine: ['lab-tests', 'mine'] as const,
  technician: ['lab-tests', 'technician'] as const,
  workingDays: ['lab-tests', 'working-days'] as const,
};

/** A list endpoint's `{ data }` → the list; pages show their own failure text, so nothing is toasted. */
export async function getList(path: string, signal?: AbortSignal): Promise<LabTest[]> {
  const { data } = await api.get(path, {
    toastOnError: false,
    errorMessage: MSG_LAB.fetchFailed,
    ...(signal && { signal }),
    parse: (body) => labTestListSchema.parse(body),
  });
  return data;
}

/** A change to one collection; both lists refresh when it settles. */
export function useLabMutation<A>(mutationFn: (args: A) => Promise<{ msg: string; data: LabTest }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: labTestKeys.all }),
  });
}
