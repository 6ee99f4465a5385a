import { MSG_LAB } from '@arogya/contract/messages/lab';
import { type BookLabTestInput, labTestBookedSchema } from '@arogya/contract/schemas/lab-tests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { labTestKeys } from './lab-test-keys';

/** POST /api/lab-tests. The page shows its own texts, so nothing is toasted here. */
export function bookLabTest(input: BookLabTestInput) {
  return api.post('/lab-tests', input, {
    toastOnError: false,
    errorMessage: MSG_LAB.bookFailed,
    parse: (body) => labTestBookedSchema.parse(body),
  });
}

export function useBookLabTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookLabTest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: labTestKeys.all }),
  });
}
