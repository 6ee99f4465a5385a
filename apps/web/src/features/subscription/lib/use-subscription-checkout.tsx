import type {
  CreateSubscriptionResult,
  VerifySubscriptionInput,
} from '@arogya/contract/schemas/subscription';
import { type CheckoutFlow, openRazorpay, useCheckoutFlow } from '../../../lib/checkout';
import { testCheckoutPaySubscription, type UpgradeOutcome, verifySubscription } from '../api/upgrade';

/**
 * The checkout of a subscription's first payment: Razorpay's (with `subscription_id`) when the server has
 * keys, otherwise Arogya's test checkout, which gets a payment id and Razorpay's subscription signature
 * from the server. Either way POST /subscription/verify alone decides that Pro is paid.
 */
const SUBSCRIPTION_CHECKOUT: CheckoutFlow<
  CreateSubscriptionResult,
  Extract<UpgradeOutcome, { status: 'paid' }>
> = {
  isTest: (sub) => sub.testMode,
  charge: (sub) => ({ amountPaise: sub.amount, description: sub.description }),
  payLive: async (sub) => {
    const outcome = await openRazorpay(
      { key: sub.key, subscription_id: sub.subscriptionId, description: sub.description },
      (proof: VerifySubscriptionInput) => verifySubscription(proof),
    );
    return outcome.status === 'paid' ? { status: 'paid', testMode: false } : outcome;
  },
  payTest: async (sub) => {
    await verifySubscription(await testCheckoutPaySubscription(sub.subscriptionId));
    return { status: 'paid', testMode: true };
  },
};

export function useSubscriptionCheckout() {
  return useCheckoutFlow(SUBSCRIPTION_CHECKOUT);
}
