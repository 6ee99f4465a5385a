import { type WorkingDays, workingDaysSchema } from '@arogya/contract/schemas/lab-tests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { labTestKeys } from './lab-test-keys';

/** GET and PUT /api/lab-tests/technician/working-days. */
export function useWorkingDays() {
  return useQuery({
    queryKey: labTestKeys.workingDays,
    queryFn: ({ signal }) =>
      api.get('/lab-tests/technician/working-days', {
        toastOnError: false,
        ...(signal && { signal }),
        parse: (body) => workingDaysSchema.parse(body),
      }),
  });
}

export function useSaveWorkingDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WorkingDays) =>
      api.put('/lab-tests/technician/working-days', input, {
        toastOnError: false,
        parse: (body) => workingDaysSchema.parse(body),
      }),
    onSuccess: (data) => queryClient.setQueryData(labTestKeys.workingDays, data),
  });
}
