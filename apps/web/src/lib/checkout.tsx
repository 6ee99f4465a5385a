import { paiseToRupees } from '@arogya/contract/constants/payments';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PAYMENTS } from '@arogya/contract/messages/payments';
import {
  type PaymentOrder,
  type PaymentRecord,
  type PaymentType,
  testCheckoutResultSchema,
  verifyPaymentResultSchema,
} from '@arogya/contract/schemas/payments';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { Button } from '../components/ui/button';
import { ModalOnDemand } from '../components/ui/modal-on-demand';
import { api } from './api-client';
import { formatNumber, formatPaise } from './format';

/**
 * The browser side of a payment, shared by every area that takes money. An order from the server says
 * which checkout to open: Razorpay's (its script is loaded only then, and the CSP allows its origin only
 * when the server has keys) or, in test mode, Arogya's own dialog. Either way the checkout's three fields
 * go to POST /payment/verify, which alone decides that anything was paid.
 */

export type CheckoutOutcome =
  | { status: 'paid'; payment: PaymentRecord; testMode: boolean }
  | { status: 'failed' }
  | { status: 'cancelled' };

interface Proof {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export function verifyPayment(proof: Proof, purpose: { type: PaymentType; referenceId: string }) {
  return api.post(
    '/payment/verify',
    { ...proof, ...purpose },
    { toastOnError: false, parse: (body) => verifyPaymentResultSchema.parse(body) },
  );
}

/** Test mode: what Razorpay's checkout would return after charging the card. */
function testCheckoutPay(orderId: string) {
  return api.post(`/payment/test-checkout/${encodeURIComponent(orderId)}/pay`, undefined, {
    toastOnError: false,
    parse: (body) => testCheckoutResultSchema.parse(body),
  });
}

const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: () => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let razorpayScript: Promise<RazorpayConstructor> | null = null;
function loadRazorpay(): Promise<RazorpayConstructor> {
  razorpayScript ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('Razorpay checkout did not load'));
    };
    script.onerror = () => {
      razorpayScript = null;
      reject(new Error('Razorpay checkout did not load'));
    };
    document.head.append(script);
  });
  return razorpayScript;
}

/**
 * Opens Razorpay's checkout (its script loaded on first use) and hands its proof to `verify`: 'paid' with
 * what `verify` answered, 'failed' when the payment or the verification failed, 'cancelled' when closed.
 */
export function openRazorpay<P, R>(
  options: Record<string, unknown>,
  verify: (proof: P) => Promise<R>,
): Promise<{ status: 'paid'; result: R } | { status: 'failed' } | { status: 'cancelled' }> {
  return new Promise((resolve) => {
    loadRazorpay()
      .then((Razorpay) => {
        const checkout = new Razorpay({
          name: 'Arogya',
          ...options,
          handler: (proof: P) => {
            verify(proof)
              .then((result) => resolve({ status: 'paid', result }))
              .catch(() => resolve({ status: 'failed' }));
          },
          modal: { ondismiss: () => resolve({ status: 'cancelled' }) },
        });
        checkout.on('payment.failed', () => resolve({ status: 'failed' }));
        checkout.open();
      })
      .catch(() => resolve({ status: 'failed' }));
  });
}

/** How a checkout ends when nothing was paid. */
export type Unpaid = { status: 'failed' } | { status: 'cancelled' };

/**
 * One kind of payment, as the checkout needs it: whether the server is in test mode for this request,
 * what to show, how to pay through Razorpay (verified by the server), and what the test checkout's Pay
 * does (the server's simulated payment, then the same verification).
 */
export interface CheckoutFlow<R, Paid> {
  isTest: (request: R) => boolean;
  charge: (request: R) => { amountPaise: number; description: string };
  payLive: (request: R) => Promise<Paid | Unpaid>;
  payTest: (request: R) => Promise<Paid>;
}

interface Pending<R, Paid> {
  request: R;
  resolve: (outcome: Paid | Unpaid) => void;
}

/**
 * `pay(request)` opens the right checkout for `flow` and resolves with what happened; render `dialog` once
 * in the page (it is the test-mode checkout while one is open). `flow` should be a module-level constant.
 */
export function useCheckoutFlow<R, Paid>(
  flow: CheckoutFlow<R, Paid>,
): { pay: (request: R) => Promise<Paid | Unpaid>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending<R, Paid> | null>(null);
  const testPay = useMutation({ mutationFn: flow.payTest });

  const finish = (outcome: Paid | Unpaid) => {
    pending?.resolve(outcome);
    setPending(null);
    testPay.reset();
  };

  const pay = useCallback(
    (request: R) =>
      new Promise<Paid | Unpaid>((resolve) => {
        if (flow.isTest(request)) setPending({ request, resolve });
        else void flow.payLive(request).then(resolve);
      }),
    [flow],
  );

  const dialog = (
    <TestCheckoutDialog
      charge={pending ? flow.charge(pending.request) : null}
      busy={testPay.isPending}
      error={testPay.isError ? MSG_PAYMENTS.paymentFailed : null}
      onClose={(status) => finish({ status })}
      onPay={() => {
        if (pending) testPay.mutate(pending.request, { onSuccess: finish });
      }}
    />
  );
  return { pay, dialog };
}

type OrderRequest = { order: PaymentOrder; purpose: { type: PaymentType; referenceId: string } };

const ORDER_CHECKOUT: CheckoutFlow<OrderRequest, Extract<CheckoutOutcome, { status: 'paid' }>> = {
  isTest: ({ order }) => order.mode === 'test',
  charge: ({ order }) => ({ amountPaise: order.order.amount, description: order.description }),
  payLive: async ({ order, purpose }) => {
    const outcome = await openRazorpay(
      {
        key: order.key,
        amount: order.order.amount,
        currency: order.order.currency,
        order_id: order.order.id,
        description: order.description,
      },
      (proof: Proof) => verifyPayment(proof, purpose),
    );
    return outcome.status === 'paid'
      ? { status: 'paid', payment: outcome.result.payment, testMode: false }
      : outcome;
  },
  payTest: async ({ order, purpose }) => {
    const result = await verifyPayment(await testCheckoutPay(order.order.id), purpose);
    return { status: 'paid', payment: result.payment, testMode: true };
  },
};

/**
 * `pay(order, purpose)` for one-time orders (care-fund top-ups and donations, second opinions): opens the
 * right checkout and resolves with what happened; render `dialog` once in the page.
 */
export function useCheckout(): {
  pay: (order: PaymentOrder, purpose: { type: PaymentType; referenceId: string }) => Promise<CheckoutOutcome>;
  dialog: ReactNode;
} {
  const { pay, dialog } = useCheckoutFlow(ORDER_CHECKOUT);
  const payOrder = useCallback(
    (order: PaymentOrder, purpose: { type: PaymentType; referenceId: string }) => pay({ order, purpose }),
    [pay],
  );
  return { pay: payOrder, dialog };
}

/**
 * Arogya's own checkout in test mode: the amount and purpose, then Pay, Fail or Cancel — what Razorpay's
 * checkout offers, without a card. Shared by one-time orders (`useCheckout`) and subscriptions.
 */
export function TestCheckoutDialog({
  charge,
  busy,
  error,
  onClose,
  onPay,
}: {
  /** Open while not null. */
  charge: { amountPaise: number; description: string } | null;
  busy: boolean;
  error: string | null;
  onClose: (outcome: 'cancelled' | 'failed') => void;
  onPay: () => void;
}) {
  return (
    <ModalOnDemand
      open={charge !== null}
      onClose={() => {
        if (!busy) onClose('cancelled');
      }}
      size="md"
      title={`${MSG_PAYMENTS.testCheckoutTitle} ${MSG_PAYMENTS.testMode}`}
      description={MSG_PAYMENTS.testCheckoutBody}
    >
      {charge && (
        <div className="flex flex-col gap-5">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium text-slate-600 dark:text-slate-300">
              {MSG_PAYMENTS.testCheckoutAmount}
            </dt>
            <dd
              className="text-lg font-semibold text-slate-900 dark:text-white"
              data-testid="checkout-amount"
            >
              {formatPaise(charge.amountPaise)}
            </dd>
            <dt className="font-medium text-slate-600 dark:text-slate-300">
              {MSG_PAYMENTS.testCheckoutPurpose}
            </dt>
            <dd className="text-slate-900 dark:text-white">{charge.description}</dd>
          </dl>
          {error && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="ghost" disabled={busy} onClick={() => onClose('cancelled')}>
              {MSG_PAYMENTS.testCheckoutCancel}
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => onClose('failed')}>
              {MSG_PAYMENTS.testCheckoutFail}
            </Button>
            <Button data-autofocus disabled={busy} onClick={onPay}>
              {fill(MSG_PAYMENTS.testCheckoutPay, {
                amount: formatNumber(paiseToRupees(charge.amountPaise)),
              })}
            </Button>
          </div>
        </div>
      )}
    </ModalOnDemand>
  );
}
