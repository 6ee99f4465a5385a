import { MSG_PAYMENTS } from '@arogya/contract/messages/payments';
import type {
  CreateSubscriptionResult,
  VerifySubscriptionInput,
} from '@arogya/contract/schemas/subscription';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { openRazorpay, TestCheckoutDialog } from '../../../lib/checkout';
import { testCheckoutPaySubscription, type UpgradeOutcome, verifySubscription } from '../api/upgrade';

interface Pending {
  sub: CreateSubscriptionResult;
  resolve: (outcome: UpgradeOutcome) => void;
}

/**
 * The checkout of a subscription's first payment: Razorpay's (with `subscription_id`) when the server has
 * keys, otherwise Arogya's test checkout, which gets a payment id and Razorpay's subscription signature
 * from the server. Either way POST /subscription/verify alone decides that Pro is paid.
 */
export function useSubscriptionCheckout(): {
  pay: (sub: CreateSubscriptionResult) => Promise<UpgradeOutcome>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const finish = useCallback((outcome: UpgradeOutcome) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    setBusy(false);
    setError(null);
    current?.resolve(outcome);
  }, []);

  const pay = useCallback(
    (sub: CreateSubscriptionResult) =>
      new Promise<UpgradeOutcome>((resolve) => {
        if (sub.testMode) {
          const next = { sub, resolve };
          pendingRef.current = next;
          setPending(next);
          return;
        }
        void openRazorpay(
          { key: sub.key, subscription_id: sub.subscriptionId, description: sub.description },
          (proof: VerifySubscriptionInput) => verifySubscription(proof),
        ).then((outcome) =>
          resolve(outcome.status === 'paid' ? { status: 'paid', testMode: false } : outcome),
        );
      }),
    [],
  );

  const onPay = async () => {
    const current = pendingRef.current;
    if (!current) return;
    setBusy(true);
    setError(null);
    try {
      const proof = await testCheckoutPaySubscription(current.sub.subscriptionId);
      await verifySubscription(proof);
      finish({ status: 'paid', testMode: true });
    } catch {
      setBusy(false);
      setError(MSG_PAYMENTS.paymentFailed);
    }
  };

  const dialog = (
    <TestCheckoutDialog
      charge={pending ? { amountPaise: pending.sub.amount, description: pending.sub.description } : null}
      busy={busy}
      error={error}
      onClose={(status) => finish({ status })}
      onPay={() => void onPay()}
    />
  );
  return { pay, dialog };
}
