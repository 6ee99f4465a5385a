import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRazorpayProvider,
  createTestModeProvider,
  deriveTestKeySecret,
  PaymentProviderError,
  paymentSignature,
  providerId,
  signaturesMatch,
  verifyPaymentSignature,
  verifyWebhookSignature,
  webhookSignature,
} from './payments';

describe('signatures, as Razorpay computes them', () => {
  // razorpay-node's own test of validateWebhookSignature (test/utils/razorpay-utils.spec.js).
  const body = '{"a":1,"b":2,"c":{"d":3}}';
  const secret = '123456';
  const documented = '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc';

  it("matches Razorpay's documented webhook example", () => {
    expect(webhookSignature(body, secret)).toBe(documented);
    expect(verifyWebhookSignature(body, documented, secret)).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(body), documented, secret)).toBe(true);
    expect(verifyWebhookSignature(body, 'sdfafds', secret)).toBe(false);
    expect(verifyWebhookSignature(`${body} `, documented, secret)).toBe(false);
  });

  it('refuses every webhook when no webhook secret is configured', () => {
    expect(verifyWebhookSignature(body, documented, undefined)).toBe(false);
    expect(verifyWebhookSignature(body, webhookSignature(body, ''), '')).toBe(false);
  });

  it('signs order_id|payment_id with the key secret (checked with `openssl dgst -sha256 -hmac`)', () => {
    const sig = paymentSignature('order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l', 'EnLs21M47BllR3X8PSFtjtbd');
    expect(sig).toBe('0d4e745a1838664ad6c9c9902212a32d627d68e917290b0ad5f08ff4561bc50f');
    const input = { orderId: 'order_IEIaMR65cu6nz3', paymentId: 'pay_IH4NVgf4Dreq1l', signature: sig };
    expect(verifyPaymentSignature(input, 'EnLs21M47BllR3X8PSFtjtbd')).toBe(true);
    expect(
      verifyPaymentSignature({ ...input, signature: sig.toUpperCase() }, 'EnLs21M47BllR3X8PSFtjtbd'),
    ).toBe(true);
    expect(verifyPaymentSignature({ ...input, paymentId: 'pay_other' }, 'EnLs21M47BllR3X8PSFtjtbd')).toBe(
      false,
    );
    expect(verifyPaymentSignature(input, 'another-secret')).toBe(false);
    expect(verifyPaymentSignature(input, '')).toBe(false);
  });

  it('treats malformed signatures as not matching, without throwing', () => {
    const good = paymentSignature('order_a', 'pay_b', 's3cret-key');
    for (const bad of [
      undefined,
      null,
      42,
      '',
      'zz',
      `${good}00`,
      good.slice(0, 63),
      `${good.slice(0, 63)}g`,
    ]) {
      expect(signaturesMatch(good, bad)).toBe(false);
    }
  });
});

describe('test-mode provider', () => {
  it('makes Razorpay-shaped ids and derives a stable secret of its own from APP_SECRET', async () => {
    const provider = createTestModeProvider(deriveTestKeySecret('app-secret'));
    const order = await provider.createOrder({ amountPaise: 5000, receipt: 'r', notes: {} });
    expect(order).toMatchObject({ amount: 5000, currency: 'INR' });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect((await provider.refund({ providerPaymentId: 'pay_x', amountPaise: 1, notes: {} })).id).toMatch(
      /^rfnd_/,
    );
    expect(providerId('pay')).not.toBe(providerId('pay'));
    expect(deriveTestKeySecret('app-secret')).toBe(deriveTestKeySecret('app-secret'));
    expect(deriveTestKeySecret('app-secret')).not.toBe(deriveTestKeySecret('other'));
    expect(deriveTestKeySecret('app-secret')).not.toContain('app-secret');
  });
});

describe('Razorpay provider against a fake Razorpay API', () => {
  let server: http.Server;
  let baseUrl = '';
  const seen: Array<{ url: string; auth: string | undefined; body: unknown }> = [];
  let answer: { status: number; body: unknown } = { status: 200, body: {} };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c: Buffer) => {
        data += c.toString();
      });
      req.on('end', () => {
        seen.push({ url: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(data || '{}') });
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
  });

  const provider = () =>
    createRazorpayProvider({ keyId: 'rzp_test_abc', keySecret: 'secret123' }, { baseUrl });

  it('creates an order with basic auth and the amount in paise', async () => {
    answer = { status: 200, body: { id: 'order_Fake123', amount: 250_000, currency: 'INR' } };
    const order = await provider().createOrder({ amountPaise: 250_000, receipt: 'r1', notes: { type: 't' } });
    expect(order).toEqual({ id: 'order_Fake123', amount: 250_000, currency: 'INR' });
    const last = seen.at(-1);
    expect(last?.url).toBe('/v1/orders');
    expect(last?.auth).toBe(`Basic ${Buffer.from('rzp_test_abc:secret123').toString('base64')}`);
    expect(last?.body).toMatchObject({ amount: 250_000, currency: 'INR', receipt: 'r1' });
  });

  it('refunds and subscribes through their endpoints', async () => {
    answer = { status: 200, body: { id: 'rfnd_Fake1' } };
    expect(await provider().refund({ providerPaymentId: 'pay_X1', amountPaise: 100, notes: {} })).toEqual({
      id: 'rfnd_Fake1',
    });
    expect(seen.at(-1)?.url).toBe('/v1/payments/pay_X1/refund');
    answer = { status: 200, body: { id: 'sub_Fake1' } };
    expect(await provider().createSubscription({ planId: 'plan_1', totalCount: 12, notes: {} })).toEqual({
      id: 'sub_Fake1',
    });
    expect(seen.at(-1)?.body).toMatchObject({ plan_id: 'plan_1', total_count: 12 });
  });

  it('turns an error answer, a changed amount or an unreachable API into a PaymentProviderError', async () => {
    answer = { status: 401, body: { error: { code: 'BAD_REQUEST_ERROR' } } };
    await expect(
      provider().createOrder({ amountPaise: 100, receipt: 'r', notes: {} }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    answer = { status: 200, body: { id: 'order_X', amount: 1 } };
    await expect(
      provider().createOrder({ amountPaise: 100, receipt: 'r', notes: {} }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    const down = createRazorpayProvider(
      { keyId: 'rzp_test_abc', keySecret: 'secret123' },
      { baseUrl: 'http://127.0.0.1:1' },
    );
    await expect(down.createOrder({ amountPaise: 100, receipt: 'r', notes: {} })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });
});
