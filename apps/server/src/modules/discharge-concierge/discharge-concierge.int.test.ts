import {
  adminDischargeRequestListSchema,
  dischargeRequestCreatedSchema,
  dischargeRequestListSchema,
} from '@arogya/contract/schemas/discharge-concierge';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { dischargeRequests } from '../../db/schema/discharge-concierge';
import { emailOutbox } from '../../db/schema/mail';
import { fixedClock } from '../../lib/clock';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';

// 20 Nov 2026 at 23:00 in India (17:30 UTC).
const clock = fixedClock('2026-11-20T17:30:00Z');
let t: TestApp;
let admin: DirectAccount;
let otherAdmin: DirectAccount;
let patient: DirectAccount;
let nurse: DirectAccount;

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await insertAccount(t.app, { role: 'admin', name: 'Asha Admin' });
  otherAdmin = await insertAccount(t.app, { role: 'admin' });
  patient = await insertAccount(t.app, { role: 'patient', name: 'Meera Shah' });
  nurse = await insertAccount(t.app, { role: 'nurse' });
});
afterAll(async () => {
  await t?.close();
});

const FORM = {
  patientName: 'Lakshmi Shah',
  phone: '98765 43210',
  hospitalName: 'Lilavati Hospital',
  dischargeDate: '2026-11-21',
};

async function book(body: object, who: DirectAccount | null = null) {
  return t.app.inject({
    method: 'POST',
    url: '/api/discharge-concierge/book',
    headers: who ? who.headers : {},
    payload: body,
  });
}

async function adminList(query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/discharge-requests${query}`,
    headers: admin.headers,
  });
  expect(res.statusCode).toBe(200);
  return adminDischargeRequestListSchema.parse(res.json());
}

describe('POST /discharge-concierge/book', () => {
  it('stores a visitor request without e-mail: no mail is written', async () => {
    const res = await book(FORM);
    expect(res.statusCode, res.body).toBe(201);
    const { request, msg } = dischargeRequestCreatedSchema.parse(res.json());
    expect(msg).toContain('A care coordinator will call you within 1 hour');
    expect(request).toMatchObject({ ...FORM, phone: '+919876543210', email: null, status: 'new' });
    expect(await t.database.db.select().from(emailOutbox)).toEqual([]);
  });

  it("keeps a signed-in person's request with the account and e-mails the confirmation", async () => {
    clock.advance(60_000);
    const res = await book({ ...FORM, patientName: 'Ramesh Shah', email: ' Meera@Example.com ' }, patient);
    expect(res.statusCode, res.body).toBe(201);
    const mail = await t.database.db.select().from(emailOutbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'meera@example.com', subject: 'Your Discharge Concierge request' });
    expect(mail[0]!.text).toContain('Ramesh Shah at Lilavati Hospital, discharge on Sat, 21 Nov 2026');
    expect(mail[0]!.text).toContain('call 112');

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/discharge-concierge/my-bookings',
      headers: patient.headers,
    });
    expect(dischargeRequestListSchema.parse(mine.json()).map((r) => r.patientName)).toEqual(['Ramesh Shah']);
    // Someone else's requests are not theirs.
    const others = await t.app.inject({
      method: 'GET',
      url: '/api/discharge-concierge/my-bookings',
      headers: nurse.headers,
    });
    expect(others.json()).toEqual([]);
  });

  it('refuses a discharge date before today in India, and invalid fields', async () => {
    // 23:00 on 20 Nov in India: the 20th is today (allowed), the 19th is past.
    expect((await book({ ...FORM, dischargeDate: '2026-11-20' })).statusCode).toBe(201);
    const past = await book({ ...FORM, dischargeDate: '2026-11-19' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Discharge date cannot be in the past.');
    // Half an hour later it is the 21st in India: the 20th has become past.
    clock.set('2026-11-20T18:30:00Z');
    expect((await book({ ...FORM, dischargeDate: '2026-11-20' })).statusCode).toBe(400);
    clock.set('2026-11-20T17:31:00Z');

    const cases: Array<[object, string]> = [
      [{ ...FORM, patientName: ' ' }, "Please enter the patient's name."],
      [{ ...FORM, phone: '12345' }, 'Please enter a valid 10-digit Indian mobile number.'],
      [{ ...FORM, hospitalName: '' }, 'Please enter the hospital name.'],
      [{ ...FORM, dischargeDate: '21/11/2026' }, 'Please choose the discharge date.'],
      [{ ...FORM, dischargeDate: '2026-02-30' }, 'Please choose a valid date.'],
      [{ ...FORM, email: 'not-an-email' }, 'Please enter a valid email address.'],
    ];
    for (const [body, text] of cases) {
      const res = await book(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(text);
    }
  });

  it('my-bookings needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/discharge-concierge/my-bookings' });
    expect(res.statusCode).toBe(401);
  });
});

describe('admin handling', () => {
  it('lists every request newest first with the requester; filters by status', async () => {
    const all = await adminList();
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.find((r) => r.patientName === 'Ramesh Shah')?.requester).toEqual({
      id: patient.id,
      name: 'Meera Shah',
    });
    expect(all.every((r) => r.status === 'new')).toBe(true);
    expect(await adminList('?status=handled')).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/discharge-requests?status=done',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('marks one handled once (two admins at once: one 200, one 409), keeps it listed, and audits it', async () => {
    const [target] = await adminList();
    const url = `/api/admin/discharge-requests/${target!._id}`;
    const results = await Promise.all([
      t.app.inject({ method: 'PUT', url, headers: admin.headers, payload: { status: 'handled' } }),
      t.app.inject({ method: 'PUT', url, headers: otherAdmin.headers, payload: { status: 'handled' } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const conflict = results.find((r) => r.statusCode === 409)!;
    expect(conflict.json().message).toBe('This request has already been handled.');
    const ok = results.find((r) => r.statusCode === 200)!;
    expect(ok.json().msg).toBe('Request marked as handled');

    const handled = await adminList('?status=handled');
    expect(handled.map((r) => r._id)).toEqual([target!._id]);
    expect(handled[0]!.handledAt).toBe(clock.now().toISOString());
    expect(handled[0]!.handledBy?.name).toBeDefined();
    expect((await adminList()).map((r) => r._id)).toContain(target!._id);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'discharge_request.handled'));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ requestId: target!._id });
  });

  it('answers 404 for an unknown id, 400 for another status, 403 for non-admins', async () => {
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/discharge-requests/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
      payload: { status: 'handled' },
    });
    expect(missing.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(dischargeRequests).limit(1);
    const reopen = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/discharge-requests/${row!.id}`,
      headers: admin.headers,
      payload: { status: 'new' },
    });
    expect(reopen.statusCode).toBe(400);
    for (const who of [patient, nurse]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/discharge-requests',
        headers: who.headers,
      });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('rate limit', () => {
  it('answers 429 after 10 requests an hour from one address', async () => {
    const strict = await createTestApp({ clock, database: t.database, config: { authRateLimitScale: 1 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await strict.app.inject({
          method: 'POST',
          url: '/api/discharge-concierge/book',
          payload: {},
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
      expect(codes[10]).toBe(429);
    } finally {
      await strict.close();
    }
  });
});
