import { SOCKET_EVENTS } from '@arogya/contract/events';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/care';
import { emailOutbox } from '../../db/schema/mail';
import type { JobContext } from '../../jobs/definition';
import { appointmentReminderJob } from '../../jobs/handlers/appointment-reminder';
import { jobDefinitions } from '../../jobs/registry';
import { fixedClock } from '../../lib/clock';
import { createDispatch } from '../../realtime/dispatch';
import type { RealtimeEmitter } from '../../realtime/types';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { waitFor } from '../../test/wait-for';
import { APPOINTMENT_REMINDER_QUEUE } from './appointment-reminders';
import {
  appointmentRow,
  bookingBody,
  bookOk,
  DAYS,
  openDays,
  pushesOf,
  reminderJobs,
  START,
  setStatus,
  spyOnPushes,
} from './appointments.fixtures';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const clock = fixedClock(START);
/** 13 March 2030, 11:00 in India: the start of `bookingBody`'s default slot. */
const SLOT_START = Date.parse('2030-03-13T05:30:00.000Z');
const HOUR = 3_600_000;

let t: TestApp;
let doctor: DirectAccount;
let patient: DirectAccount;
const pushed: Array<[string, string, unknown]> = [];
const fakeRealtime: RealtimeEmitter = {
  toUser: (userId, event, payload) => void pushed.push([userId, event, payload]),
  toRoom: () => {},
};

/** The handler as pg-boss would call it, with a fake realtime to see the pushes. */
async function runReminder(appointmentId: string, hoursBefore: number, retryCount = 0) {
  const ctx: JobContext = {
    db: t.app.ctx.db,
    config: t.app.ctx.config,
    clock,
    log: pino({ level: 'silent' }),
    jobs: t.app.ctx.jobs,
    events: createDispatch(fakeRealtime),
    storage: t.app.ctx.storage,
    job: {
      id: 'test',
      queue: APPOINTMENT_REMINDER_QUEUE,
      retryCount,
      retryLimit: 5,
      signal: new AbortController().signal,
    },
  };
  await appointmentReminderJob.handler({ appointmentId, hoursBefore }, ctx);
}

async function noticesOf(appointmentId: string) {
  return t.app.ctx.db.select().from(notifications).where(eq(notifications.appointmentId, appointmentId));
}

async function emailsTo(address: string) {
  return t.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, address));
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  doctor = await insertAccount(t.app, { role: 'doctor', name: 'Arjun Mehta' });
  await openDays(t.app, doctor.id);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  clock.set(START);
  pushed.length = 0;
});

async function freshBooking(time = '11:00 AM') {
  patient = await insertAccount(t.app, { role: 'patient', name: 'Priya Sharma' });
  clock.set(START);
  return bookOk(t.app, patient, bookingBody(doctor, { appointmentTime: time }));
}

describe(`appointment reminders (${backend})`, () => {
  it('is registered as a job', () => {
    expect(jobDefinitions).toContain(appointmentReminderJob);
    expect(appointmentReminderJob.queue).toBe(APPOINTMENT_REMINDER_QUEUE);
  });

  it('a live appointment: notifies patient and professional, e-mails the patient, pushes after commit', async () => {
    const id = await freshBooking();
    clock.set(new Date(SLOT_START - 24 * HOUR));
    await runReminder(id, 24);

    const reminders = (await noticesOf(id)).filter((n) => n.kind === 'appointment_reminder');
    expect(reminders.map((n) => [n.userId, n.dedupeKey, n.link, n.message]).sort()).toEqual(
      [
        [
          patient.id,
          `reminder:${id}:24:${patient.id}`,
          `/my-appointments?tab=upcoming#${id}`,
          'Reminder: your In-Home Visit with Dr. Arjun Mehta is in 24 hours, on Wed, 13 Mar 2030 at 11:00 AM.',
        ],
        [
          doctor.id,
          `reminder:${id}:24:${doctor.id}`,
          '/doctor/appointments',
          'Reminder: In-Home Visit with Priya Sharma in 24 hours, on Wed, 13 Mar 2030 at 11:00 AM.',
        ],
      ].sort(),
    );
    const mails = await emailsTo(patient.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Reminder: your In-Home Visit on Wed, 13 Mar 2030 at 11:00 AM');
    expect(mails[0]?.text).toContain('Dr. Arjun Mehta');
    expect(mails[0]?.text).toContain(`/my-appointments?tab=upcoming#${id}`);
    expect(mails[0]?.text).not.toContain('Chest tightness'); // no health details in an e-mail
    expect(
      pushed
        .filter(([, e]) => e === SOCKET_EVENTS.newNotification)
        .map(([u]) => u)
        .sort(),
    ).toEqual([patient.id, doctor.id].sort());

    // The 1-hour reminder is its own, and says so.
    clock.set(new Date(SLOT_START - HOUR));
    await runReminder(id, 1);
    const hourly = (await noticesOf(id)).filter((n) => n.dedupeKey?.startsWith(`reminder:${id}:1:`));
    expect(hourly.find((n) => n.userId === patient.id)?.message).toContain('is in 1 hour,');
    expect(await emailsTo(patient.email)).toHaveLength(2);
  });

  it('a repeated run (a retry after a crash) notifies nobody twice and sends no second e-mail', async () => {
    const id = await freshBooking('11:30 AM');
    clock.set(new Date(SLOT_START - 24 * HOUR));
    await runReminder(id, 24);
    pushed.length = 0;
    await runReminder(id, 24, 1);
    await runReminder(id, 24, 2);
    expect((await noticesOf(id)).filter((n) => n.kind === 'appointment_reminder')).toHaveLength(2);
    expect(await emailsTo(patient.email)).toHaveLength(1);
    expect(pushed).toEqual([]);
  });

  it('a cancelled, a completed or a started appointment, or an unknown one: nothing at all', async () => {
    const cancelled = await freshBooking('12:00 PM');
    expect((await setStatus(t.app, patient, cancelled, { status: 'Cancelled' })).statusCode).toBe(200);
    const completed = await freshBooking('12:30 PM');
    expect((await setStatus(t.app, doctor, completed, { status: 'Confirmed' })).statusCode).toBe(200);
    clock.set(new Date(SLOT_START + 1.5 * HOUR)); // 12:30 India: a visit is completed once it has started
    const done = await setStatus(t.app, doctor, completed, { status: 'Completed', doctorNotes: 'Seen.' });
    expect(done.statusCode, done.body).toBe(200);
    const started = await freshBooking('01:00 PM');

    clock.set(new Date(SLOT_START + 2 * HOUR + 1)); // 13:00 India has passed
    for (const id of [cancelled, completed, started, '00000000-0000-4000-8000-000000000000']) {
      await runReminder(id, 1);
      expect((await noticesOf(id)).filter((n) => n.kind === 'appointment_reminder')).toEqual([]);
    }
    expect(pushed).toEqual([]);
  });

  it('booking enqueues both reminders; cancelling cancels them in the same transaction', async () => {
    const id = await freshBooking('01:30 PM');
    const { reminderJobIds } = await appointmentRow(t.app, id);
    const queued = await reminderJobs(t.app, reminderJobIds);
    expect(queued.map((j) => [j.state, (j.data as { hoursBefore: number }).hoursBefore])).toEqual([
      ['created', 24],
      ['created', 1],
    ]);
    expect(queued[0]?.startAfter.toISOString()).toBe(`${DAYS[1]}T08:00:00.000Z`); // 13:30 India, a day before

    const bystander = await bookOk(t.app, patient, bookingBody(doctor, { appointmentDate: DAYS[3] }));

    expect((await setStatus(t.app, patient, id, { status: 'Cancelled' })).statusCode).toBe(200);
    expect((await reminderJobs(t.app, reminderJobIds)).map((j) => j.state)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    // Another appointment's reminders are untouched.
    const others = await reminderJobs(t.app, (await appointmentRow(t.app, bystander)).reminderJobIds);
    expect(others.map((j) => j.state)).toEqual(['created', 'created']);
  });

  it('runs through the queue: the worker finds the appointment, notifies and pushes to the sockets', async () => {
    const id = await freshBooking('02:00 PM');
    const pushes = spyOnPushes(t.app);
    pushes.mockClear();
    clock.set(new Date(SLOT_START - 20 * HOUR));
    // Due now (the booked ones are due in 2030): the app's own worker picks it up.
    await t.app.ctx.jobs.send(
      APPOINTMENT_REMINDER_QUEUE,
      { appointmentId: id, hoursBefore: 24 },
      { tx: null },
    );
    const created = await waitFor('the reminder notifications', async () => {
      const rows = (await noticesOf(id)).filter((n) => n.kind === 'appointment_reminder');
      return rows.length === 2 ? rows : undefined;
    });
    expect(created.find((n) => n.userId === patient.id)?.message).toContain('is in 23 hours,');
    await waitFor('the pushes', () => pushesOf(pushes, SOCKET_EVENTS.newNotification).length === 2);
    expect(
      pushesOf(pushes, SOCKET_EVENTS.newNotification)
        .map(([u]) => u)
        .sort(),
    ).toEqual([patient.id, doctor.id].sort());
  });
});
