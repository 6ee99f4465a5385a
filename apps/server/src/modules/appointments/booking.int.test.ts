import { SOCKET_EVENTS } from '@arogya/contract/events';
import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { appointmentBookedSchema } from '@arogya/contract/schemas/appointments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments';
import { followUps, notifications } from '../../db/schema/care';
import { fixedClock } from '../../lib/clock';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  appointmentRow,
  balancePaise,
  book,
  bookingBody,
  bookOk,
  DAYS,
  insertFile,
  ledgerOf,
  openDays,
  pushesOf,
  reminderJobs,
  START,
  spyOnPushes,
} from './appointments.fixtures';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const clock = fixedClock(START);
const HOUR = 3_600_000;

let t: TestApp;
let doctor: DirectAccount;
let nurse: DirectAccount;
let patient: DirectAccount;

/** A doctor with every test day open, so each test has slots of its own. */
async function newDoctor(opts: Parameters<typeof insertAccount>[1] = { role: 'doctor' }) {
  const account = await insertAccount(t.app, opts);
  await openDays(t.app, account.id);
  return account;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  [doctor, nurse, patient] = await Promise.all([
    insertAccount(t.app, { role: 'doctor', name: 'Arjun Mehta', specialty: 'Cardiologist' }),
    insertAccount(t.app, { role: 'nurse', name: 'Maria Fernandes', specialty: 'Elder Care' }),
    insertAccount(t.app, { role: 'patient', name: 'Priya Sharma', careFundBalancePaise: 500_000 }),
  ]);
  await Promise.all([openDays(t.app, doctor.id), openDays(t.app, nurse.id)]);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  clock.set(START);
});

describe(`POST /appointments (${backend})`, () => {
  it('books an external-payment visit: 201, the view, a notification, two reminders and a push', async () => {
    const pushes = spyOnPushes(t.app);
    pushes.mockClear();
    const res = await book(t.app, patient, bookingBody(doctor));
    expect(res.statusCode, res.body).toBe(201);
    const body = appointmentBookedSchema.parse(res.json());
    expect(body.msg).toBe(MSG_BOOKING.appointmentBooked);
    expect(body.message).toBe(MSG_BOOKING.appointmentBooked);
    expect(body.careFundBalance).toBe(5000);
    expect(body.data).toMatchObject({
      doctor: { _id: doctor.id, name: 'Arjun Mehta', specialty: 'Cardiologist', role: 'doctor' },
      patient: { _id: patient.id, name: 'Priya Sharma' },
      appointmentDate: DAYS[2],
      appointmentTime: '11:00 AM',
      status: 'Pending',
      bookingType: 'In-Home Visit',
      fee: 2000,
      paymentMethod: 'external',
      paymentStatus: 'due',
      symptoms: 'Chest tightness when climbing stairs for two weeks',
      previousMeds: 'Amlodipine 5 mg',
      doctorNotes: null,
      reportUrl: null,
      followUp: null,
      // 13 March 2030, 11:00 in India.
      startsAt: '2030-03-13T05:30:00.000Z',
    });
    expect(body.data.sharedRelayNotes).toBeUndefined();

    const row = await appointmentRow(t.app, body.data._id);
    expect(row.feePaise).toBe(200_000);
    expect(await balancePaise(t.app, patient.id)).toBe(500_000);

    const [notice] = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.appointmentId, row.id));
    expect(notice).toMatchObject({
      userId: doctor.id,
      kind: 'appointment_booked',
      link: '/doctor/appointments',
      message: 'New booking: In-Home Visit with Priya Sharma on Wed, 13 Mar 2030 at 11:00 AM.',
    });

    // Reminders 24 h and 1 h before the start, queued with the booking.
    expect(row.reminderJobIds).toHaveLength(2);
    const jobs = await reminderJobs(t.app, row.reminderJobIds);
    expect(jobs.map((j) => [j.state, j.data, j.startAfter.toISOString()])).toEqual([
      ['created', { appointmentId: row.id, hoursBefore: 24 }, '2030-03-12T05:30:00.000Z'],
      ['created', { appointmentId: row.id, hoursBefore: 1 }, '2030-03-13T04:30:00.000Z'],
    ]);

    expect(pushesOf(pushes, SOCKET_EVENTS.newNotification)).toEqual([
      [doctor.id, expect.objectContaining({ _id: notice?.id, kind: 'appointment_booked' })],
    ]);
    expect(pushesOf(pushes, SOCKET_EVENTS.appointmentUpdated)).toEqual(
      expect.arrayContaining([[doctor.id, { appointmentId: row.id }]]),
    );
  });

  it('pays from the care fund: debit and ledger row in the same transaction, the spec text with the fee', async () => {
    const payer = await insertAccount(t.app, { role: 'patient', careFundBalancePaise: 300_000 });
    const res = await book(
      t.app,
      payer,
      bookingBody(doctor, { appointmentTime: '11:30 AM', paymentMethod: 'careFund' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    // The fee grouped as everywhere else in the app (₹2,000), inside the spec's text.
    expect(body.msg).toBe('Appointment successfully booked! ₹2,000 deducted from your care fund.');
    expect(body.careFundBalance).toBe(1000);
    expect(body.data.paymentStatus).toBe('paid');
    expect(await balancePaise(t.app, payer.id)).toBe(100_000);
    const ledger = await ledgerOf(t.app, payer.id);
    expect(ledger).toEqual([
      expect.objectContaining({
        kind: 'booking',
        amountPaise: -200_000,
        balanceAfterPaise: 100_000,
        appointmentId: body.data._id,
      }),
    ]);
  });

  it('books a nurse with the nurse text and links the notification to the nurse manager', async () => {
    const res = await book(t.app, patient, bookingBody(nurse));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().msg).toBe(MSG_BOOKING.nurseBooked);
    expect(res.json().data).toMatchObject({
      bookingType: 'Nurse Assignment',
      fee: 600,
      doctor: { _id: nurse.id, role: 'nurse', specialty: 'Elder Care' },
    });
    const [notice] = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.appointmentId, res.json().data._id));
    expect(notice?.link).toBe('/nurse/appointments');
  });

  it('books a nurse from the care fund and says what was deducted, the fee grouped', async () => {
    const payer = await insertAccount(t.app, { role: 'patient', careFundBalancePaise: 300_000 });
    const res = await book(
      t.app,
      payer,
      bookingBody(nurse, { appointmentTime: '06:00 PM', paymentMethod: 'careFund' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().msg).toBe('Nurse assignment booked successfully! ₹600 deducted from your care fund.');
    expect(await balancePaise(t.app, payer.id)).toBe(240_000);
  });

  it('queues only the reminders that are still ahead', async () => {
    const doc = await newDoctor();
    // 11:00 on 11 March is 25 h after START: both reminders.
    const both = await bookOk(t.app, patient, bookingBody(doc, { appointmentDate: DAYS[0] }));
    expect((await appointmentRow(t.app, both)).reminderJobIds).toHaveLength(2);
    // 10:00 India on 11 March: move the clock so the slot is 12 h away — only the 1 h reminder.
    clock.set(new Date(Date.parse('2030-03-11T05:30:00.000Z') - 12 * HOUR));
    const one = await bookOk(
      t.app,
      patient,
      bookingBody(doc, { appointmentDate: DAYS[0], appointmentTime: '11:30 AM' }),
    );
    const row = await appointmentRow(t.app, one);
    const jobs = await reminderJobs(t.app, row.reminderJobIds);
    expect(jobs.map((j) => (j.data as { hoursBefore: number }).hoursBefore)).toEqual([1]);
    // 30 minutes ahead: none.
    clock.set(new Date(Date.parse('2030-03-11T06:30:00.000Z') - 30 * 60_000));
    const none = await bookOk(
      t.app,
      patient,
      bookingBody(doc, { appointmentDate: DAYS[0], appointmentTime: '12:00 PM' }),
    );
    expect((await appointmentRow(t.app, none)).reminderJobIds).toEqual([]);
  });

  describe('refuses, with its own message and without writing anything', () => {
    async function refused(
      body: ReturnType<typeof bookingBody> | Record<string, unknown>,
      status: number,
      msg: string,
      account: DirectAccount = patient,
    ) {
      const before = await t.app.ctx.db.$count(appointments);
      const res = await book(t.app, account, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ msg, message: msg });
      expect(await t.app.ctx.db.$count(appointments)).toBe(before);
    }

    it('a fee that is not the fee of the booking type', async () => {
      await refused(
        bookingBody(doctor, { appointmentTime: '12:00 PM', fee: 400 }),
        400,
        'The fee for this booking is ₹2000. Please review the booking and try again.',
      );
      await refused(
        bookingBody(doctor, { appointmentTime: '12:00 PM', bookingType: 'Video Consultation', fee: 2000 }),
        400,
        'The fee for this booking is ₹400. Please review the booking and try again.',
      );
    });

    it('a slot that has started or passed (India time)', async () => {
      clock.set('2030-03-13T05:30:00.000Z'); // 11:00 on 13 March in India, the slot's exact start
      await refused(bookingBody(doctor, { appointmentTime: '11:00 AM' }), 400, MSG_BOOKING.slotInPast);
      await refused(bookingBody(doctor, { appointmentDate: DAYS[0] }), 400, MSG_BOOKING.slotInPast);
    });

    it('a time that is not one of the role’s slots', async () => {
      await refused(bookingBody(doctor, { appointmentTime: '09:00 AM' }), 400, MSG_BOOKING.slotInvalid);
      await refused(bookingBody(nurse, { appointmentTime: '11:00 AM' }), 400, MSG_BOOKING.slotInvalid);
      await refused(
        bookingBody(doctor, { appointmentTime: '13:00 PM' }),
        400,
        'Times must be written like 10:00 AM.',
      );
    });

    it('a day the professional did not mark available, or that does not exist', async () => {
      await refused(
        bookingBody(doctor, { appointmentDate: '2030-03-20' }),
        400,
        MSG_BOOKING.notAvailableOnDate,
      );
      await refused(
        bookingBody(doctor, { appointmentDate: '2030-02-30' }),
        400,
        MSG_AVAILABILITY.invalidDate.replace('{date}', '2030-02-30'),
      );
    });

    it('a booking type the role does not offer', async () => {
      await refused(
        bookingBody(doctor, { bookingType: 'Nurse Assignment', fee: 600 }),
        400,
        'Nurse Assignment is not offered by this professional.',
      );
      await refused(
        bookingBody(nurse, { bookingType: 'In-Home Visit', fee: 2000 }),
        400,
        'In-Home Visit is not offered by this professional.',
      );
    });

    it('a professional who is unknown, not a doctor or nurse, inactive, or not approved', async () => {
      const unknown = { id: '00000000-0000-4000-8000-000000000000', role: 'doctor' };
      await refused(bookingBody(unknown), 404, MSG_BOOKING.doctorNotFound);
      const technician = await insertAccount(t.app, { role: 'technician' });
      await refused(bookingBody({ id: technician.id, role: 'doctor' }), 404, MSG_BOOKING.doctorNotFound);
      await refused(bookingBody({ id: patient.id, role: 'doctor' }), 404, MSG_BOOKING.doctorNotFound);
      const pending = await newDoctor({ role: 'doctor', approvalStatus: 'pending' });
      await refused(bookingBody(pending), 400, MSG_BOOKING.professionalNotBookable);
      const rejected = await newDoctor({ role: 'doctor', approvalStatus: 'rejected' });
      await refused(bookingBody(rejected), 400, MSG_BOOKING.professionalNotBookable);
    });

    it('a care-fund payment the balance does not cover: no appointment, no debit, no ledger row', async () => {
      const poor = await insertAccount(t.app, { role: 'patient', careFundBalancePaise: 199_999 });
      await refused(
        bookingBody(doctor, { appointmentTime: '12:30 PM', paymentMethod: 'careFund' }),
        400,
        MSG_BOOKING.insufficientCareFund,
        poor,
      );
      expect(await balancePaise(t.app, poor.id)).toBe(199_999);
      expect(await ledgerOf(t.app, poor.id)).toEqual([]);
      // The slot stayed free.
      expect((await book(t.app, poor, bookingBody(doctor, { appointmentTime: '12:30 PM' }))).statusCode).toBe(
        201,
      );
    });

    it('a report that is not the patient’s own medical report', async () => {
      const other = await insertAccount(t.app, { role: 'patient' });
      const othersReport = await insertFile(t.app, other.id, 'medical-report');
      const ownPicture = await insertFile(t.app, patient.id, 'profile-picture');
      for (const reportFileId of [othersReport, ownPicture, '00000000-0000-4000-8000-000000000000']) {
        await refused(
          bookingBody(doctor, { appointmentTime: '01:00 PM', reportFileId }),
          400,
          MSG_BOOKING.reportNotFound,
        );
      }
    });

    it('a visitor (401, the spec text) and every role but patient (403)', async () => {
      await refused(bookingBody(doctor), 401, MSG_BOOKING.mustLoginAppointment, null as never);
      for (const role of ['doctor', 'nurse', 'technician', 'ambulance', 'admin'] as const) {
        const account = await insertAccount(t.app, { role });
        await refused(
          bookingBody(doctor, { appointmentTime: '01:30 PM' }),
          403,
          MSG_BOOKING.patientsOnly,
          account,
        );
      }
    });

    it('a malformed body', async () => {
      await refused({ ...bookingBody(doctor), doctor: 'not-an-id' }, 400, 'Invalid id.');
      await refused({ ...bookingBody(doctor), symptoms: '   ' }, 400, expect.any(String) as never);
      await refused({ ...bookingBody(doctor), paymentMethod: 'cash' }, 400, expect.any(String) as never);
    });
  });

  it('links an uploaded report of the patient and serves its URL', async () => {
    const report = await insertFile(t.app, patient.id, 'medical-report');
    const res = await book(
      t.app,
      patient,
      bookingBody(doctor, { appointmentTime: '02:00 PM', reportFileId: report }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.reportUrl).toBe(`/api/files/${report}`);
  });

  it('books a follow-up once: the follow-up is claimed in the same transaction', async () => {
    const doc = await newDoctor();
    const first = await bookOk(t.app, patient, bookingBody(doc, { appointmentDate: DAYS[0] }));
    const [followUp] = await t.app.ctx.db
      .insert(followUps)
      .values({ appointmentId: first, patientId: patient.id, professionalId: doc.id, followUpDate: DAYS[4] })
      .returning();
    if (!followUp) throw new Error('no follow-up');

    // Another patient, or the same patient with another professional, cannot use it.
    const stranger = await insertAccount(t.app, { role: 'patient' });
    const foreign = await book(
      t.app,
      stranger,
      bookingBody(doc, { appointmentDate: DAYS[4], followUpId: followUp.id }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toBe(MSG_BOOKING.followUpNotFound);
    const elsewhere = await book(
      t.app,
      patient,
      bookingBody(doctor, { appointmentDate: DAYS[4], followUpId: followUp.id }),
    );
    expect(elsewhere.statusCode).toBe(400);

    const booked = await bookOk(
      t.app,
      patient,
      bookingBody(doc, { appointmentDate: DAYS[4], followUpId: followUp.id }),
    );
    const [claimed] = await t.app.ctx.db.select().from(followUps).where(eq(followUps.id, followUp.id));
    expect(claimed?.bookedAppointmentId).toBe(booked);

    const again = await book(
      t.app,
      patient,
      bookingBody(doc, { appointmentDate: DAYS[4], appointmentTime: '11:30 AM', followUpId: followUp.id }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(MSG_BOOKING.followUpAlreadyBooked);
  });

  it('answers 409 with the slot-taken text for a slot held by another booking, and frees it on cancellation', async () => {
    const doc = await newDoctor();
    const id = await bookOk(t.app, patient, bookingBody(doc));
    const rival = await insertAccount(t.app, { role: 'patient' });
    const res = await book(t.app, rival, bookingBody(doc));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ msg: MSG_BOOKING.slotTaken, code: 'CONFLICT' });

    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/appointments/${id}`,
      headers: patient.headers,
      payload: { status: 'Cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await book(t.app, rival, bookingBody(doc))).statusCode).toBe(201);
  });
});

describe(`POST /appointments — the red-flag path (${backend})`, () => {
  const ownWords = 'Crushing chest pain since the morning, sweating a lot.';

  it('an emergency outcome without the safe-to-wait confirmation is refused and nothing is booked', async () => {
    const pro = await newDoctor();
    for (const confirmedSafeToWait of [undefined, false]) {
      const res = await book(
        t.app,
        patient,
        bookingBody(pro, {
          symptoms: ownWords,
          triage: { symptom: 'chest pain and sweating', answers: [] },
          ...(confirmedSafeToWait === undefined ? {} : { confirmedSafeToWait }),
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(MSG_BOOKING.safeToWaitRequired);
    }
    expect(
      await t.app.ctx.db.select().from(appointments).where(eq(appointments.professionalId, pro.id)),
    ).toEqual([]);
  });

  it('with the confirmation: the patient’s words stay in symptoms, the outcome is stored apart', async () => {
    const pro = await newDoctor();
    const res = await book(
      t.app,
      patient,
      bookingBody(pro, {
        symptoms: ownWords,
        triage: { symptom: 'chest pain and sweating', answers: [] },
        confirmedSafeToWait: true,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = appointmentBookedSchema.parse(res.json());
    expect(body.data.symptoms).toBe(ownWords);
    expect(body.data.triage).toMatchObject({ emergency: true, confirmedSafeToWait: true });
    expect(body.data.triage?.summary).toMatch(/112/);
    const [row] = await t.app.ctx.db.select().from(appointments).where(eq(appointments.id, body.data._id));
    expect(row?.symptoms).toBe(ownWords);
    expect(row?.triage).toMatchObject({ symptom: 'chest pain and sweating', answers: [], emergency: true });
  });

  it('stores a calm outcome worked out on the server, never what the client claims', async () => {
    const pro = await newDoctor();
    const res = await book(
      t.app,
      patient,
      bookingBody(pro, {
        symptoms: 'Fever since Monday.',
        triage: { symptom: 'fever', answers: ['1-3-days', '100-102', 'body-ache'] },
        // Ignored: there is nothing to confirm.
        confirmedSafeToWait: true,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.triage).toMatchObject({
      topic: 'fever',
      emergency: false,
      confirmedSafeToWait: false,
    });
    expect(res.json().data.symptoms).toBe('Fever since Monday.');
  });

  it('refuses an unfinished or invalid helper conversation', async () => {
    const pro = await newDoctor();
    for (const answers of [['1-3-days'], ['not-an-option']]) {
      const res = await book(t.app, patient, bookingBody(pro, { triage: { symptom: 'fever', answers } }));
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(MSG_BOOKING.triageNotFinished);
    }
  });
});

describe(`booking under contention (${backend})`, () => {
  it('200 simultaneous requests for one slot: exactly one 201, 199 × 409, nothing else', async () => {
    const doc = await newDoctor();
    const patients = await Promise.all(
      Array.from({ length: 20 }, () =>
        insertAccount(t.app, { role: 'patient', careFundBalancePaise: 1_000_000 }),
      ),
    );
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        book(
          t.app,
          patients[i % patients.length] as DirectAccount,
          bookingBody(doc, { paymentMethod: i % 2 === 0 ? 'careFund' : 'external' }),
        ),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().msg).toBe(MSG_BOOKING.slotTaken);

    const held = await t.app.ctx.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.professionalId, doc.id), eq(appointments.appointmentDate, DAYS[2])));
    expect(held).toHaveLength(1);
    // Only the winner paid, if it paid at all.
    const charged = (
      await Promise.all(patients.map(async (p) => 1_000_000 - (await balancePaise(t.app, p.id))))
    ).reduce((a, b) => a + b, 0);
    expect(charged).toBe(held[0]?.paymentMethod === 'careFund' ? 200_000 : 0);
  });

  it('a balance of two fees and five simultaneous care-fund bookings: exactly two succeed, never negative', async () => {
    const doc = await newDoctor();
    const payer = await insertAccount(t.app, { role: 'patient', careFundBalancePaise: 400_000 });
    const slots = ['11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM', '01:00 PM'];
    const results = await Promise.all(
      slots.map((appointmentTime) =>
        book(t.app, payer, bookingBody(doc, { appointmentTime, paymentMethod: 'careFund' })),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 400, 400, 400]);
    for (const r of results.filter((x) => x.statusCode === 400)) {
      expect(r.json().msg).toBe(MSG_BOOKING.insufficientCareFund);
    }
    expect(await balancePaise(t.app, payer.id)).toBe(0);
    const ledger = await ledgerOf(t.app, payer.id);
    expect(ledger).toHaveLength(2);
    expect(ledger.reduce((sum, e) => sum + e.amountPaise, 0)).toBe(-400_000);
    expect(ledger.map((e) => e.balanceAfterPaise).sort((a, b) => a - b)).toEqual([0, 200_000]);
    const booked = await t.app.ctx.db.select().from(appointments).where(eq(appointments.patientId, payer.id));
    expect(booked).toHaveLength(2);
    expect(new Set(booked.map((b) => b.id))).toEqual(new Set(ledger.map((e) => e.appointmentId)));
  });
});
