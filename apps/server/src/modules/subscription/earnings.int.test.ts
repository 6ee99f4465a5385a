import { analyticsResponseSchema, earningsResponseSchema } from '@arogya/contract/schemas/subscription';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentCommissions } from '../../db/schema/subscription';
import { fixedClock } from '../../lib/clock';
import { deriveTestKeySecret, subscriptionSignature } from '../../lib/payments';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { bookingBody, bookOk, DAYS, openDays, START, setStatus } from '../appointments/appointments.fixtures';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const clock = fixedClock(START);
let t: TestApp;
let keySecret: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  keySecret = deriveTestKeySecret(t.app.ctx.config.appSecret);
});
afterAll(async () => {
  await t?.close();
});

async function upgrade(who: DirectAccount) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/create',
    headers: who.headers,
    payload: {},
  });
  const { subscriptionId } = created.json() as { subscriptionId: string };
  const paymentId = `pay_E${Math.random().toString(36).slice(2, 12)}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/verify',
    headers: who.headers,
    payload: {
      razorpay_payment_id: paymentId,
      razorpay_subscription_id: subscriptionId,
      razorpay_signature: subscriptionSignature(paymentId, subscriptionId, keySecret),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Books on DAYS[0], confirms, and completes it the next morning (the clock moves, then comes back). */
async function visit(doctor: DirectAccount, patient: DirectAccount, beforeCompleting?: () => Promise<void>) {
  const id = await bookOk(t.app, patient, bookingBody(doctor, { appointmentDate: DAYS[0] }));
  expect((await setStatus(t.app, doctor, id, { status: 'Confirmed' })).statusCode).toBe(200);
  await beforeCompleting?.();
  clock.set('2030-03-11T08:30:00.000Z');
  const done = await setStatus(t.app, doctor, id, { status: 'Completed', doctorNotes: 'Seen.' });
  expect(done.statusCode, done.body).toBe(200);
  clock.set(START);
  return id;
}

const earningsOf = async (who: DirectAccount) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/earnings/me?months=3', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return earningsResponseSchema.parse(res.json()).data;
};

describe(`commission and earnings (${backend})`, () => {
  it('records 20 % for a standard professional and 15 % when Pro at booking, once, never recomputed', async () => {
    const [standard, pro, upgradedLate, patient] = await Promise.all([
      insertAccount(t.app, { role: 'doctor' }),
      insertAccount(t.app, { role: 'doctor' }),
      insertAccount(t.app, { role: 'doctor' }),
      insertAccount(t.app, { role: 'patient' }),
    ]);
    await Promise.all([standard, pro, upgradedLate].map((d) => openDays(t.app, d.id)));
    await upgrade(pro);

    const a = await visit(standard, patient);
    const b = await visit(pro, patient);
    // Booked before upgrading: the booking-time rule keeps the standard rate.
    const c = await visit(upgradedLate, patient, async () => {
      clock.set(new Date(Date.parse(START) + 60_000));
      await upgrade(upgradedLate);
    });

    const rows = await t.database.db.select().from(appointmentCommissions);
    const byId = new Map(rows.map((r) => [r.appointmentId, r]));
    expect(byId.get(a)).toMatchObject({
      grossPaise: 200_000,
      rateBps: 2000,
      commissionPaise: 40_000,
      netPaise: 160_000,
      proAtBooking: false,
    });
    expect(byId.get(b)).toMatchObject({
      grossPaise: 200_000,
      rateBps: 1500,
      commissionPaise: 30_000,
      netPaise: 170_000,
      proAtBooking: true,
    });
    expect(byId.get(c)).toMatchObject({ rateBps: 2000, proAtBooking: false });

    const months = await earningsOf(pro);
    expect(months.months.map((m) => m.month)).toEqual(['2030-01', '2030-02', '2030-03']);
    expect(months.totals).toEqual({
      visits: 1,
      gross: 200_000,
      commission: 30_000,
      net: 170_000,
      proSavings: 10_000,
    });
    expect((await earningsOf(standard)).totals).toMatchObject({
      visits: 1,
      commission: 40_000,
      proSavings: 0,
    });
    // Each professional sees only their own.
    expect((await earningsOf(upgradedLate)).totals.visits).toBe(1);

    // A second completion attempt changes nothing.
    expect((await setStatus(t.app, pro, b, { status: 'Completed', doctorNotes: 'Again.' })).statusCode).toBe(
      409,
    );
    const again = await t.database.db
      .select()
      .from(appointmentCommissions)
      .where(eq(appointmentCommissions.appointmentId, b));
    expect(again).toHaveLength(1);
  });

  it('rejects a range outside 1..24 months and refuses patients', async () => {
    const [doctor, patient] = await Promise.all([
      insertAccount(t.app, { role: 'doctor' }),
      insertAccount(t.app, { role: 'patient' }),
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/earnings/me?months=0', headers: doctor.headers }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/earnings/me?months=abc', headers: doctor.headers }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/earnings/me', headers: patient.headers })).statusCode,
    ).toBe(403);
  });
});

describe(`profile analytics (${backend})`, () => {
  it('counts search appearances and profile views; Pro sees the weeks, others the totals only', async () => {
    const [pro, free] = await Promise.all([
      insertAccount(t.app, { role: 'doctor', city: 'Kolkata', specialty: 'Neurologist' }),
      insertAccount(t.app, { role: 'doctor', city: 'Kolkata', specialty: 'Neurologist' }),
    ]);
    await upgrade(pro);
    for (let i = 0; i < 3; i++) {
      await t.app.inject({ method: 'GET', url: '/api/doctors?city=Kolkata&specialty=Neurologist' });
    }
    await t.app.inject({ method: 'GET', url: `/api/doctors/${pro.id}` });
    await t.app.ctx.analytics.flush();

    const mine = async (who: DirectAccount) =>
      analyticsResponseSchema.parse(
        (
          await t.app.inject({ method: 'GET', url: '/api/analytics/me?weeks=4', headers: who.headers })
        ).json(),
      ).data;
    const p = await mine(pro);
    expect(p.locked).toBe(false);
    // START is Sunday 10 March 2030 in India: its week began on Monday 4 March.
    expect(p.weeks.map((w) => w.week)).toEqual(['2030-02-11', '2030-02-18', '2030-02-25', '2030-03-04']);
    expect(p.weeks.at(-1)).toEqual({
      week: '2030-03-04',
      searchAppearances: 3,
      profileViews: 1,
      bookings: 0,
    });
    expect(p.totals).toEqual({ searchAppearances: 3, profileViews: 1, bookings: 0 });
    const f = await mine(free);
    expect(f).toEqual({
      locked: true,
      weeks: [],
      totals: { searchAppearances: 3, profileViews: 0, bookings: 0 },
    });
  });
});
