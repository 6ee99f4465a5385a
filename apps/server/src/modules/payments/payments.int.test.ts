import { MSG_CARE_FUND } from '@arogya/contract/messages/care-fund';
import { MSG_PAYMENTS } from '@arogya/contract/messages/payments';
import {
  paymentHistorySchema,
  paymentOrderSchema,
  verifyPaymentResultSchema,
} from '@arogya/contract/schemas/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { careFundLedger } from '../../db/schema/care';
import { paymentRefunds, payments } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { deriveTestKeySecret, paymentSignature, webhookSignature } from '../../lib/payments';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const clock = fixedClock('2026-11-20T06:30:00Z');
const WEBHOOK_SECRET = 'whsec_test_secret_1234';

let t: TestApp;
let keySecret: string;
let patient: DirectAccount;
let otherPatient: DirectAccount;
let doctor: DirectAccount;
let fundOwner: DirectAccount;

type Json = Record<string, unknown>;

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  who: DirectAccount | null,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: who ? who.headers : {},
    ...(payload !== undefined ? { payload: payload as Json } : {}),
  });
}

async function createOrder(who: DirectAccount | null, body: Json) {
  const res = await call('POST', '/api/payment/create-order', who, { currency: 'INR', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return paymentOrderSchema.parse(res.json());
}

/** What a script holding the key secret sends, exactly as Razorpay's checkout would. */
function signed(orderId: string, paymentId = `pay_T${Math.random().toString(36).slice(2, 12)}`) {
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(orderId, paymentId, keySecret),
  };
}

async function balanceOf(id: string): Promise<number> {
  const [row] = await t.app.ctx.db
    .select({ b: users.careFundBalancePaise })
    .from(users)
    .where(eq(users.id, id));
  return row?.b ?? -1;
}

async function ledgerSum(id: string): Promise<number> {
  const rows = await t.app.ctx.db.select().from(careFundLedger).where(eq(careFundLedger.patientId, id));
  return rows.reduce((sum, r) => sum + r.amountPaise, 0);
}

function webhook(body: Json, opts: { eventId?: string; secret?: string } = {}) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(raw, opts.secret ?? WEBHOOK_SECRET),
      'x-razorpay-event-id': opts.eventId ?? `evt_${Math.random().toString(36).slice(2)}`,
    },
    payload: raw,
  });
}

const paymentEvent = (event: string, orderId: string, paymentId: string, amount: number) => ({
  entity: 'event',
  event,
  payload: {
    payment: { entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', status: 'captured' } },
  },
});

beforeAll(async () => {
  const base = testConfig();
  t = await createTestApp({
    clock,
    config: { payments: { ...base.payments, webhookSecret: WEBHOOK_SECRET } },
  });
  keySecret = deriveTestKeySecret(t.app.ctx.config.appSecret);
  [patient, otherPatient, doctor, fundOwner] = await Promise.all([
    insertAccount(t.app, { role: 'patient', name: 'Priya Sharma' }),
    insertAccount(t.app, { role: 'patient', name: 'Rahul Verma' }),
    insertAccount(t.app, { role: 'doctor', name: 'Arjun Mehta' }),
    insertAccount(t.app, { role: 'patient', name: 'Kamala Devi' }),
  ]);
  const res = await call('PUT', '/api/care-fund/settings', fundOwner, {
    isPublic: true,
    slug: 'kamala-recovery',
    story: 'Recovering from a hip operation at home.',
    displayName: 'Kamala',
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe(`create → verify in test mode (${backend})`, () => {
  it('tops up the payer’s own fund: order, signature, one ledger row, history and receipt', async () => {
    const order = await createOrder(patient, {
      amount: 150_000,
      type: 'care_fund_topup',
      referenceId: patient.id,
    });
    expect(order.order.id).toMatch(/^order_/);
    expect(order).toMatchObject({ order: { amount: 150_000, currency: 'INR' }, mode: 'test' });
    expect(order.key).toMatch(/^rzp_test_/);
    expect(JSON.stringify(order)).not.toContain(keySecret);

    const proof = signed(order.order.id);
    const res = await call('POST', '/api/payment/verify', patient, {
      ...proof,
      type: 'care_fund_topup',
      referenceId: patient.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = verifyPaymentResultSchema.parse(res.json());
    expect(body.payment).toMatchObject({
      razorpayOrderId: order.order.id,
      razorpayPaymentId: proof.razorpay_payment_id,
      amount: 150_000,
      status: 'success',
    });
    expect(await balanceOf(patient.id)).toBe(150_000);
    expect(await ledgerSum(patient.id)).toBe(150_000);

    // A replay: the same success, nothing changes.
    const again = await call('POST', '/api/payment/verify', patient, {
      ...proof,
      type: 'care_fund_topup',
      referenceId: patient.id,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().payment._id).toBe(body.payment._id);
    expect(await balanceOf(patient.id)).toBe(150_000);

    // Another payment id for an already-settled order is refused.
    const second = await call('POST', '/api/payment/verify', patient, {
      ...signed(order.order.id),
      type: 'care_fund_topup',
      referenceId: patient.id,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().msg).toBe(MSG_PAYMENTS.alreadyVerified);
    expect(await balanceOf(patient.id)).toBe(150_000);

    const history = paymentHistorySchema.parse(
      (await call('GET', '/api/payment/my-history', patient)).json(),
    );
    expect(history.data.map((p) => p.razorpayPaymentId)).toContain(proof.razorpay_payment_id);

    const receipt = await call('GET', `/api/payment/${body.payment._id}/receipt`, patient);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `/api/payment/${body.payment._id}/receipt`, otherPatient)).statusCode).toBe(
      404,
    );
  });

  it('refuses a tampered signature with 400 and changes nothing', async () => {
    const order = await createOrder(patient, {
      amount: 5_000,
      type: 'care_fund_topup',
      referenceId: patient.id,
    });
    const before = await balanceOf(patient.id);
    const proof = signed(order.order.id);
    for (const signature of [
      proof.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      paymentSignature(order.order.id, proof.razorpay_payment_id, 'wrong-secret'),
      'not-a-signature',
    ]) {
      const res = await call('POST', '/api/payment/verify', patient, {
        ...proof,
        razorpay_signature: signature,
        type: 'care_fund_topup',
        referenceId: patient.id,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(MSG_PAYMENTS.signatureInvalid);
    }
    // A valid signature over another payment id does not fit this one.
    const res = await call('POST', '/api/payment/verify', patient, {
      ...proof,
      razorpay_payment_id: 'pay_Different123',
      type: 'care_fund_topup',
      referenceId: patient.id,
    });
    expect(res.statusCode).toBe(400);
    expect(await balanceOf(patient.id)).toBe(before);
  });

  it('refuses another user’s order (404) and an order for a different reference or type (400)', async () => {
    const order = await createOrder(patient, {
      amount: 5_000,
      type: 'care_fund_topup',
      referenceId: patient.id,
    });
    const proof = signed(order.order.id);
    const foreign = await call('POST', '/api/payment/verify', otherPatient, {
      ...proof,
      type: 'care_fund_topup',
      referenceId: patient.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe(MSG_PAYMENTS.orderNotFound);
    const anonymous = await call('POST', '/api/payment/verify', null, {
      ...proof,
      type: 'care_fund_topup',
      referenceId: patient.id,
    });
    expect(anonymous.statusCode).toBe(401);
    const otherRef = await call('POST', '/api/payment/verify', patient, {
      ...proof,
      type: 'care_fund_topup',
      referenceId: otherPatient.id,
    });
    expect(otherRef.statusCode).toBe(400);
    expect(otherRef.json().msg).toBe(MSG_PAYMENTS.orderMismatch);
    const otherType = await call('POST', '/api/payment/verify', patient, {
      ...proof,
      type: 'care_fund_donation',
      referenceId: patient.id,
    });
    expect(otherType.statusCode).toBe(400);
    const unknown = await call('POST', '/api/payment/verify', patient, {
      ...signed('order_DoesNotExist1'),
      type: 'care_fund_topup',
      referenceId: patient.id,
    });
    expect(unknown.statusCode).toBe(404);
    const [row] = await t.app.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, proof.razorpay_payment_id));
    expect(row).toBeUndefined();
  });

  it('refuses amounts out of bounds, a top-up of someone else’s fund, non-patients and unpriced types', async () => {
    for (const amount of [999, 10_000_001]) {
      const res = await call('POST', '/api/payment/create-order', patient, {
        amount,
        currency: 'INR',
        type: 'care_fund_topup',
        referenceId: patient.id,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(MSG_CARE_FUND.amountOutOfBounds);
    }
    const fractional = await call('POST', '/api/payment/create-order', patient, {
      amount: 1500.5,
      currency: 'INR',
      type: 'care_fund_topup',
      referenceId: patient.id,
    });
    expect(fractional.statusCode).toBe(400);
    const usd = await call('POST', '/api/payment/create-order', patient, {
      amount: 1500,
      currency: 'USD',
      type: 'care_fund_topup',
      referenceId: patient.id,
    });
    expect(usd.statusCode).toBe(400);
    const foreignFund = await call('POST', '/api/payment/create-order', patient, {
      amount: 5_000,
      currency: 'INR',
      type: 'care_fund_topup',
      referenceId: otherPatient.id,
    });
    expect(foreignFund.statusCode).toBe(400);
    const byDoctor = await call('POST', '/api/payment/create-order', doctor, {
      amount: 5_000,
      currency: 'INR',
      type: 'care_fund_topup',
      referenceId: doctor.id,
    });
    expect(byDoctor.statusCode).toBe(403);
    // A second opinion is priced from its request: an unknown one is not found.
    const secondOpinion = await call('POST', '/api/payment/create-order', patient, {
      amount: 200_000,
      currency: 'INR',
      type: 'second_opinion',
      referenceId: 'x',
    });
    expect(secondOpinion.statusCode).toBe(404);
  });
});

describe(`donations (${backend})`, () => {
  it('a visitor donates by slug and verifies without signing in; the fund is credited once', async () => {
    const before = await balanceOf(fundOwner.id);
    const res = await call('POST', '/api/care-fund/donate', null, {
      slug: 'kamala-recovery',
      amount: 50_000,
      donorName: 'Meera',
      message: 'Get well soon',
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = paymentOrderSchema.parse(res.json());
    expect(order.description).toBe("Donation to Kamala's Care Fund");

    // The test checkout signs exactly as a script holding the secret would.
    const pay = await call('POST', `/api/payment/test-checkout/${order.order.id}/pay`, null);
    expect(pay.statusCode).toBe(200);
    const proof = pay.json() as ReturnType<typeof signed>;
    expect(proof.razorpay_signature).toBe(
      paymentSignature(order.order.id, proof.razorpay_payment_id, keySecret),
    );

    const verify = await call('POST', '/api/payment/verify', null, {
      ...proof,
      type: 'care_fund_donation',
      referenceId: fundOwner.id,
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(await balanceOf(fundOwner.id)).toBe(before + 50_000);
    expect(await ledgerSum(fundOwner.id)).toBe(await balanceOf(fundOwner.id));

    const page = await call('GET', '/api/care-fund/public/kamala-recovery', null);
    expect(page.json()).toMatchObject({
      displayName: 'Kamala',
      recentDonors: [{ name: 'Meera', amount: 50_000, message: 'Get well soon' }],
    });
    // The checkout will not sign a paid order again.
    expect((await call('POST', `/api/payment/test-checkout/${order.order.id}/pay`, null)).statusCode).toBe(
      409,
    );
  });

  it('the public page shows only what the patient chose; private or unknown funds are 404', async () => {
    const res = await call('GET', `/api/care-fund/public/${fundOwner.id}`, null);
    expect(res.statusCode).toBe(200);
    const text = res.body;
    expect(text).not.toContain(fundOwner.email);
    expect(text).not.toContain('Kamala Devi');
    expect(Object.keys(res.json()).sort()).toEqual(
      ['careFundBalance', 'displayName', 'donationsCount', 'fundId', 'recentDonors', 'slug', 'story'].sort(),
    );
    for (const id of [patient.id, 'no-such-fund', doctor.id]) {
      const miss = await call('GET', `/api/care-fund/public/${id}`, null);
      expect(miss.statusCode).toBe(404);
      expect(miss.json().msg).toBe(MSG_CARE_FUND.invalidFundIdentifier);
    }
    const toPrivate = await call('POST', '/api/care-fund/donate', null, {
      fundId: patient.id,
      amount: 5_000,
    });
    expect(toPrivate.statusCode).toBe(404);
    const own = await call('POST', '/api/care-fund/donate', fundOwner, {
      fundId: fundOwner.id,
      amount: 5_000,
    });
    expect(own.statusCode).toBe(400);
  });
});

describe(`webhook (${backend})`, () => {
  it('refuses a wrong signature and changes nothing', async () => {
    const order = await createOrder(patient, {
      amount: 7_000,
      type: 'care_fund_topup',
      referenceId: patient.id,
    });
    const before = await balanceOf(patient.id);
    const res = await webhook(paymentEvent('payment.captured', order.order.id, 'pay_Wrong1', 7_000), {
      secret: 'not-the-secret',
    });
    expect(res.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_unsigned' },
      payload: JSON.stringify(paymentEvent('payment.captured', order.order.id, 'pay_Wrong1', 7_000)),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await balanceOf(patient.id)).toBe(before);
  });

  it('settles a payment whose browser never came back, once per event id and once per order', async () => {
    const order = await createOrder(patient, {
      amount: 8_000,
      type: 'care_fund_topup',
      referenceId: patient.id,
    });
    const before = await balanceOf(patient.id);
    const event = paymentEvent('payment.captured', order.order.id, 'pay_Hook1', 8_000);
    const first = await webhook(event, { eventId: 'evt_hook_1' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'processed' });
    const repeated = await webhook(event, { eventId: 'evt_hook_1' });
    expect(repeated.json()).toEqual({ status: 'duplicate' });
    // order.paid for the same payment under another event id: settled already, nothing changes.
    const orderPaid = await webhook(paymentEvent('order.paid', order.order.id, 'pay_Hook1', 8_000), {
      eventId: 'evt_hook_2',
    });
    expect(orderPaid.statusCode).toBe(200);
    expect(await balanceOf(patient.id)).toBe(before + 8_000);
    // The browser arriving late with the same payment gets the same success.
    const late = await call('POST', '/api/payment/verify', patient, {
      ...signed(order.order.id, 'pay_Hook1'),
      type: 'care_fund_topup',
      referenceId: patient.id,
    });
    expect(late.statusCode).toBe(200);
    expect(await balanceOf(patient.id)).toBe(before + 8_000);
  });

  it('records a failed payment for the payer’s history, and ignores a wrong amount', async () => {
    const order = await createOrder(patient, {
      amount: 9_000,
      type: 'care_fund_topup',
      referenceId: patient.id,
    });
    const failed = await webhook(paymentEvent('payment.failed', order.order.id, 'pay_Failed1', 9_000));
    expect(failed.json()).toEqual({ status: 'processed' });
    const wrongAmount = await webhook(paymentEvent('payment.captured', order.order.id, 'pay_Cheap1', 100));
    expect(wrongAmount.json()).toEqual({ status: 'ignored' });
    const history = paymentHistorySchema.parse(
      (await call('GET', '/api/payment/my-history?limit=100', patient)).json(),
    );
    expect(history.data.find((p) => p.razorpayPaymentId === 'pay_Failed1')).toMatchObject({
      status: 'failed',
      amount: 9_000,
    });
    expect(history.data.find((p) => p.razorpayPaymentId === 'pay_Cheap1')).toBeUndefined();
    // A failed payment has no receipt.
    const failedId = history.data.find((p) => p.razorpayPaymentId === 'pay_Failed1')?._id;
    expect((await call('GET', `/api/payment/${failedId}/receipt`, patient)).statusCode).toBe(404);
  });
});

describe(`history (${backend})`, () => {
  it('is the payer’s own, newest first, paged', async () => {
    const mine = await insertAccount(t.app, { role: 'patient' });
    for (const [i, amount] of [1_000, 2_000, 3_000].entries()) {
      clock.set(new Date(Date.parse('2026-11-21T06:00:00Z') + i * 60_000));
      const order = await createOrder(mine, { amount, type: 'care_fund_topup', referenceId: mine.id });
      await call('POST', '/api/payment/verify', mine, {
        ...signed(order.order.id),
        type: 'care_fund_topup',
        referenceId: mine.id,
      });
    }
    const page1 = paymentHistorySchema.parse(
      (await call('GET', '/api/payment/my-history?limit=2', mine)).json(),
    );
    expect(page1.data.map((p) => p.amount)).toEqual([3_000, 2_000]);
    expect(page1.hasMore).toBe(true);
    const page2 = paymentHistorySchema.parse(
      (await call('GET', '/api/payment/my-history?limit=2&page=2', mine)).json(),
    );
    expect(page2.data.map((p) => p.amount)).toEqual([1_000]);
    expect(page2.hasMore).toBe(false);
    const others = paymentHistorySchema.parse((await call('GET', '/api/payment/my-history', doctor)).json());
    expect(others.data).toEqual([]);
  });
});

describe(`refunds (${backend})`, () => {
  it('refunds at most the amount paid, once, even when two refunds race', async () => {
    const order = await createOrder(patient, {
      amount: 20_000,
      type: 'care_fund_topup',
      referenceId: patient.id,
    });
    const verify = await call('POST', '/api/payment/verify', patient, {
      ...signed(order.order.id),
      type: 'care_fund_topup',
      referenceId: patient.id,
    });
    const paymentId = verify.json().payment._id as string;
    const { ctx } = t.app;
    const service = (await import('./payments.service')).createPaymentsService({
      db: ctx.db,
      clock,
      provider: (await import('../../lib/payments')).createTestModeProvider(keySecret),
      purposes: {},
      enabled: true,
      webhookSecret: undefined,
    });
    await expect(service.refund(paymentId, 20_001, 'too much')).rejects.toMatchObject({ status: 400 });
    const results = await Promise.allSettled([
      service.refund(paymentId, 20_000, 'cancelled'),
      service.refund(paymentId, 20_000, 'cancelled'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { status: 409 } });
    const refunds = await ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.providerRefundId).toMatch(/^rfnd_/);
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.refundedPaise).toBe(20_000);
    // The same answer when the second refund comes after the first has finished, rather than beside it.
    await expect(service.refund(paymentId, 5_000, 'again')).rejects.toMatchObject({ status: 409 });
    await expect(service.refund(paymentId, 20_000, 'again')).rejects.toMatchObject({ status: 409 });
    expect(
      await ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId)),
    ).toHaveLength(1);
  });
});

describe('payments disabled (production without Razorpay keys)', () => {
  it('answers 503 and starts nothing', async () => {
    const off = await createTestApp({
      config: {
        payments: { razorpay: undefined, testKeySecret: undefined, webhookSecret: undefined, enabled: false },
      },
    });
    try {
      const who = await insertAccount(off.app, { role: 'patient' });
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/payment/create-order',
        headers: who.headers,
        payload: { amount: 5_000, currency: 'INR', type: 'care_fund_topup', referenceId: who.id },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().msg).toBe(MSG_PAYMENTS.paymentsUnavailable);
    } finally {
      await off.close();
    }
  });
});

describe('content security policy', () => {
  it('admits Razorpay’s checkout only when Razorpay keys are set', async () => {
    const without = String(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(without).not.toContain('razorpay');
    const keyed = await createTestApp({
      config: {
        payments: {
          razorpay: { keyId: 'rzp_test_abc123', keySecret: 'secret-for-test' },
          testKeySecret: undefined,
          webhookSecret: undefined,
          enabled: true,
        },
      },
    });
    try {
      const csp = String(
        (await keyed.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
      );
      expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com;/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
      // Razorpay mode: the test checkout does not exist, and a test-mode signature is worthless.
      const pay = await keyed.app.inject({
        method: 'POST',
        url: '/api/payment/test-checkout/order_Abc123/pay',
      });
      expect(pay.statusCode).toBe(404);
    } finally {
      await keyed.close();
    }
  });
});
