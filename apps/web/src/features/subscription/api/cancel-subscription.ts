import { cancelSubscriptionResultSchema } from '@arogya/contract/schemas/subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionStatusKey } from './get-subscription-status';

/** POST /api/subscription/cancel: ends with the paid period; Pro stays until then. */
export function cancelSubscription() {
  return api.post('/subscription/cancel', undefined, {
    toastOnError: false,
    parse: (body) => cancelSubscriptionResultSchema.parse(body),
  });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (result) => queryClient.setQueryData(subscriptionStatusKey, result.data),
  });
}
