import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentsConfig } from '../config';

/**
 * The payment provider behind one interface (DESIGN §1, payments row): Razorpay when its keys are set,
 * otherwise the offline test mode. Both sign a completed payment the same way — HMAC-SHA256 of
 * `order_id|payment_id` with the key secret, hex — and verification always recomputes that signature
 * and compares in constant time, whatever the mode: nothing is ever paid without a valid signature.
 */

export type PaymentMode = 'test' | 'razorpay';

export interface ProviderOrder {
  /** `order_…` */
  id: string;
  amount: number;
  currency: 'INR';
}

export interface ProviderRefund {
  /** `rfnd_…` */
  id: string;
}

export interface ProviderSubscription {
  /** `sub_…` */
  id: string;
}

export interface PaymentProvider {
  readonly mode: PaymentMode;
  /** The public key the browser's checkout needs (`rzp_…`); never the secret. */
  readonly keyId: string;
  /** Signs and verifies `order_id|payment_id`; kept on the server. */
  readonly keySecret: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  refund(input: {
    providerPaymentId: string;
    amountPaise: number;
    notes: Record<string, string>;
  }): Promise<ProviderRefund>;
  createSubscription(input: {
    planId: string;
    totalCount: number;
    notes: Record<string, string>;
  }): Promise<ProviderSubscription>;
  /** Stops a subscription's renewals; `atCycleEnd` keeps the paid period (Razorpay's cancel_at_cycle_end). */
  cancelSubscription(input: { subscriptionId: string; atCycleEnd: boolean }): Promise<void>;
}

/** The key id the test mode hands the browser: recognisably not a Razorpay key. */
export const TEST_MODE_KEY_ID = 'rzp_test_arogya_offline';

const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** What Razorpay sends back as `razorpay_signature` after a successful checkout. */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

/** What Razorpay sends back after a subscription's first payment: HMAC of `payment_id|subscription_id`. */
export function subscriptionSignature(paymentId: string, subscriptionId: string, keySecret: string): string {
  return hmacHex(keySecret, `${paymentId}|${subscriptionId}`);
}

/** Razorpay's `X-Razorpay-Signature`: HMAC-SHA256 of the raw request body with the webhook secret. */
export function webhookSignature(rawBody: string | Buffer, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody);
}

/** Constant-time comparison of two hex signatures; anything malformed is simply not equal. */
export function signaturesMatch(expectedHex: string, givenHex: unknown): boolean {
  if (typeof givenHex !== 'string' || !/^[0-9a-f]{64}$/i.test(givenHex)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(givenHex.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function verifyPaymentSignature(
  input: { orderId: string; paymentId: string; signature: unknown },
  keySecret: string,
): boolean {
  if (!keySecret) return false;
  return signaturesMatch(paymentSignature(input.orderId, input.paymentId, keySecret), input.signature);
}

export function verifyWebhookSignature(
  rawBody: string | Buffer,
  signature: unknown,
  webhookSecret: string | undefined,
): boolean {
  if (!webhookSecret) return false;
  return signaturesMatch(webhookSignature(rawBody, webhookSecret), signature);
}

/** The test mode's key secret when RAZORPAY_KEY_SECRET is not set: derived from APP_SECRET, its own purpose. */
export function deriveTestKeySecret(appSecret: string): string {
  return Buffer.from(
    hkdfSync('sha256', appSecret, Buffer.from('arogya-payments'), 'test-mode-key-secret', 32),
  ).toString('hex');
}

/** A Razorpay-looking id: `order_`, `pay_`, `rfnd_` + 14 characters. */
export function providerId(prefix: 'order' | 'pay' | 'rfnd' | 'sub'): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(14);
  let id = '';
  for (const b of bytes) id += alphabet[b % alphabet.length];
  return `${prefix}_${id}`;
}

/** The offline test mode: orders, refunds and subscriptions are made locally. */
export function createTestModeProvider(keySecret: string): PaymentProvider {
  return {
    mode: 'test',
    keyId: TEST_MODE_KEY_ID,
    keySecret,
    async createOrder({ amountPaise }) {
      return { id: providerId('order'), amount: amountPaise, currency: 'INR' };
    },
    async refund() {
      return { id: providerId('rfnd') };
    },
    async createSubscription() {
      return { id: providerId('sub') };
    },
    async cancelSubscription() {},
  };
}

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/**
 * Razorpay's REST API (the endpoints the official SDK calls: /v1/orders, /v1/payments/{id}/refund,
 * /v1/subscriptions), with basic auth. `baseUrl` is for tests against a fake server.
 */
export function createRazorpayProvider(
  keys: { keyId: string; keySecret: string },
  opts: { baseUrl?: string; fetch?: typeof fetch; timeoutMs?: number } = {},
): PaymentProvider {
  const baseUrl = (opts.baseUrl ?? 'https://api.razorpay.com').replace(/\/+$/, '');
  const doFetch = opts.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;

  async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await doFetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new PaymentProviderError(`Razorpay unreachable: ${(err as Error).message}`, null);
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {}
    if (!res.ok || !json || typeof json !== 'object') {
      throw new PaymentProviderError(`Razorpay ${path} answered ${res.status}`, res.status);
    }
    return json as Record<string, unknown>;
  }

  function idOf(json: Record<string, unknown>, prefix: string): string {
    const id = json.id;
    if (typeof id !== 'string' || !id.startsWith(prefix)) {
      throw new PaymentProviderError('Razorpay answered without an id', 200);
    }
    return id;
  }

  return {
    mode: 'razorpay',
    keyId: keys.keyId,
    keySecret: keys.keySecret,
    async createOrder({ amountPaise, receipt, notes }) {
      const json = await post('/v1/orders', { amount: amountPaise, currency: 'INR', receipt, notes });
      if (json.amount !== amountPaise) throw new PaymentProviderError('Razorpay changed the amount', 200);
      return { id: idOf(json, 'order_'), amount: amountPaise, currency: 'INR' };
    },
    async refund({ providerPaymentId, amountPaise, notes }) {
      const json = await post(`/v1/payments/${encodeURIComponent(providerPaymentId)}/refund`, {
        amount: amountPaise,
        notes,
      });
      return { id: idOf(json, 'rfnd_') };
    },
    async createSubscription({ planId, totalCount, notes }) {
      const json = await post('/v1/subscriptions', { plan_id: planId, total_count: totalCount, notes });
      return { id: idOf(json, 'sub_') };
    },
    async cancelSubscription({ subscriptionId, atCycleEnd }) {
      await post(`/v1/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`, {
        cancel_at_cycle_end: atCycleEnd ? 1 : 0,
      });
    },
  };
}

/** The provider the configuration asks for. */
export function createPaymentProvider(config: PaymentsConfig, appSecret: string): PaymentProvider {
  if (config.razorpay) return createRazorpayProvider(config.razorpay);
  return createTestModeProvider(config.testKeySecret ?? deriveTestKeySecret(appSecret));
}
