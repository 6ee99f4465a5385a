import { subscriptionStatusResponseSchema } from '@arogya/contract/schemas/subscription';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const subscriptionStatusKey = ['subscription', 'status'] as const;

/** GET /api/subscription/status (spec 02 §7): tier, expiry, subscription.status. */
export function getSubscriptionStatus(signal?: AbortSignal) {
  return api.get('/subscription/status', {
    toastOnError: false,
    ...(signal && { signal }),
    parse: (body) => subscriptionStatusResponseSchema.parse(body).data,
  });
}

/** Fetched only for doctors and nurses (spec 02 §6): pass `enabled` false for anyone else. */
export function useSubscriptionStatus(enabled = true) {
  return useQuery({
    queryKey: subscriptionStatusKey,
    queryFn: ({ signal }) => getSubscriptionStatus(signal),
    enabled,
  });
}
