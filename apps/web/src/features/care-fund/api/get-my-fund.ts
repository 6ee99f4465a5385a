import { MSG_CARE_FUND } from '@arogya/contract/messages/care-fund';
import { myCareFundSchema } from '@arogya/contract/schemas/care-fund';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const myCareFundKey = ['care-fund', 'mine'] as const;

/** GET /api/care-fund/my-fund (spec 01 §7): balance in rupees, the statement, the page settings. */
export function getMyCareFund(signal?: AbortSignal) {
  return api.get('/care-fund/my-fund', {
    toastOnError: false,
    errorMessage: MSG_CARE_FUND.loadOwnFailed,
    ...(signal && { signal }),
    parse: (body) => myCareFundSchema.parse(body),
  });
}

export function useMyCareFund() {
  return useQuery({ queryKey: myCareFundKey, queryFn: ({ signal }) => getMyCareFund(signal) });
}
