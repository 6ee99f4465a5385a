import { MSG_CARE_FUND } from '@arogya/contract/messages/care-fund';
import { publicCareFundSchema } from '@arogya/contract/schemas/care-fund';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const publicCareFundKey = (slugOrId: string) => ['care-fund', 'public', slugOrId] as const;

/** GET /api/care-fund/public/{id} (spec 01 §7): a public fund by the patient's id or its slug. */
export function getPublicCareFund(slugOrId: string, signal?: AbortSignal) {
  return api.get(`/care-fund/public/${encodeURIComponent(slugOrId)}`, {
    toastOnError: false,
    redirectOnUnauthorized: false,
    errorMessage: MSG_CARE_FUND.loadFailed,
    ...(signal && { signal }),
    parse: (body) => publicCareFundSchema.parse(body),
  });
}

export function usePublicCareFund(slugOrId: string | null) {
  return useQuery({
    queryKey: publicCareFundKey(slugOrId ?? ''),
    queryFn: ({ signal }) => getPublicCareFund(slugOrId ?? '', signal),
    enabled: slugOrId !== null,
    retry: false,
  });
}
