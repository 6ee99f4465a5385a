import {
  createSubscriptionResultSchema,
  subscriptionTestCheckoutResultSchema,
  type VerifySubscriptionInput,
  verifySubscriptionResultSchema,
} from '@arogya/contract/schemas/subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionStatusKey } from './get-subscription-status';

/** POST /api/subscription/create with an empty plan (the monthly Pro plan), as the spec's client sends. */
export function createSubscription() {
  return api.post(
    '/subscription/create',
    { planId: '' },
    { toastOnError: false, parse: (body) => createSubscriptionResultSchema.parse(body) },
  );
}

/** POST /api/subscription/verify: the three fields the checkout returned. */
export function verifySubscription(proof: VerifySubscriptionInput) {
  return api.post('/subscription/verify', proof, {
    toastOnError: false,
    parse: (body) => verifySubscriptionResultSchema.parse(body),
  });
}

/** Test mode: what Razorpay's checkout returns after charging the card. */
export function testCheckoutPaySubscription(subscriptionId: string) {
  return api.post(`/subscription/test-checkout/${encodeURIComponent(subscriptionId)}/pay`, undefined, {
    toastOnError: false,
    parse: (body) => subscriptionTestCheckoutResultSchema.parse(body),
  });
}

export type UpgradeOutcome =
  | { status: 'paid'; testMode: boolean }
  | { status: 'failed' }
  | { status: 'cancelled' };

/**
 * Upgrade: create the subscription, open the checkout (`pay`), which verifies; on success the status and
 * the session user (tier) are refreshed by the caller's `onPaid`.
 */
export function useUpgrade(
  pay: (sub: ReturnType<typeof createSubscriptionResultSchema.parse>) => Promise<UpgradeOutcome>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<UpgradeOutcome> => pay(await createSubscription()),
    onSuccess: (outcome) => {
      if (outcome.status === 'paid') void queryClient.invalidateQueries({ queryKey: ['subscription'] });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionStatusKey }),
  });
}
