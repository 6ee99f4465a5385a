import { MSG_INPUT } from '@arogya/contract/messages/input';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from './db/schema/appointments';
import { users } from './db/schema/users';
import { fixedClock } from './lib/clock';
import { bookingBody, openDays, START } from './modules/appointments/appointments.fixtures';
import { registrationFor } from './test/accounts';
import { type DirectAccount, insertAccount } from './test/direct-accounts';
import { createTestApp, type TestApp } from './test/harness';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

let t: TestApp;
let patient: DirectAccount;
let doctor: DirectAccount;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(START) });
  [patient, doctor] = await Promise.all([
    insertAccount(t.app, { role: 'patient', name: 'Asha Rao' }),
    insertAccount(t.app, { role: 'doctor', name: 'Ravi Kumar' }),
  ]);
  await openDays(t.app, doctor.id);
});
afterAll(async () => {
  await t?.close();
});

function expectNulRefusal(res: { statusCode: number; body: string; json(): unknown }, path: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    message: MSG_INPUT.nulCharacter,
    details: [{ path, message: MSG_INPUT.nulCharacter }],
  });
}

describe(`NUL characters in any input are a 400 with a message, nothing changed (${backend})`, () => {
  it('public search: GET /api/doctors?skillKeyword=a%00b', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/doctors?skillKeyword=a%00b' });
    expectNulRefusal(res, 'querystring.skillKeyword');
  });

  it('registration: in a field, and in a key', async () => {
    const payload = registrationFor('patient', { name: 'Asha\u0000Rao' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expectNulRefusal(res, 'body.name');
    const rows = await t.app.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, String(payload.email)));
    expect(rows).toEqual([]);

    const keyed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...registrationFor('patient'), 'x\u0000': 1 },
    });
    expect(keyed.statusCode).toBe(400);
    expect(keyed.json().message).toBe(MSG_INPUT.nulCharacter);
  });

  it('profile update', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/me',
      headers: patient.headers,
      payload: { name: 'Asha\u0000', city: 'Mumbai' },
    });
    expectNulRefusal(res, 'body.name');
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, patient.id));
    expect(row?.name).toBe('Asha Rao');
  });

  it('booking: in the symptoms', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: patient.headers,
      payload: bookingBody(
        { id: doctor.id, role: 'doctor' },
        { symptoms: 'Fever \u0000 and cough', previousMeds: 'none' },
      ),
    });
    expectNulRefusal(res, 'body.symptoms');
    const rows = await t.app.ctx.db.select().from(appointments).where(eq(appointments.patientId, patient.id));
    expect(rows).toEqual([]);
  });

  it('a path parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/doctors/ab%00cd' });
    expectNulRefusal(res, 'params.id');
  });
});
