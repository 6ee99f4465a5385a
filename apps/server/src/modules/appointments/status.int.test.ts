import { SOCKET_EVENTS } from '@arogya/contract/events';
import { formatSlotDay } from '@arogya/contract/india-time';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import { appointmentUpdatedSchema } from '@arogya/contract/schemas/appointments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { followUps, notifications } from '../../db/schema/care';
import { fixedClock } from '../../lib/clock';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  appointmentRow,
  balancePaise,
  bookingBody,
  bookOk,
  DAYS,
  ledgerOf,
  openDays,
  pushesOf,
  reminderJobs,
  START,
  setStatus,
  spyOnPushes,
} from './appointments.fixtures';
import { slotStart } from './appointments.policy';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const clock = fixedClock(START);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: TestApp;
let doctor: DirectAccount;
let patient: DirectAccount;
let otherDoctor: DirectAccount;
let otherNurse: DirectAccount;
let otherPatient: DirectAccount;
let admin: DirectAccount;

/** Each booking takes the next free slot of the shared doctor, so tests never collide. */
const slots = ['11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM', '01:00 PM', '01:30 PM', '02:00 PM'];
let next = 0;
function nextSlot(): { appointmentDate: string; appointmentTime: string } {
  const i = next++;
  const appointmentDate = DAYS[2 + Math.floor(i / slots.length)];
  if (!appointmentDate) throw new Error('out of test slots');
  return { appointmentDate, appointmentTime: slots[i % slots.length] as string };
}

async function bookOne(opts: { careFund?: boolean; by?: DirectAccount } = {}) {
  clock.set(START);
  return bookOk(
    t.app,
    opts.by ?? patient,
    bookingBody(doctor, { ...nextSlot(), paymentMethod: opts.careFund ? 'careFund' : 'external' }),
  );
}

/** Moves the appointment on; completing moves the clock to its start for that call (a visit ends after it starts). */
async function moveTo(id: string, ...statuses: Array<'Confirmed' | 'Completed' | 'Cancelled'>) {
  for (const status of statuses) {
    const was = clock.now();
    if (status === 'Completed') {
      const row = await appointmentRow(t.app, id);
      clock.set(slotStart(row.appointmentDate, row.appointmentTime));
    }
    const res = await setStatus(t.app, doctor, id, { status, doctorNotes: 'Examined; advised rest.' });
    clock.set(was);
    if (res.statusCode !== 200) throw new Error(`could not move to ${status}: ${res.body}`);
  }
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  [doctor, patient, otherDoctor, otherNurse, otherPatient, admin] = await Promise.all([
    insertAccount(t.app, { role: 'doctor', name: 'Arjun Mehta' }),
    insertAccount(t.app, { role: 'patient', name: 'Priya Sharma', careFundBalancePaise: 2_000_000 }),
    insertAccount(t.app, { role: 'doctor' }),
    insertAccount(t.app, { role: 'nurse' }),
    insertAccount(t.app, { role: 'patient' }),
    insertAccount(t.app, { role: 'admin' }),
  ]);
  await openDays(t.app, doctor.id);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  clock.set(START);
});

describe(`PUT /appointments/:id — the professional (${backend})`, () => {
  it('confirms a Pending appointment and tells the patient', async () => {
    const id = await bookOne();
    const pushes = spyOnPushes(t.app);
    pushes.mockClear();
    const res = await setStatus(t.app, doctor, id, { status: 'Confirmed' });
    expect(res.statusCode, res.body).toBe(200);
    const body = appointmentUpdatedSchema.parse(res.json());
    expect(body.msg).toBe('Appointment successfully confirmed!');
    expect(body.data.status).toBe('Confirmed');
    expect(body.data.sharedRelayNotes).toEqual([]);
    expect(body.careFundBalance).toBeUndefined();

    const notices = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.appointmentId, id), eq(notifications.userId, patient.id)));
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'appointment_confirmed',
        // The card itself: its tab, scrolled to and highlighted.
        link: `/my-appointments?tab=upcoming#${id}`,
        message: expect.stringMatching(
          /^Dr\. Arjun Mehta confirmed your In-Home Visit on \w{3}, \d+ Mar 2030 at /,
        ),
      }),
    ]);
    expect(pushesOf(pushes, SOCKET_EVENTS.newNotification).map(([u]) => u)).toEqual([patient.id]);
    expect(
      pushesOf(pushes, SOCKET_EVENTS.appointmentUpdated)
        .map(([u]) => u)
        .sort(),
    ).toEqual([patient.id, doctor.id].sort());
    const [audit] = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'appointment.status_changed'), eq(auditLog.actorId, doctor.id)));
    expect(audit?.details).toMatchObject({ appointmentId: id, from: 'Pending', to: 'Confirmed' });
  });

  it('completes a Confirmed appointment only with notes, storing them and the time', async () => {
    const id = await bookOne();
    await moveTo(id, 'Confirmed');
    for (const doctorNotes of [undefined, '', '    ']) {
      const res = await setStatus(t.app, doctor, id, {
        status: 'Completed',
        ...(doctorNotes === undefined ? {} : { doctorNotes }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(MSG_APPOINTMENTS.doctorNotesRequired);
    }
    expect((await appointmentRow(t.app, id)).status).toBe('Confirmed');

    clock.set('2030-03-13T07:00:00.000Z');
    const res = await setStatus(t.app, doctor, id, {
      status: 'Completed',
      doctorNotes: '  BP 130/85. Review in 2 weeks.  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Appointment successfully completed!');
    expect(res.json().data).toMatchObject({
      status: 'Completed',
      doctorNotes: 'BP 130/85. Review in 2 weeks.',
    });
    const row = await appointmentRow(t.app, id);
    expect(row.completedAt?.toISOString()).toBe('2030-03-13T07:00:00.000Z');
    const [notice] = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.appointmentId, id), eq(notifications.kind, 'appointment_completed')));
    expect(notice?.userId).toBe(patient.id);
  });

  it('refuses to complete a visit before its slot starts (India time), and completes it from the start', async () => {
    const id = await bookOne();
    await moveTo(id, 'Confirmed');
    const row = await appointmentRow(t.app, id);
    const startsAt = slotStart(row.appointmentDate, row.appointmentTime);
    for (const at of [START, new Date(startsAt.getTime() - 1)]) {
      clock.set(at);
      const early = await setStatus(t.app, doctor, id, { status: 'Completed', doctorNotes: 'Seen early.' });
      expect(early.statusCode).toBe(409);
      expect(early.json().msg).toBe(
        fill(MSG_APPOINTMENTS.cannotCompleteBeforeStart, {
          start: `${formatSlotDay(row.appointmentDate)}, ${row.appointmentTime}`,
        }),
      );
    }
    expect(await appointmentRow(t.app, id)).toMatchObject({ status: 'Confirmed', doctorNotes: null });

    clock.set(startsAt);
    const res = await setStatus(t.app, doctor, id, { status: 'Completed', doctorNotes: 'Seen at home.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('Completed');
  });

  it('cancels a Pending appointment, refunding a care-fund payment and cancelling the reminders', async () => {
    const id = await bookOne({ careFund: true });
    const before = await balancePaise(t.app, patient.id);
    const { reminderJobIds } = await appointmentRow(t.app, id);
    expect(reminderJobIds).toHaveLength(2);

    const res = await setStatus(t.app, doctor, id, { status: 'Cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Appointment successfully cancelled!');
    expect(res.json().data).toMatchObject({ status: 'Cancelled', paymentStatus: 'refunded' });
    // The patient's balance is not the professional's business.
    expect(res.json().careFundBalance).toBeUndefined();
    expect(await balancePaise(t.app, patient.id)).toBe(before + 200_000);
    const row = await appointmentRow(t.app, id);
    expect(row).toMatchObject({ cancelledBy: doctor.id, cancelledAt: new Date(START) });
    expect((await reminderJobs(t.app, reminderJobIds)).map((j) => j.state)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    const [notice] = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.appointmentId, id), eq(notifications.kind, 'appointment_cancelled')));
    expect(notice?.userId).toBe(patient.id);
    expect(notice?.message).toMatch(/₹2000 has been refunded to your care fund\.$/);
  });

  it('refuses transitions outside the table: 400 for a wrong move, 409 from a final status', async () => {
    const id = await bookOne();
    for (const status of ['Pending', 'Completed']) {
      const res = await setStatus(t.app, doctor, id, { status, doctorNotes: 'x' });
      expect(res.statusCode, status).toBe(400);
      expect(res.json().msg).toBe(MSG_APPOINTMENTS.invalidStatusChange);
    }
    await moveTo(id, 'Confirmed');
    for (const status of ['Pending', 'Confirmed', 'Cancelled']) {
      const res = await setStatus(t.app, doctor, id, { status });
      expect(res.statusCode, status).toBe(400);
      expect(res.json().msg).toBe(MSG_APPOINTMENTS.invalidStatusChange);
    }
    await moveTo(id, 'Completed');
    for (const status of ['Pending', 'Confirmed', 'Completed', 'Cancelled']) {
      const res = await setStatus(t.app, doctor, id, { status, doctorNotes: 'again' });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().msg).toBe(MSG_APPOINTMENTS.cannotChangeFinal);
    }
    const cancelled = await bookOne();
    await moveTo(cancelled, 'Cancelled');
    const res = await setStatus(t.app, doctor, cancelled, { status: 'Confirmed' });
    expect(res.statusCode).toBe(409);
    expect((await appointmentRow(t.app, id)).doctorNotes).toBe('Examined; advised rest.');
  });

  it('validates the body and the id', async () => {
    const id = await bookOne();
    const bad = await setStatus(t.app, doctor, id, { status: 'Done' });
    expect(bad.statusCode).toBe(400);
    const unknown = await setStatus(t.app, doctor, '00000000-0000-4000-8000-000000000000', {
      status: 'Confirmed',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe(MSG_APPOINTMENTS.notFound);
    const malformed = await setStatus(t.app, doctor, 'abc', { status: 'Confirmed' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe(`PUT /appointments/:id — the patient (${backend})`, () => {
  it('cancels a Pending or a Confirmed appointment and tells the professional', async () => {
    const pending = await bookOne();
    const confirmed = await bookOne();
    await moveTo(confirmed, 'Confirmed');
    for (const id of [pending, confirmed]) {
      const res = await setStatus(t.app, patient, id, { status: 'Cancelled' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ msg: MSG_APPOINTMENTS.cancelled, data: { status: 'Cancelled' } });
      expect(res.json().careFundBalance).toBeUndefined();
      expect(await appointmentRow(t.app, id)).toMatchObject({
        cancelledBy: patient.id,
        paymentStatus: 'due',
      });
      const [notice] = await t.app.ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.appointmentId, id), eq(notifications.kind, 'appointment_cancelled')));
      expect(notice).toMatchObject({
        userId: doctor.id,
        link: '/doctor/appointments',
        message: expect.stringMatching(/^Priya Sharma cancelled the In-Home Visit on /),
      });
    }
  });

  it('gets a care-fund payment back, with the new balance in the answer', async () => {
    const id = await bookOne({ careFund: true });
    const before = await balancePaise(t.app, patient.id);
    const res = await setStatus(t.app, patient, id, { status: 'Cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().careFundBalance).toBe((before + 200_000) / 100);
    expect(res.json().data.paymentStatus).toBe('refunded');
    const entries = (await ledgerOf(t.app, patient.id)).filter((e) => e.appointmentId === id);
    expect(entries.map((e) => [e.kind, e.amountPaise])).toEqual(
      expect.arrayContaining([
        ['booking', -200_000],
        ['refund', 200_000],
      ]),
    );
    expect(entries).toHaveLength(2);
  });

  it('may only cancel: another status is refused (403) and changes nothing', async () => {
    const id = await bookOne();
    for (const status of ['Confirmed', 'Completed', 'Pending']) {
      const res = await setStatus(t.app, patient, id, { status, doctorNotes: 'I am fine' });
      expect(res.statusCode, status).toBe(403);
      expect(res.json().msg).toBe(MSG_APPOINTMENTS.patientCanOnlyCancel);
    }
    expect((await appointmentRow(t.app, id)).status).toBe('Pending');
  });

  it('cannot cancel a Completed or a Cancelled appointment (final)', async () => {
    const completed = await bookOne();
    await moveTo(completed, 'Confirmed', 'Completed');
    const cancelled = await bookOne();
    await moveTo(cancelled, 'Cancelled');
    for (const id of [completed, cancelled]) {
      const res = await setStatus(t.app, patient, id, { status: 'Cancelled' });
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe(MSG_APPOINTMENTS.cannotChangeFinal);
    }
  });

  it('the 24-hour cutoff: 23 h 59 min before the start is refused, 24 h 00 min is allowed', async () => {
    const id = await bookOne({ careFund: true });
    const row = await appointmentRow(t.app, id);
    const startsAt = new Date(`${row.appointmentDate}T00:00:00+05:30`).getTime();
    const [hh, mm] = row.appointmentTime.slice(0, 5).split(':').map(Number) as [number, number];
    const start = startsAt + ((hh % 12) + (row.appointmentTime.endsWith('PM') ? 12 : 0)) * HOUR + mm * MINUTE;
    const balance = await balancePaise(t.app, patient.id);

    clock.set(new Date(start - 24 * HOUR + MINUTE));
    const late = await setStatus(t.app, patient, id, { status: 'Cancelled' });
    expect(late.statusCode).toBe(400);
    expect(late.json().msg).toBe(MSG_APPOINTMENTS.cancellationNotAllowed);
    expect(late.json().msg).toContain('24 hours');
    expect((await appointmentRow(t.app, id)).status).toBe('Pending');
    expect(await balancePaise(t.app, patient.id)).toBe(balance);

    clock.set(new Date(start - 24 * HOUR));
    const onTime = await setStatus(t.app, patient, id, { status: 'Cancelled' });
    expect(onTime.statusCode, onTime.body).toBe(200);
    expect(await balancePaise(t.app, patient.id)).toBe(balance + 200_000);

    // The professional is not bound by the patient's cutoff.
    const pro = await bookOne();
    clock.set(new Date(start - HOUR));
    expect((await setStatus(t.app, doctor, pro, { status: 'Cancelled' })).statusCode).toBe(200);
  });

  it('two simultaneous cancellations: exactly one succeeds and the refund happens once', async () => {
    const id = await bookOne({ careFund: true });
    const before = await balancePaise(t.app, patient.id);
    const results = await Promise.all([
      setStatus(t.app, patient, id, { status: 'Cancelled' }),
      setStatus(t.app, patient, id, { status: 'Cancelled' }),
      setStatus(t.app, doctor, id, { status: 'Cancelled' }),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect(await balancePaise(t.app, patient.id)).toBe(before + 200_000);
    const refunds = (await ledgerOf(t.app, patient.id)).filter(
      (e) => e.appointmentId === id && e.kind === 'refund',
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.balanceAfterPaise).toBe(before + 200_000);
  });

  it('frees a follow-up it had booked, so it can be booked again', async () => {
    const first = await bookOne();
    await moveTo(first, 'Confirmed', 'Completed');
    const [followUp] = await t.app.ctx.db
      .insert(followUps)
      .values({
        appointmentId: first,
        patientId: patient.id,
        professionalId: doctor.id,
        followUpDate: DAYS[4],
      })
      .returning();
    const id = await bookOk(t.app, patient, bookingBody(doctor, { ...nextSlot(), followUpId: followUp?.id }));
    expect((await setStatus(t.app, patient, id, { status: 'Cancelled' })).statusCode).toBe(200);
    const [freed] = await t.app.ctx.db
      .select()
      .from(followUps)
      .where(eq(followUps.id, followUp?.id ?? ''));
    expect(freed?.bookedAppointmentId).toBeNull();
  });
});

describe(`PUT /appointments/:id — everyone else (${backend})`, () => {
  it('another professional, another patient and an admin get 403; a visitor 401; nothing changes', async () => {
    const id = await bookOne();
    for (const account of [otherDoctor, otherNurse, otherPatient, admin]) {
      for (const status of ['Confirmed', 'Cancelled', 'Completed']) {
        const res = await setStatus(t.app, account, id, { status, doctorNotes: 'not mine' });
        expect(res.statusCode, `${account.role} ${status}`).toBe(403);
        expect(res.json().msg).toBe(MSG_APPOINTMENTS.notYourAppointment);
      }
    }
    const anonymous = await setStatus(t.app, null, id, { status: 'Cancelled' });
    expect(anonymous.statusCode).toBe(401);
    expect(await appointmentRow(t.app, id)).toMatchObject({ status: 'Pending', doctorNotes: null });
  });
});
