import { publicProfileSchema } from '@arogya/contract/schemas/users';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const careFundBalanceKey = (userId: string) => ['profile', 'care-fund-balance', userId] as const;

/**
 * GET /api/profile/{id} → `careFundBalance` (spec 01 §7; rupees; only ever the caller's own). Fetched for
 * a signed-in patient only; without it the booking simply offers no care-fund payment, so nothing is toasted.
 */
export async function getCareFundBalance(userId: string, signal?: AbortSignal): Promise<number | null> {
  const profile = await api.get(`/profile/${encodeURIComponent(userId)}`, {
    toastOnError: false,
    ...(signal && { signal }),
    parse: (data) => publicProfileSchema.parse(data),
  });
  return profile.careFundBalance ?? null;
}

export function useCareFundBalance(userId: string | null) {
  return useQuery({
    queryKey: careFundBalanceKey(userId ?? ''),
    queryFn: ({ signal }) => getCareFundBalance(userId ?? '', signal),
    enabled: userId !== null,
    retry: false,
  });
}
