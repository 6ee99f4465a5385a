import { MSG_CARE_FUND } from '@arogya/contract/messages/care-fund';
import { MSG_INPUT } from '@arogya/contract/messages/input';
import { myCareFundSchema, publicCareFundSchema } from '@arogya/contract/schemas/care-fund';
import { paymentOrderSchema } from '@arogya/contract/schemas/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { deriveTestKeySecret, paymentSignature } from '../../lib/payments';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  balancePaise,
  book,
  bookingBody,
  bookOk,
  DAYS,
  ledgerOf,
  openDays,
  START,
  setStatus,
} from '../appointments/appointments.fixtures';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const clock = fixedClock(START);

let t: TestApp;
let keySecret: string;
let patient: DirectAccount;
let doctor: DirectAccount;
let nurse: DirectAccount;

type Json = Record<string, unknown>;

function call(method: 'GET' | 'POST' | 'PUT', url: string, who: DirectAccount | null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: who ? who.headers : {},
    ...(payload !== undefined ? { payload: payload as Json } : {}),
  });
}

function proof(orderId: string) {
  const paymentId = `pay_C${Math.random().toString(36).slice(2, 12)}`;
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(orderId, paymentId, keySecret),
  };
}

async function topUp(who: DirectAccount, amount: number) {
  const res = await call('POST', '/api/payment/create-order', who, {
    amount,
    currency: 'INR',
    type: 'care_fund_topup',
    referenceId: who.id,
  });
  const order = paymentOrderSchema.parse(res.json());
  const verify = await call('POST', '/api/payment/verify', who, {
    ...proof(order.order.id),
    type: 'care_fund_topup',
    referenceId: who.id,
  });
  expect(verify.statusCode, verify.body).toBe(200);
}

async function ledgerSum(id: string) {
  return (await ledgerOf(t.app, id)).reduce((sum, r) => sum + r.amountPaise, 0);
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  keySecret = deriveTestKeySecret(t.app.ctx.config.appSecret);
  [patient, doctor, nurse] = await Promise.all([
    insertAccount(t.app, { role: 'patient', name: 'Priya Sharma' }),
    insertAccount(t.app, { role: 'doctor', name: 'Arjun Mehta', specialty: 'Cardiologist' }),
    insertAccount(t.app, { role: 'nurse', name: 'Maria Fernandes', specialty: 'Elder Care' }),
  ]);
  await Promise.all([openDays(t.app, doctor.id), openDays(t.app, nurse.id)]);
});
afterAll(async () => {
  await t?.close();
});

describe(`GET /care-fund/my-fund and PUT /care-fund/settings (${backend})`, () => {
  it('starts private with the patient’s name, and shows the balance in rupees', async () => {
    const res = await call('GET', '/api/care-fund/my-fund', patient);
    expect(res.statusCode).toBe(200);
    expect(myCareFundSchema.parse(res.json())).toEqual({
      careFundBalance: 0,
      statement: [],
      settings: { isPublic: false, slug: null, story: '', displayName: 'Priya Sharma' },
      fundId: patient.id,
      donationsCount: 0,
    });
    expect((await call('GET', '/api/care-fund/my-fund', doctor)).json().msg).toBe(MSG_CARE_FUND.patientsOnly);
  });

  it('saves settings, normalises the slug, refuses a bad or taken one', async () => {
    const ok = await call('PUT', '/api/care-fund/settings', patient, {
      isPublic: true,
      slug: 'Priya-Care',
      story: 'Knee surgery recovery.',
      displayName: 'Priya',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().settings).toEqual({
      isPublic: true,
      slug: 'priya-care',
      story: 'Knee surgery recovery.',
      displayName: 'Priya',
    });
    const page = publicCareFundSchema.parse(
      (await call('GET', '/api/care-fund/public/PRIYA-care', null)).json(),
    );
    expect(page).toMatchObject({ fundId: patient.id, displayName: 'Priya', story: 'Knee surgery recovery.' });

    for (const slug of ['a', 'has space', '-lead', 'x'.repeat(41), 'émoji']) {
      const bad = await call('PUT', '/api/care-fund/settings', patient, {
        isPublic: true,
        slug,
        story: '',
        displayName: 'Priya',
      });
      expect(bad.statusCode, slug).toBe(400);
    }
    const other = await insertAccount(t.app, { role: 'patient' });
    const taken = await call('PUT', '/api/care-fund/settings', other, {
      isPublic: true,
      slug: 'priya-care',
      story: '',
      displayName: 'Someone',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe(MSG_CARE_FUND.slugTaken);

    // Private again: the page is gone.
    await call('PUT', '/api/care-fund/settings', other, {
      isPublic: false,
      slug: null,
      story: '',
      displayName: 'Someone',
    });
    expect((await call('GET', `/api/care-fund/public/${other.id}`, null)).statusCode).toBe(404);
  });
});

describe(`the ledger under concurrency (${backend})`, () => {
  it('a donation, a booking debit and a refund racing on one balance keep the ledger sum equal to it', async () => {
    await topUp(patient, 400_000);
    const first = await bookOk(
      t.app,
      patient,
      bookingBody(doctor, { paymentMethod: 'careFund', appointmentDate: DAYS[1] }),
    );
    expect(await balancePaise(t.app, patient.id)).toBe(200_000);

    const donation = paymentOrderSchema.parse(
      (
        await call('POST', '/api/care-fund/donate', null, {
          fundId: patient.id,
          amount: 50_000,
          donorName: 'Asha',
        })
      ).json(),
    );
    const [verified, booked, cancelled] = await Promise.all([
      call('POST', '/api/payment/verify', null, {
        ...proof(donation.order.id),
        type: 'care_fund_donation',
        referenceId: patient.id,
      }),
      book(t.app, patient, bookingBody(doctor, { paymentMethod: 'careFund', appointmentDate: DAYS[3] })),
      setStatus(t.app, patient, first, { status: 'Cancelled' }),
    ]);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const balance = await balancePaise(t.app, patient.id);
    expect(balance).toBe(400_000 - 200_000 + 50_000 - 200_000 + 200_000);
    expect(await ledgerSum(patient.id)).toBe(balance);

    const mine = myCareFundSchema.parse((await call('GET', '/api/care-fund/my-fund', patient)).json());
    expect(mine.careFundBalance).toBe(balance / 100);
    expect(mine.donationsCount).toBe(1);
    expect(mine.statement.map((e) => e.kind).sort()).toEqual([
      'booking',
      'booking',
      'donation',
      'refund',
      'topup',
    ]);
    expect(mine.statement.find((e) => e.kind === 'donation')?.description).toContain('Asha');
  });

  it('two debits that the balance covers only once: one booking, the other refused, never negative', async () => {
    const poor = await insertAccount(t.app, { role: 'patient' });
    await topUp(poor, 250_000);
    const results = await Promise.all([
      book(
        t.app,
        poor,
        bookingBody(doctor, {
          paymentMethod: 'careFund',
          appointmentDate: DAYS[4],
          appointmentTime: '02:00 PM',
        }),
      ),
      book(
        t.app,
        poor,
        bookingBody(doctor, {
          paymentMethod: 'careFund',
          appointmentDate: DAYS[4],
          appointmentTime: '03:00 PM',
        }),
      ),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await balancePaise(t.app, poor.id)).toBe(50_000);
    expect(await ledgerSum(poor.id)).toBe(50_000);
  });
});

describe(`hostile input (${backend})`, () => {
  it('refuses NUL bytes and odd characters in ids, slugs and free text with 400, changing nothing', async () => {
    for (const url of [
      '/api/care-fund/public/%00',
      '/api/care-fund/public/a%20b',
      '/api/care-fund/public/..%2F',
    ]) {
      const res = await call('GET', url, null);
      expect(res.statusCode, url).toBe(400);
    }
    for (const body of [
      { slug: 'priya\u0000', amount: 5_000 },
      { fundId: patient.id, amount: 5_000, donorName: 'A\u0000B' },
      { fundId: patient.id, amount: 5_000, message: '\u0000' },
    ]) {
      expect((await call('POST', '/api/care-fund/donate', null, body)).statusCode).toBe(400);
    }
    const story = await call('PUT', '/api/care-fund/settings', patient, {
      isPublic: true,
      slug: null,
      story: 'x\u0000y',
      displayName: 'Priya',
    });
    expect(story.statusCode).toBe(400);
    // The shared schema layer refuses NUL in every request, before any field's own rules.
    expect(story.json().msg).toBe(MSG_INPUT.nulCharacter);
    const ref = await call('POST', '/api/payment/create-order', patient, {
      amount: 5_000,
      currency: 'INR',
      type: 'care_fund_topup',
      referenceId: 'a\u0000',
    });
    expect(ref.statusCode).toBe(400);
  });
});
