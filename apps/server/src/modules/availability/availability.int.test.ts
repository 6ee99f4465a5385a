import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import { fill } from '@arogya/contract/messages/fill';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availability } from '../../db/schema/availability';
import { fixedClock } from '../../lib/clock';
import { setActive } from '../../test/accounts';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertTestAppointment } from '../care-notes/test-appointments';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
/** 25 Nov 2026, 11:30 in India. */
const START = '2026-11-25T06:00:00.000Z';
const clock = fixedClock(START);

let t: TestApp;
let doctor: DirectAccount;
let nurse: DirectAccount;
let patient: DirectAccount;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [doctor, nurse, patient] = await Promise.all([
    insertAccount(t.app, { role: 'doctor' }),
    insertAccount(t.app, { role: 'nurse' }),
    insertAccount(t.app, { role: 'patient' }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const save = (account: DirectAccount | null, dates: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/availability',
    headers: account ? account.headers : {},
    payload: { availableDates: dates.map((date) => ({ date })) },
  });
const read = async (id: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/availability/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { availableDates: { date: string }[] }).availableDates.map((d) => d.date);
};

describe(`availability (${backend})`, () => {
  it('saves the days of the current month, collapsed and sorted, and reads them back publicly', async () => {
    clock.set(START);
    const res = await save(doctor, ['2026-11-28', '2026-11-25', '2026-11-28', '2026-11-30']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      msg: 'Availability updated successfully!',
      availableDates: [{ date: '2026-11-25' }, { date: '2026-11-28' }, { date: '2026-11-30' }],
    });
    expect(await read(doctor.id)).toEqual(['2026-11-25', '2026-11-28', '2026-11-30']);
  });

  it("replaces the month's days with the new list (an empty list clears them)", async () => {
    clock.set(START);
    await save(doctor, ['2026-11-26', '2026-11-27']);
    expect((await save(doctor, ['2026-11-29'])).statusCode).toBe(200);
    expect(await read(doctor.id)).toEqual(['2026-11-29']);
    expect((await save(doctor, [])).statusCode).toBe(200);
    expect(await read(doctor.id)).toEqual([]);
  });

  it('refuses days of another month, days that have passed and days that do not exist, changing nothing', async () => {
    clock.set(START);
    await save(doctor, ['2026-11-27']);
    const cases: Array<[string, string]> = [
      ['2026-12-01', MSG_AVAILABILITY.dateOutOfRange],
      ['2026-10-30', MSG_AVAILABILITY.dateOutOfRange],
      ['2027-11-27', MSG_AVAILABILITY.dateOutOfRange],
      ['2026-11-24', MSG_AVAILABILITY.pastDate],
      ['2026-11-31', '2026-11-31 is not a real calendar day.'],
      ['27-11-2026', 'Dates must be written YYYY-MM-DD.'],
    ];
    for (const [date, message] of cases) {
      const res = await save(doctor, ['2026-11-28', date]);
      expect(res.statusCode, date).toBe(400);
      expect(res.json(), date).toMatchObject({ msg: message, message, code: 'VALIDATION_FAILED' });
    }
    expect(await read(doctor.id)).toEqual(['2026-11-27']);
  });

  it('lets nurses keep a calendar too, each professional only their own', async () => {
    clock.set(START);
    await save(doctor, ['2026-11-26']);
    // A stray professional id in the body is ignored: the caller is the only possible owner.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/availability',
      headers: nurse.headers,
      payload: { professionalId: doctor.id, availableDates: [{ date: '2026-11-30' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read(nurse.id)).toEqual(['2026-11-30']);
    expect(await read(doctor.id)).toEqual(['2026-11-26']);
  });

  it('answers 401 with the spec text to a visitor and 403 to other roles', async () => {
    const anonymous = await save(null, ['2026-11-26']);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      msg: 'You must be logged in.',
      message: 'You must be logged in.',
      code: 'UNAUTHORIZED',
    });
    expect((await save(patient, ['2026-11-26'])).statusCode).toBe(403);
    const technician = await insertAccount(t.app, { role: 'technician' });
    expect((await save(technician, ['2026-11-26'])).statusCode).toBe(403);
  });

  it('answers 404 for an unknown, non-professional or deactivated id, 400 for a malformed one', async () => {
    const gone = await insertAccount(t.app, { role: 'doctor' });
    await setActive(t.database.db, gone.id, false);
    for (const id of ['00000000-0000-4000-8000-000000000000', patient.id, gone.id]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/availability/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().msg).toBe(MSG_AVAILABILITY.professionalNotFound);
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/availability/not-a-uuid' });
    expect(bad.statusCode).toBe(400);
  });

  it('follows India time across a month boundary: past days drop out, the new month opens', async () => {
    const doc = await insertAccount(t.app, { role: 'doctor' });
    clock.set('2026-11-30T18:00:00.000Z'); // 23:30 on 30 Nov in India
    expect((await save(doc, ['2026-11-30'])).statusCode).toBe(200);
    expect(await read(doc.id)).toEqual(['2026-11-30']);

    clock.set('2026-11-30T20:00:00.000Z'); // still 30 Nov in UTC, already 1 Dec 01:30 in India
    expect(await read(doc.id)).toEqual([]);
    const late = await save(doc, ['2026-11-30']);
    expect(late.statusCode).toBe(400);
    expect(late.json().msg).toBe(MSG_AVAILABILITY.dateOutOfRange);

    const december = await save(doc, ['2026-12-31', '2026-12-01']);
    expect(december.statusCode, december.body).toBe(200);
    expect(await read(doc.id)).toEqual(['2026-12-01', '2026-12-31']);
    // Replacing December leaves November's (past) row alone.
    const november = await t.database.db
      .select()
      .from(availability)
      .where(and(eq(availability.professionalId, doc.id), eq(availability.date, '2026-11-30')));
    expect(november).toHaveLength(1);
  });

  it('two simultaneous saves by one person: both succeed and the last one wins whole', async () => {
    clock.set(START);
    const doc = await insertAccount(t.app, { role: 'doctor' });
    const a = ['2026-11-25', '2026-11-26', '2026-11-27'];
    const b = ['2026-11-26', '2026-11-28'];
    const results = await Promise.all([save(doc, a), save(doc, b), save(doc, a), save(doc, b)]);
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const final = await read(doc.id);
    expect([a, b]).toContainEqual(final);
  });

  it('refuses to remove a day that holds bookings (409 with their number), keeps it when kept, ignores cancelled ones', async () => {
    clock.set(START);
    const pro = await insertAccount(t.app, { role: 'doctor' });
    expect((await save(pro, ['2026-11-27', '2026-11-28'])).statusCode).toBe(200);
    const db = t.database.db;
    for (const [time, status] of [
      ['11:00 AM', 'Pending'],
      ['11:30 AM', 'Confirmed'],
      ['12:00 PM', 'Cancelled'],
    ] as const) {
      await insertTestAppointment(db, {
        patientId: patient.id,
        professionalId: pro.id,
        appointmentDate: '2026-11-27',
        appointmentTime: time,
        status,
      });
    }
    await insertTestAppointment(db, {
      patientId: patient.id,
      professionalId: pro.id,
      appointmentDate: '2026-11-28',
      status: 'Pending',
    });

    const res = await save(pro, ['2026-11-28']);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(
      fill(MSG_AVAILABILITY.dayHasBookings, { date: 'Fri, 27 Nov 2026', count: 2 }),
    );
    const one = await save(pro, ['2026-11-27']);
    expect(one.statusCode).toBe(409);
    expect(one.json().msg).toBe(fill(MSG_AVAILABILITY.dayHasOneBooking, { date: 'Sat, 28 Nov 2026' }));
    expect(await read(pro.id)).toEqual(['2026-11-27', '2026-11-28']);

    // Adding a day around the booked ones is fine.
    expect((await save(pro, ['2026-11-27', '2026-11-28', '2026-11-30'])).statusCode).toBe(200);
    // A booked day that has passed goes with the month, as before.
    clock.set('2026-11-29T06:00:00.000Z');
    expect((await save(pro, ['2026-11-30'])).statusCode).toBe(200);
    expect(await read(pro.id)).toEqual(['2026-11-30']);
  });
});
