import { MSG_SUBSCRIPTION } from '@arogya/contract/messages/subscription';
import { paymentHistorySchema } from '@arogya/contract/schemas/payments';
import {
  createSubscriptionResultSchema,
  subscriptionStatusResponseSchema,
  verifySubscriptionResultSchema,
} from '@arogya/contract/schemas/subscription';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/care';
import { proSubscriptions, subscriptionCharges } from '../../db/schema/subscription';
import { professionalProfiles } from '../../db/schema/users';
import { SUBSCRIPTION_SWEEP } from '../../jobs/handlers/subscription-sweep';
import type { PgJobQueue } from '../../jobs/queue';
import { fixedClock } from '../../lib/clock';
import { deriveTestKeySecret, subscriptionSignature, webhookSignature } from '../../lib/payments';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertProvider } from '../../test/providers';
import { waitFor } from '../../test/wait-for';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const T0 = new Date('2026-11-20T06:30:00Z');
const DAY = 86_400_000;
const clock = fixedClock(T0);
const WEBHOOK_SECRET = 'whsec_subscription_secret_1';

let t: TestApp;
let keySecret: string;

type Json = Record<string, unknown>;
const call = (method: 'GET' | 'POST', url: string, who: DirectAccount | null, payload?: Json) =>
  t.app.inject({ method, url, headers: who ? who.headers : {}, ...(payload ? { payload } : {}) });

const payId = () => `pay_T${Math.random().toString(36).slice(2, 12)}`;

async function create(who: DirectAccount) {
  const res = await call('POST', '/api/subscription/create', who, { planId: '' });
  expect(res.statusCode, res.body).toBe(201);
  return createSubscriptionResultSchema.parse(res.json());
}

async function status(who: DirectAccount) {
  const res = await call('GET', '/api/subscription/status', who);
  expect(res.statusCode, res.body).toBe(200);
  return subscriptionStatusResponseSchema.parse(res.json()).data;
}

/** Create → sign as a script holding the key secret would → verify. */
async function upgrade(who: DirectAccount) {
  const { subscriptionId } = await create(who);
  const paymentId = payId();
  const res = await call('POST', '/api/subscription/verify', who, {
    razorpay_payment_id: paymentId,
    razorpay_subscription_id: subscriptionId,
    razorpay_signature: subscriptionSignature(paymentId, subscriptionId, keySecret),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { subscriptionId, paymentId, body: verifySubscriptionResultSchema.parse(res.json()) };
}

/** A fresh session after the clock moved past the old one's lifetime. */
async function relogin(who: DirectAccount): Promise<DirectAccount> {
  const token = await t.app.ctx.sessions.issue({ id: who.id, role: who.role, tokenVersion: 0 });
  return { ...who, token, headers: { authorization: `Bearer ${token}` } };
}

async function runSweep() {
  const jobs = t.app.ctx.jobs as PgJobQueue;
  const id = await jobs.send(SUBSCRIPTION_SWEEP, {}, { tx: null });
  await waitFor('the subscription sweep to complete', async () => {
    const [job] = await jobs.findJobs(SUBSCRIPTION_SWEEP, { id: id! });
    if (job?.state === 'failed') throw new Error(`sweep failed: ${JSON.stringify(job.output)}`);
    return job?.state === 'completed';
  });
}

beforeAll(async () => {
  t = await createTestApp({
    clock,
    config: {
      payments: {
        razorpay: undefined,
        testKeySecret: undefined,
        webhookSecret: WEBHOOK_SECRET,
        enabled: true,
      },
    },
  });
  keySecret = deriveTestKeySecret(t.app.ctx.config.appSecret);
});
afterAll(async () => {
  await t?.close();
});

describe(`Pro subscription (${backend})`, () => {
  it('create → verify in test mode activates Pro, records the payment and refreshes the user', async () => {
    clock.set(T0);
    const doctor = await insertAccount(t.app, { role: 'doctor' });
    expect(await status(doctor)).toEqual({
      tier: 'free',
      expiry: null,
      subscription: { status: null, cancelAtPeriodEnd: false, mode: null },
    });
    const created = await create(doctor);
    expect(created).toMatchObject({ testMode: true, amount: 99_900, currency: 'INR' });
    expect(created.subscriptionId).toMatch(/^sub_/);
    // A second click hands back the same unpaid subscription.
    expect((await create(doctor)).subscriptionId).toBe(created.subscriptionId);

    const paymentId = payId();
    const res = await call('POST', '/api/subscription/verify', doctor, {
      razorpay_payment_id: paymentId,
      razorpay_subscription_id: created.subscriptionId,
      razorpay_signature: subscriptionSignature(paymentId, created.subscriptionId, keySecret),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = verifySubscriptionResultSchema.parse(res.json());
    expect(body.msg).toBe(MSG_SUBSCRIPTION.activated);
    expect(body.testMode).toBe(true);
    expect(body.data.user.subscriptionTier).toBe('pro');
    expect(await status(doctor)).toEqual({
      tier: 'pro',
      expiry: new Date(T0.getTime() + 30 * DAY).toISOString(),
      subscription: { status: 'active', cancelAtPeriodEnd: false, mode: 'test' },
    });

    const history = paymentHistorySchema.parse((await call('GET', '/api/payment/my-history', doctor)).json());
    expect(history.data).toEqual([
      expect.objectContaining({
        amount: 99_900,
        status: 'success',
        type: 'pro_subscription',
        razorpayPaymentId: paymentId,
      }),
    ]);

    // A replay of the same verification changes nothing; a new create while active is 409.
    const replay = await call('POST', '/api/subscription/verify', doctor, {
      razorpay_payment_id: paymentId,
      razorpay_subscription_id: created.subscriptionId,
      razorpay_signature: subscriptionSignature(paymentId, created.subscriptionId, keySecret),
    });
    expect(replay.statusCode).toBe(200);
    expect(
      (
        await t.database.db
          .select()
          .from(subscriptionCharges)
          .where(eq(subscriptionCharges.userId, doctor.id))
      ).length,
    ).toBe(1);
    expect((await call('POST', '/api/subscription/create', doctor, {})).statusCode).toBe(409);
  });

  it('refuses fake, tampered and foreign signatures, in test mode too, changing nothing', async () => {
    clock.set(T0);
    const [nurse, other] = await Promise.all([
      insertAccount(t.app, { role: 'nurse' }),
      insertAccount(t.app, { role: 'doctor' }),
    ]);
    const { subscriptionId } = await create(nurse);
    const { subscriptionId: othersId } = await create(other);
    const paymentId = payId();
    const good = subscriptionSignature(paymentId, subscriptionId, keySecret);
    const attempts: Array<[DirectAccount, Json, number]> = [
      // A made-up signature, as the spec's client sends in its test mode.
      [
        nurse,
        {
          razorpay_payment_id: paymentId,
          razorpay_subscription_id: subscriptionId,
          razorpay_signature: 'fake_signature',
        },
        400,
      ],
      // Signed for another payment id.
      [
        nurse,
        { razorpay_payment_id: payId(), razorpay_subscription_id: subscriptionId, razorpay_signature: good },
        400,
      ],
      // One character changed.
      [
        nurse,
        {
          razorpay_payment_id: paymentId,
          razorpay_subscription_id: subscriptionId,
          razorpay_signature: `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`,
        },
        400,
      ],
      // Signed with a wrong key.
      [
        nurse,
        {
          razorpay_payment_id: paymentId,
          razorpay_subscription_id: subscriptionId,
          razorpay_signature: subscriptionSignature(paymentId, subscriptionId, 'not-the-key'),
        },
        400,
      ],
      // Someone else's subscription, correctly signed: 404, it is not theirs.
      [
        nurse,
        {
          razorpay_payment_id: paymentId,
          razorpay_subscription_id: othersId,
          razorpay_signature: subscriptionSignature(paymentId, othersId, keySecret),
        },
        404,
      ],
      // An unknown subscription id.
      [
        nurse,
        {
          razorpay_payment_id: paymentId,
          razorpay_subscription_id: 'sub_Unknown123',
          razorpay_signature: subscriptionSignature(paymentId, 'sub_Unknown123', keySecret),
        },
        404,
      ],
    ];
    for (const [who, payload, code] of attempts) {
      const res = await call('POST', '/api/subscription/verify', who, payload);
      expect(res.statusCode, res.body).toBe(code);
      if (code === 400) expect(res.json().msg).toBe(MSG_SUBSCRIPTION.verificationFailed);
    }
    expect((await status(nurse)).tier).toBe('free');
    expect((await status(other)).subscription.status).toBe('created');
    // The test checkout refuses another professional's subscription.
    expect((await call('POST', `/api/subscription/test-checkout/${othersId}/pay`, nurse)).statusCode).toBe(
      404,
    );
  });

  it('only doctors and nurses: others 403 with the spec text, visitors 401', async () => {
    const patient = await insertAccount(t.app, { role: 'patient' });
    for (const url of ['/api/subscription/status', '/api/subscription/create']) {
      const res = await call(
        url.endsWith('status') ? 'GET' : 'POST',
        url,
        patient,
        url.endsWith('create') ? {} : undefined,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe(MSG_SUBSCRIPTION.professionalsOnly);
    }
    const visitor = await call('POST', '/api/subscription/create', null, {});
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().msg).toBe(MSG_SUBSCRIPTION.loginToUpgrade);
    const doctor = await insertAccount(t.app, { role: 'doctor' });
    const bad = await call('POST', '/api/subscription/create', doctor, { planId: 'plan_gold' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(MSG_SUBSCRIPTION.planUnknown);
  });

  it('two verifications of one subscription at once: exactly one charge', async () => {
    clock.set(T0);
    const doctor = await insertAccount(t.app, { role: 'doctor' });
    const { subscriptionId } = await create(doctor);
    const results = await Promise.all(
      [payId(), payId(), payId()].map((p) =>
        call('POST', '/api/subscription/verify', doctor, {
          razorpay_payment_id: p,
          razorpay_subscription_id: subscriptionId,
          razorpay_signature: subscriptionSignature(p, subscriptionId, keySecret),
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const charges = await t.database.db
      .select()
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.userId, doctor.id));
    expect(charges).toHaveLength(1);
  });

  it('two creates at once leave one live subscription', async () => {
    const nurse = await insertAccount(t.app, { role: 'nurse' });
    const results = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/api/subscription/create', nurse, {})),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.json().subscriptionId)).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(proSubscriptions)
      .where(eq(proSubscriptions.userId, nurse.id));
    expect(rows).toHaveLength(1);
  });

  it('cancel keeps Pro until the period ends; then the sweep ends it, the badge and the boost go', async () => {
    clock.set(T0);
    let doctor = await insertAccount(t.app, { role: 'doctor', city: 'Patna', specialty: 'Dermatologist' });
    // An equally rated peer: Pro ranks first among equals.
    const peer = await insertProvider(
      t.database.db,
      { city: 'Patna', specialty: 'Dermatologist', averageRating: 4, numReviews: 10, experience: 5 },
      T0,
    );
    await t.database.db
      .update(professionalProfiles)
      .set({ averageRating: 4, numReviews: 10, experience: 5 })
      .where(eq(professionalProfiles.userId, doctor.id));
    const order = async () =>
      (
        (await call('GET', '/api/doctors?city=Patna&specialty=Dermatologist', null)).json().doctors as Array<{
          _id: string;
          subscriptionTier: string;
        }>
      ).map((d) => [d._id, d.subscriptionTier]);

    const { subscriptionId } = await upgrade(doctor);
    expect(await order()).toEqual([
      [doctor.id, 'pro'],
      [peer, 'free'],
    ]);

    const cancelled = await call('POST', '/api/subscription/cancel', doctor);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      tier: 'pro',
      subscription: { status: 'active', cancelAtPeriodEnd: true },
    });
    expect((await call('POST', '/api/subscription/cancel', doctor)).statusCode).toBe(409);

    // 27 days on: still Pro; the sweep sends the "ends on" notice once.
    clock.set(new Date(T0.getTime() + 27.5 * DAY));
    doctor = await relogin(doctor);
    await runSweep();
    await runSweep();
    expect((await status(doctor)).tier).toBe('pro');
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, doctor.id));
    expect(notices.map((n) => n.kind)).toEqual(['pro_subscription']);
    expect(notices[0]?.message).toContain('ends on');
    expect(await order()).toEqual([
      [doctor.id, 'pro'],
      [peer, 'free'],
    ]);

    // Past the end: the sweep cancels it; badge and boost are gone, a notification says so.
    clock.set(new Date(T0.getTime() + 30 * DAY + 60_000));
    doctor = await relogin(doctor);
    await runSweep();
    expect(await status(doctor)).toMatchObject({ tier: 'free', subscription: { status: 'cancelled' } });
    // Equals without Pro are ordered by id: the boost no longer lifts the doctor.
    const after = await order();
    expect(after.map(([, tier]) => tier)).toEqual(['free', 'free']);
    expect(after.map(([id]) => id)).toEqual([doctor.id, peer].sort());
    const [sub] = await t.database.db
      .select()
      .from(proSubscriptions)
      .where(eq(proSubscriptions.providerSubscriptionId, subscriptionId));
    expect(sub?.status).toBe('cancelled');
    const kinds = await t.database.db.select().from(notifications).where(eq(notifications.userId, doctor.id));
    expect(kinds.some((n) => n.message === MSG_SUBSCRIPTION.expiredNotice)).toBe(true);
    // And the server gate follows at once.
    expect((await call('GET', '/api/demand-insights', doctor)).statusCode).toBe(403);
  });

  it('test mode renews at the period end with a charge recorded like a real one', async () => {
    clock.set(T0);
    let nurse = await insertAccount(t.app, { role: 'nurse' });
    await upgrade(nurse);
    clock.set(new Date(T0.getTime() + 30 * DAY + 1_000));
    nurse = await relogin(nurse);
    await runSweep();
    expect(await status(nurse)).toMatchObject({
      tier: 'pro',
      expiry: new Date(T0.getTime() + 60 * DAY).toISOString(),
      subscription: { status: 'active' },
    });
    const history = paymentHistorySchema.parse((await call('GET', '/api/payment/my-history', nurse)).json());
    expect(history.data).toHaveLength(2);
  });

  it('Razorpay webhooks: subscription.charged renews, pending pauses, halted expires; bad signatures refused', async () => {
    clock.set(T0);
    const doctor = await insertAccount(t.app, { role: 'doctor' });
    const { subscriptionId } = await upgrade(doctor);
    const send = (body: Json, eventId: string, secret = WEBHOOK_SECRET) => {
      const raw = JSON.stringify(body);
      return t.app.inject({
        method: 'POST',
        url: '/api/subscription/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(raw, secret),
          'x-razorpay-event-id': eventId,
        },
        payload: raw,
      });
    };
    const start = Math.floor((T0.getTime() + 30 * DAY) / 1000);
    const charged = {
      event: 'subscription.charged',
      payload: {
        subscription: {
          entity: { id: subscriptionId, current_start: start, current_end: start + 30 * 86_400 },
        },
        payment: { entity: { id: 'pay_Renewal0001', amount: 99_900, order_id: 'order_Renewal0001' } },
      },
    };
    expect((await send(charged, 'evt_forged', 'wrong-secret-123')).statusCode).toBe(400);
    const ok = await send(charged, 'evt_1');
    expect(ok.json()).toEqual({ status: 'processed' });
    expect((await send(charged, 'evt_1')).json()).toEqual({ status: 'duplicate' });
    expect((await status(doctor)).expiry).toBe(new Date((start + 30 * 86_400) * 1000).toISOString());

    await send(
      { event: 'subscription.pending', payload: { subscription: { entity: { id: subscriptionId } } } },
      'evt_2',
    );
    expect(await status(doctor)).toMatchObject({ tier: 'free', subscription: { status: 'past_due' } });
    await send(
      { event: 'subscription.halted', payload: { subscription: { entity: { id: subscriptionId } } } },
      'evt_3',
    );
    expect(await status(doctor)).toMatchObject({ tier: 'free', subscription: { status: 'expired' } });
  });
});

describe(`demand insights gate (${backend})`, () => {
  it('403 for a non-Pro professional and a patient; the points for a Pro one', async () => {
    clock.set(T0);
    const [free, patient, pro] = await Promise.all([
      insertAccount(t.app, { role: 'nurse' }),
      insertAccount(t.app, { role: 'patient' }),
      insertAccount(t.app, { role: 'doctor' }),
    ]);
    expect((await call('GET', '/api/demand-insights', free)).statusCode).toBe(403);
    expect((await call('GET', '/api/demand-insights', patient)).statusCode).toBe(403);
    expect((await call('GET', '/api/demand-insights', null)).statusCode).toBe(401);
    await upgrade(pro);
    for (let i = 0; i < 3; i++) t.app.ctx.demand.record({ city: 'Pune', specialty: 'Dentist' });
    await t.app.ctx.demand.flush();
    const res = await call('GET', '/api/demand-insights?city=Pune', pro);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        lat: 18.5204,
        lng: 73.8567,
        intensity: 3,
        area: 'Pune (whole city)',
        city: 'Pune',
        specialty: 'Dentist',
      },
    ]);
    expect((await call('GET', '/api/demand-insights?city=Delhi', pro)).json().data).toEqual([]);
  });
});
