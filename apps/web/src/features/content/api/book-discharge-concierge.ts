import {
  type DischargeRequestInput,
  dischargeRequestCreatedSchema,
} from '@arogya/contract/schemas/discharge-concierge';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/discharge-concierge/book → `{ msg, request }` (anyone; kept with the account when signed in). */
export function bookDischargeConcierge(input: DischargeRequestInput) {
  return api.post('/discharge-concierge/book', input, {
    toastOnError: false,
    redirectOnUnauthorized: false,
    parse: (data) => dischargeRequestCreatedSchema.parse(data),
  });
}

export function useBookDischargeConcierge() {
  return useMutation({ mutationFn: bookDischargeConcierge });
}
