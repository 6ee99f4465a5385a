import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { ambulanceBookedSchema, type BookAmbulanceInput } from '@arogya/contract/schemas/ambulance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ambulanceKeys } from './ambulance-keys';

/** POST /api/ambulance/book (signed in or not). The form shows the outcome itself: nothing is toasted. */
export function bookAmbulance(input: BookAmbulanceInput) {
  return api.post('/ambulance/book', input, {
    toastOnError: false,
    redirectOnUnauthorized: false,
    errorMessage: MSG_AMBULANCE.bookFailed,
    parse: (body) => ambulanceBookedSchema.parse(body),
  });
}

export function useBookAmbulance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookAmbulance,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ambulanceKeys.mine }),
  });
}
