import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import type { MySchedule } from '@arogya/contract/schemas/availability';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { availabilityExceptions, availabilityWeeklyHours } from '../../db/schema/availability';
import { professionalProfiles } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { bearer, registerAccount, setApproval } from '../../test/accounts';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { book, bookingBody } from '../appointments/appointments.fixtures';
import { insertTestAppointment } from '../care-notes/test-appointments';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
/** Thu 26 Nov 2026, 09:00 in India: the window runs to Tue 23 Feb 2027. */
const START = '2026-11-26T03:30:00.000Z';
const clock = fixedClock(START);

let t: TestApp;
let doctor: DirectAccount;
let nurse: DirectAccount;
let patient: DirectAccount;
let admin: DirectAccount;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [doctor, nurse, patient, admin] = await Promise.all([
    insertAccount(t.app, { role: 'doctor', name: 'Dr. Weekly Hours' }),
    insertAccount(t.app, { role: 'nurse' }),
    insertAccount(t.app, { role: 'patient', name: 'Asha Rao' }),
    insertAccount(t.app, { role: 'admin' }),
  ]);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  clock.set(START);
  const db = t.app.ctx.db;
  await db.delete(availabilityWeeklyHours);
  await db.delete(availabilityExceptions);
});

const MON_FRI = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '10:00', end: '13:00' }));

const inject = (
  account: { headers: Record<string, string> } | null,
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: account ? account.headers : {},
    ...(payload ? { payload } : {}),
  });
const setWeekly = (account: DirectAccount, weeklyHours: object[]) =>
  inject(account, 'PUT', '/availability/weekly-hours', { weeklyHours });
const setDay = (account: DirectAccount, date: string, body: object) =>
  inject(account, 'PUT', `/availability/exceptions/${date}`, body);
const mine = async (account: DirectAccount): Promise<MySchedule> => {
  const res = await inject(account, 'GET', '/availability/me');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MySchedule;
};
const publicDays = async (id: string) => {
  const res = await inject(null, 'GET', `/availability/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { availableDates: { date: string; slots: string[] }[] }).availableDates;
};

describe(`weekly hours and exceptions (${backend})`, () => {
  it('generates Mon–Fri slots for the whole rolling window, across month ends, for everyone to read', async () => {
    const res = await setWeekly(doctor, MON_FRI);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as MySchedule;
    expect(body.msg).toBe(MSG_AVAILABILITY.weeklyHoursSaved);
    expect(body.window).toEqual({ first: '2026-11-26', last: '2027-02-23' });
    expect(body.weeklyHours).toEqual(MON_FRI);

    const days = await publicDays(doctor.id);
    expect(days[0]).toEqual({ date: '2026-11-26', slots: ['11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM'] });
    const dates = days.map((d) => d.date);
    // The weekend and the month end: Fri 27 Nov, then Mon 30 Nov and Tue 1 Dec.
    expect(dates.slice(0, 4)).toEqual(['2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01']);
    expect(dates).toContain('2027-01-01');
    expect(dates.at(-1)).toBe('2027-02-23');
    // At least the next 60 days are covered.
    expect(dates.filter((d) => d >= '2027-01-25').length).toBeGreaterThan(0);
  });

  it('moves the window with the clock: a day that passed goes, a new one comes in', async () => {
    await setWeekly(doctor, MON_FRI);
    clock.set('2026-11-30T18:30:00.000Z'); // Tue 1 Dec, 00:00 in India
    const dates = (await publicDays(doctor.id)).map((d) => d.date);
    expect(dates[0]).toBe('2026-12-01');
    expect(dates.at(-1)).toBe('2027-02-26');
  });

  it('refuses hours that are malformed, reversed, off the half hour, doubled or hold no slot — changing nothing', async () => {
    await setWeekly(doctor, MON_FRI);
    const cases: Array<[object[], string]> = [
      [[{ weekday: 1, start: '13:00', end: '10:00' }], MSG_AVAILABILITY.endBeforeStart],
      [[{ weekday: 1, start: '10:15', end: '13:00' }], MSG_AVAILABILITY.timeStep],
      [[{ weekday: 1, start: '10 AM', end: '13:00' }], MSG_AVAILABILITY.invalidTime],
      [[{ weekday: 7, start: '10:00', end: '13:00' }], MSG_AVAILABILITY.invalidWeekday],
      [
        [
          { weekday: 1, start: '10:00', end: '12:00' },
          { weekday: 1, start: '12:00', end: '14:00' },
        ],
        MSG_AVAILABILITY.weekdayTwice,
      ],
      [
        [{ weekday: 1, start: '15:00', end: '18:00' }],
        fill(MSG_AVAILABILITY.noSlotsInHours, {
          slots: '11:00 AM, 11:30 AM, 12:00 PM, 12:30 PM, 01:00 PM, 01:30 PM, 02:00 PM',
        }),
      ],
    ];
    for (const [rows, message] of cases) {
      const res = await setWeekly(doctor, rows);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await mine(doctor)).weeklyHours).toEqual(MON_FRI);
  });

  it('takes a single day off, gives a day other hours or the whole day, and goes back to the week', async () => {
    await setWeekly(doctor, MON_FRI);
    expect((await setDay(doctor, '2026-11-27', { available: false })).statusCode).toBe(200);
    expect(
      (await setDay(doctor, '2026-11-30', { available: true, start: '13:00', end: '15:00' })).statusCode,
    ).toBe(200);
    // A Saturday outside the weekly hours, opened for the whole day.
    expect((await setDay(doctor, '2026-11-28', { available: true })).statusCode).toBe(200);

    const days = await publicDays(doctor.id);
    const on = (date: string) => days.find((d) => d.date === date)?.slots;
    expect(on('2026-11-27')).toBeUndefined();
    expect(on('2026-11-28')).toHaveLength(7);
    expect(on('2026-11-30')).toEqual(['01:00 PM', '01:30 PM', '02:00 PM']);

    const schedule = await mine(doctor);
    expect(schedule.exceptions).toEqual([
      { date: '2026-11-27', available: false, hours: null },
      { date: '2026-11-28', available: true, hours: null },
      { date: '2026-11-30', available: true, hours: { start: '13:00', end: '15:00' } },
    ]);

    const back = await inject(doctor, 'DELETE', '/availability/exceptions/2026-11-27');
    expect(back.statusCode, back.body).toBe(200);
    expect((await publicDays(doctor.id)).find((d) => d.date === '2026-11-27')?.slots).toHaveLength(4);
  });

  it('refuses a day in the past or beyond the window, and half-given hours', async () => {
    const cases: Array<[string, object, string]> = [
      ['2026-11-25', { available: true }, MSG_AVAILABILITY.pastDate],
      [
        '2027-02-24',
        { available: true },
        fill(MSG_AVAILABILITY.dateOutOfWindow, { date: 'Wed, 24 Feb 2027', last: 'Tue, 23 Feb 2027' }),
      ],
      ['2026-11-31', { available: true }, '2026-11-31 is not a real calendar day.'],
      ['2026-11-30', { available: true, start: '10:00' }, MSG_AVAILABILITY.startAndEnd],
    ];
    for (const [date, body, message] of cases) {
      const res = await setDay(doctor, date, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await mine(doctor)).exceptions).toEqual([]);
  });

  it('sets days of a later month inside the window with POST /availability, and refuses one beyond it', async () => {
    const res = await inject(doctor, 'POST', '/availability', {
      month: '2027-01',
      availableDates: [{ date: '2027-01-09' }, { date: '2027-01-10' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().availableDates).toEqual([{ date: '2027-01-09' }, { date: '2027-01-10' }]);
    expect((await publicDays(doctor.id)).map((d) => d.date)).toEqual(['2027-01-09', '2027-01-10']);

    const notInMonth = await inject(doctor, 'POST', '/availability', {
      month: '2027-01',
      availableDates: [{ date: '2026-12-09' }],
    });
    expect(notInMonth.statusCode).toBe(400);
    expect(notInMonth.json().message).toBe(fill(MSG_AVAILABILITY.dateNotInMonth, { date: '2026-12-09' }));

    const beyond = await inject(doctor, 'POST', '/availability', {
      month: '2027-02',
      availableDates: [{ date: '2027-02-25' }],
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe(
      fill(MSG_AVAILABILITY.dateOutOfWindow, { date: 'Thu, 25 Feb 2027', last: 'Tue, 23 Feb 2027' }),
    );
    const farMonth = await inject(doctor, 'POST', '/availability', { month: '2027-03', availableDates: [] });
    expect(farMonth.statusCode).toBe(400);
    expect(farMonth.json().message).toBe(
      fill(MSG_AVAILABILITY.monthOutOfWindow, { last: 'Tue, 23 Feb 2027' }),
    );

    // Clean up the month for the other tests.
    await inject(doctor, 'POST', '/availability', { month: '2027-01', availableDates: [] });
  });

  it('refuses to take away a booked slot — by day off, by other hours or by the week — and names the bookings', async () => {
    await setWeekly(nurse, [{ weekday: 4, start: '08:00', end: '19:00' }]); // Thursdays
    const booked = await insertTestAppointment(t.app.ctx.db, {
      patientId: patient.id,
      professionalId: nurse.id,
      professionalRole: 'nurse',
      appointmentDate: '2026-12-03',
      appointmentTime: '03:00 PM',
      status: 'Confirmed',
    });

    const off = await setDay(nurse, '2026-12-03', { available: false });
    expect(off.statusCode, off.body).toBe(409);
    expect(off.json().message).toBe(fill(MSG_AVAILABILITY.dayHasOneBooking, { date: 'Thu, 3 Dec 2026' }));

    const morning = await setDay(nurse, '2026-12-03', { available: true, start: '08:00', end: '13:00' });
    expect(morning.statusCode).toBe(409);
    expect(morning.json().message).toBe(
      fill(MSG_AVAILABILITY.changeDropsBookings, { bookings: 'Thu, 3 Dec 2026 03:00 PM with Asha Rao' }),
    );

    const noThursdays = await setWeekly(nurse, [{ weekday: 5, start: '08:00', end: '19:00' }]);
    expect(noThursdays.statusCode).toBe(409);

    // Nothing changed; the schedule lists the booking so the calendar can say why.
    const schedule = await mine(nurse);
    expect(schedule.weeklyHours).toEqual([{ weekday: 4, start: '08:00', end: '19:00' }]);
    expect(schedule.exceptions).toEqual([]);
    expect(schedule.bookings).toEqual([
      { _id: booked, date: '2026-12-03', time: '03:00 PM', patientName: 'Asha Rao', status: 'Confirmed' },
    ]);

    // Hours that keep the booked slot are fine.
    expect(
      (await setDay(nurse, '2026-12-03', { available: true, start: '12:00', end: '16:00' })).statusCode,
    ).toBe(200);
    await inject(nurse, 'DELETE', '/availability/exceptions/2026-12-03');
  });

  it('books only the slots the hours offer, inside the window', async () => {
    await setWeekly(doctor, MON_FRI);
    await setDay(doctor, '2026-12-01', { available: true, start: '13:00', end: '14:00' });
    const attempt = (appointmentDate: string, appointmentTime: string) =>
      book(
        t.app,
        patient,
        bookingBody({ id: doctor.id, role: 'doctor' }, { appointmentDate, appointmentTime }),
      );

    for (const [date, time] of [
      ['2026-11-30', '01:30 PM'], // weekday, outside 10:00–13:00
      ['2026-11-28', '11:00 AM'], // Saturday
      ['2026-12-01', '11:00 AM'], // the day's own hours are 13:00–14:00
      ['2027-03-01', '11:00 AM'], // a Monday beyond the window
    ] as const) {
      const res = await attempt(date, time);
      expect(res.statusCode, `${date} ${time}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe(MSG_BOOKING.notAvailableOnDate);
    }
    expect((await attempt('2026-11-30', '12:30 PM')).statusCode).toBe(201);
    expect((await attempt('2026-12-01', '01:30 PM')).statusCode).toBe(201);
    // The second booking of one slot still meets the unique index.
    expect((await attempt('2026-11-30', '12:30 PM')).statusCode).toBe(409);
  });

  it('never lets a booking and a day off both succeed when they race', async () => {
    expect((await setWeekly(doctor, MON_FRI)).statusCode).toBe(200);
    const [booking, off] = await Promise.all([
      book(
        t.app,
        patient,
        bookingBody(
          { id: doctor.id, role: 'doctor' },
          { appointmentDate: '2026-12-02', appointmentTime: '11:00 AM' },
        ),
      ),
      setDay(doctor, '2026-12-02', { available: false }),
    ]);
    const outcome = [booking.statusCode, off.statusCode];
    // Either the booking came first (the day off is refused, naming it) or the day off did (no booking).
    expect([
      [201, 409],
      [400, 200],
    ]).toContainEqual(outcome);
    const schedule = await mine(doctor);
    const bookedThatDay = schedule.bookings.filter((b) => b.date === '2026-12-02').length;
    const offThatDay = schedule.exceptions.some((e) => e.date === '2026-12-02' && !e.available);
    expect(bookedThatDay > 0 && offThatDay).toBe(false);
  });

  it('keeps other people out of the schedule routes', async () => {
    expect((await inject(null, 'GET', '/availability/me')).statusCode).toBe(401);
    expect((await inject(null, 'GET', '/availability/me')).json().message).toBe(MSG_AVAILABILITY.mustLogin);
    expect((await setWeekly(patient, MON_FRI)).statusCode).toBe(403);
    expect((await setDay(admin, '2026-11-30', { available: false })).statusCode).toBe(403);
  });
});

describe(`onboarding: listing and resubmission (${backend})`, () => {
  const listed = async (name: string) => {
    const res = await inject(null, 'GET', '/doctors?limit=50');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { doctors: { name: string }[] }).doctors.some((d) => d.name === name);
  };

  it('lists an approved doctor in search only once they have bookable hours (decision 052)', async () => {
    const name = 'Dr. Newly Registered';
    const account = await registerAccount(t.app, 'doctor', { name });
    const headers = bearer(account.token as string);
    await setApproval(t.app.ctx.db, account.id, 'approved');
    expect(await listed(name)).toBe(false);
    // The profile page still opens (a link shared early), with no days to book.
    const detail = await inject(null, 'GET', `/doctors/${account.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().availableDates).toEqual([]);

    const set = await inject({ headers }, 'PUT', '/availability/weekly-hours', { weeklyHours: MON_FRI });
    expect(set.statusCode, set.body).toBe(200);
    expect(await listed(name)).toBe(true);

    // Clearing everything takes them out of search again.
    await inject({ headers }, 'PUT', '/availability/weekly-hours', { weeklyHours: [] });
    expect(await listed(name)).toBe(false);
    const [row] = await t.app.ctx.db
      .select({ needs: professionalProfiles.needsAvailability })
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, account.id));
    expect(row?.needs).toBe(true);
  });

  it("puts a rejected professional back in the admin's queue when they resubmit, once", async () => {
    const account = await registerAccount(t.app, 'doctor', { name: 'Dr. Second Try' });
    const headers = bearer(account.token as string);
    const pendingIds = async () => {
      const res = await inject(admin, 'GET', '/admin/pending');
      return (res.json() as Array<{ _id: string }>).map((p) => p._id);
    };
    const reject = await inject(admin, 'PUT', `/admin/reject/${account.id}`, {
      reason: 'The licence number could not be verified.',
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect(await pendingIds()).not.toContain(account.id);

    // Rejection ended the session; a rejected doctor signs in again and sees the reason.
    const login = await inject(null, 'POST', '/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({
      approvalStatus: 'rejected',
      rejectionReason: 'The licence number could not be verified.',
    });
    const fresh = bearer(login.json().token as string);
    expect(headers).not.toEqual(fresh);

    // Two resubmissions at once: exactly one wins.
    const [a, b] = await Promise.all([
      inject({ headers: fresh }, 'POST', '/profile/resubmit'),
      inject({ headers: fresh }, 'POST', '/profile/resubmit'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toBe(MSG_PROFILE.resubmitNotRejected);
    expect(await pendingIds()).toContain(account.id);

    const me = await inject({ headers: fresh }, 'GET', '/auth/me');
    expect(me.json().user ?? me.json()).toMatchObject({ approvalStatus: 'pending', rejectionReason: null });

    // The admin can decide again.
    expect((await inject(admin, 'PUT', `/admin/approve/${account.id}`)).statusCode).toBe(200);
    expect((await inject({ headers: fresh }, 'POST', '/profile/resubmit')).statusCode).toBe(409);
    expect((await inject(patient, 'POST', '/profile/resubmit')).statusCode).toBe(403);
  });
});
