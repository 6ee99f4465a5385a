import { fill } from '@arogya/contract/messages/fill';
import { MSG_PRESCRIPTIONS } from '@arogya/contract/messages/prescriptions';
import {
  adherenceSchema,
  doseResultSchema,
  prescriptionListSchema,
  prescriptionResultSchema,
  todayChecklistSchema,
} from '@arogya/contract/schemas/prescriptions';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/care';
import { doseLogs } from '../../db/schema/prescriptions';
import { fixedClock } from '../../lib/clock';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertTestAppointment } from '../care-notes/test-appointments';
import { sweepMissedDoses } from './prescriptions.service';

// 10:00 on Sunday 10 March 2030, India time.
const START = '2030-03-10T04:30:00.000Z';
const clock = fixedClock(START);
const TODAY = '2030-03-10';

let t: TestApp;
let patient: DirectAccount;
let otherPatient: DirectAccount;
let doctor: DirectAccount;
let otherDoctor: DirectAccount;
let confirmed: string;

type Json = Record<string, unknown>;
function call(method: 'GET' | 'POST' | 'PUT', url: string, who: DirectAccount | null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: who ? who.headers : {},
    ...(payload !== undefined ? { payload: payload as Json } : {}),
  });
}

function body(appointmentId: string, medicines?: unknown[]) {
  return {
    appointmentId,
    diagnosis: 'Acute viral fever',
    advice: 'Rest and fluids.',
    patientAge: 34,
    patientSex: 'Female',
    medicines: medicines ?? [
      {
        name: 'Paracetamol',
        strength: '500 mg',
        dosage: '1 tablet',
        frequency: '1-0-1',
        duration: '5 days',
        instructions: 'After food',
        pillCount: 10,
      },
      { name: 'Cetirizine', dosage: '1 tablet', frequency: '0-0-1', duration: '3 days', instructions: '' },
    ],
  };
}

async function issue(appointmentId = confirmed, medicines?: unknown[]) {
  const res = await call('POST', '/api/prescriptions', doctor, body(appointmentId, medicines));
  expect(res.statusCode, res.body).toBe(201);
  return prescriptionResultSchema.parse(res.json()).prescription;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  [patient, otherPatient, doctor, otherDoctor] = await Promise.all([
    insertAccount(t.app, { role: 'patient', name: 'Priya Sharma' }),
    insertAccount(t.app, { role: 'patient' }),
    insertAccount(t.app, {
      role: 'doctor',
      name: 'Arjun Mehta',
      approvalStatus: 'approved',
      licenseNumber: 'MMC-2011-045678',
      qualifications: ['MBBS', 'MD (Medicine)'],
      specialty: 'General Physician',
    }),
    insertAccount(t.app, { role: 'doctor', approvalStatus: 'approved' }),
  ]);
  confirmed = await insertTestAppointment(t.app.ctx.db, {
    patientId: patient.id,
    professionalId: doctor.id,
    appointmentDate: '2030-03-09',
    status: 'Confirmed',
  });
});
afterAll(async () => {
  await t?.close();
});

describe('issuing', () => {
  it('lets the doctor of a Confirmed appointment issue, with the TPG 2020 fields', async () => {
    const rx = await issue();
    expect(rx.date).toBe(TODAY);
    expect(rx.startDate).toBe(TODAY);
    expect(rx.endDate).toBe('2030-03-14');
    expect(rx.doctor).toMatchObject({
      _id: doctor.id,
      name: 'Arjun Mehta',
      specialty: 'General Physician',
      registrationNumber: 'MMC-2011-045678',
      qualifications: ['MBBS', 'MD (Medicine)'],
    });
    expect(rx.doctor.contact).toBeTruthy();
    expect(rx.patient).toMatchObject({ _id: patient.id, name: 'Priya Sharma', age: 34, sex: 'Female' });
    expect(rx.medicines[0]).toMatchObject({
      name: 'Paracetamol',
      strength: '500 mg',
      frequency: '1-0-1',
      slots: ['morning', 'night'],
      pillCount: 10,
      isSmartStockEnabled: false,
      daysOfStockLeft: 5,
    });
    expect(rx.medicines[1]).toMatchObject({ pillCount: null, slots: ['night'] });
    expect(rx.editable).toBe(true);

    const mine = prescriptionListSchema.parse(
      (await call('GET', '/api/prescriptions/my-prescriptions', patient)).json(),
    );
    expect(mine.map((p) => p._id)).toContain(rx._id);
    const issued = prescriptionListSchema.parse((await call('GET', '/api/prescriptions', doctor)).json());
    expect(issued.map((p) => p._id)).toContain(rx._id);
    expect(
      prescriptionListSchema.parse((await call('GET', '/api/prescriptions', otherDoctor)).json()),
    ).toEqual([]);
    expect(
      prescriptionListSchema.parse(
        (await call('GET', '/api/prescriptions/my-prescriptions', otherPatient)).json(),
      ),
    ).toEqual([]);

    // The patient is told (without the diagnosis), and the prescription is in their records.
    const notes = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, patient.id));
    const note = notes.find((n) => n.kind === 'prescription_issued');
    expect(note?.message).toBe(fill(MSG_PRESCRIPTIONS.issuedNotice, { doctor: 'Arjun Mehta' }));
    expect(note?.message).not.toContain('fever');
    const records = (await call('GET', '/api/records', patient)).json() as Json[];
    expect(records.some((r) => r.source === 'prescription')).toBe(true);
  });

  it('refuses a patient, a stranger’s appointment, a Pending one and restricted substances', async () => {
    expect((await call('POST', '/api/prescriptions', patient, body(confirmed))).statusCode).toBe(403);
    expect((await call('POST', '/api/prescriptions', otherDoctor, body(confirmed))).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', '/api/prescriptions', doctor, body(unknown))).statusCode).toBe(404);
    const pending = await insertTestAppointment(t.app.ctx.db, {
      patientId: patient.id,
      professionalId: doctor.id,
      appointmentDate: '2030-03-20',
      status: 'Pending',
    });
    const res = await call('POST', '/api/prescriptions', doctor, body(pending));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG_PRESCRIPTIONS.appointmentNotEligible);

    const schedX = await call(
      'POST',
      '/api/prescriptions',
      doctor,
      body(confirmed, [
        { name: 'Tramadol SR', dosage: '1 tablet', frequency: '1-0-0', duration: '3 days', instructions: '' },
      ]),
    );
    expect(schedX.statusCode).toBe(400);
    expect(schedX.json().message).toBe(fill(MSG_PRESCRIPTIONS.restrictedSubstance, { name: 'Tramadol SR' }));

    for (const bad of [
      {
        name: 'Paracetamol',
        dosage: '1 tablet',
        frequency: 'twice daily',
        duration: '3 days',
        instructions: '',
      },
      { name: 'Paracetamol', dosage: '1 tablet', frequency: '0-0-0', duration: '3 days', instructions: '' },
      { name: 'Paracetamol', dosage: '1 tablet', frequency: '1-0-1', duration: 'forever', instructions: '' },
      {
        name: 'Paracetamol',
        dosage: '1 tablet',
        frequency: '1-0-1',
        duration: '3 days',
        instructions: '',
        pillCount: -1,
      },
    ]) {
      expect((await call('POST', '/api/prescriptions', doctor, body(confirmed, [bad]))).statusCode).toBe(400);
    }
    expect((await call('POST', '/api/prescriptions', doctor, body(confirmed, []))).statusCode).toBe(400);
  });

  it('lets only the issuing doctor amend, and only until a dose is logged', async () => {
    const rx = await issue();
    const changed = body(confirmed);
    changed.diagnosis = 'Viral fever with cough';
    expect((await call('PUT', `/api/prescriptions/${rx._id}`, otherDoctor, changed)).statusCode).toBe(404);
    const ok = await call('PUT', `/api/prescriptions/${rx._id}`, doctor, changed);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(prescriptionResultSchema.parse(ok.json()).prescription.diagnosis).toBe('Viral fever with cough');

    expect(
      (await call('POST', `/api/prescriptions/${rx._id}/take-dose`, patient, { medicineIndex: 0 }))
        .statusCode,
    ).toBe(200);
    const locked = await call('PUT', `/api/prescriptions/${rx._id}`, doctor, changed);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(MSG_PRESCRIPTIONS.lockedAfterDose);
  });
});

describe('doses', () => {
  it('takes a pill: count down, today’s next dose recorded; out of range 400; someone else’s 404', async () => {
    const rx = await issue();
    const res = await call('POST', `/api/prescriptions/${rx._id}/take-dose`, patient, { medicineIndex: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(doseResultSchema.parse(res.json())).toMatchObject({
      msg: MSG_PRESCRIPTIONS.doseCheckedOff,
      pillCount: 9,
      slots: ['morning'],
    });
    expect(
      (await call('POST', `/api/prescriptions/${rx._id}/take-dose`, patient, { medicineIndex: 2 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/prescriptions/${rx._id}/take-dose`, otherPatient, { medicineIndex: 0 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/prescriptions/${rx._id}/take-dose`, doctor, { medicineIndex: 0 })).statusCode,
    ).toBe(403);
  });

  it('never goes below 0 under simultaneous take-dose, nor counts a dose twice', async () => {
    const rx = await issue(confirmed, [
      {
        name: 'Amoxicillin',
        dosage: '1 capsule',
        frequency: '1-0-1',
        duration: '5 days',
        instructions: '',
        pillCount: 3,
      },
    ]);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', `/api/prescriptions/${rx._id}/take-dose`, patient, { medicineIndex: 0 }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toBe(MSG_PRESCRIPTIONS.outOfPillsConflict);
    const logs = await t.app.ctx.db.select().from(doseLogs).where(eq(doseLogs.prescriptionId, rx._id));
    expect(logs.map((l) => l.slot).sort()).toEqual(['extra', 'morning', 'night']);
    const [after] = prescriptionListSchema
      .parse((await call('GET', '/api/prescriptions/my-prescriptions', patient)).json())
      .filter((p) => p._id === rx._id);
    expect(after?.medicines[0]?.pillCount).toBe(0);
    expect(after?.editable).toBe(false);
  });

  it('logs a day’s doses per medicine, idempotently; one slot with doseSlot; refuses dates off the course', async () => {
    const rx = await issue();
    const url = `/api/prescriptions/${rx._id}/log-dose`;
    const first = await call('POST', url, patient, { medicineIndex: 0, scheduledDate: TODAY, notes: '' });
    expect(first.statusCode, first.body).toBe(200);
    expect(doseResultSchema.parse(first.json())).toMatchObject({
      msg: MSG_PRESCRIPTIONS.doseLogged,
      changed: true,
      slots: ['morning', 'night'],
      pillCount: 10,
    });
    const again = doseResultSchema.parse(
      (await call('POST', url, patient, { medicineIndex: 0, scheduledDate: TODAY, notes: '' })).json(),
    );
    expect(again).toMatchObject({ msg: MSG_PRESCRIPTIONS.alreadyLogged, changed: false, slots: [] });

    const one = await call('POST', url, patient, {
      medicineIndex: 1,
      scheduledDate: TODAY,
      notes: '',
      doseSlot: 'night',
    });
    expect(doseResultSchema.parse(one.json())).toMatchObject({ changed: true, slots: ['night'] });
    // Cetirizine is 0-0-1: no morning dose.
    expect(
      (
        await call('POST', url, patient, {
          medicineIndex: 1,
          scheduledDate: TODAY,
          notes: '',
          doseSlot: 'morning',
        })
      ).statusCode,
    ).toBe(400);

    const future = await call('POST', url, patient, {
      medicineIndex: 0,
      scheduledDate: '2030-03-11',
      notes: '',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(MSG_PRESCRIPTIONS.dateInFuture);
    const before = await call('POST', url, patient, {
      medicineIndex: 0,
      scheduledDate: '2030-03-09',
      notes: '',
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe(MSG_PRESCRIPTIONS.dateOutsideCourse);
    expect(
      (await call('POST', url, patient, { medicineIndex: 0, scheduledDate: '2030-02-30', notes: '' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', url, patient, { medicineIndex: 5, scheduledDate: TODAY, notes: '' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', url, otherPatient, { medicineIndex: 0, scheduledDate: TODAY, notes: '' }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a log for a day past the medicine’s own course once the clock moves on', async () => {
    const rx = await issue(confirmed, [
      { name: 'Domperidone', dosage: '1 tablet', frequency: '1-0-0', duration: '1 day', instructions: '' },
    ]);
    clock.set('2030-03-11T04:30:00.000Z');
    try {
      const res = await call('POST', `/api/prescriptions/${rx._id}/log-dose`, patient, {
        medicineIndex: 0,
        scheduledDate: '2030-03-11',
        notes: '',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG_PRESCRIPTIONS.dateOutsideCourse);
    } finally {
      clock.set(START);
    }
  });
});

describe('adherence, checklist and dose times', () => {
  it('scores a fresh patient’s doses and counts the streak', async () => {
    const p = await insertAccount(t.app, { role: 'patient' });
    const appt = await insertTestAppointment(t.app.ctx.db, {
      patientId: p.id,
      professionalId: doctor.id,
      appointmentDate: '2030-03-08',
      appointmentTime: '02:00 PM',
      status: 'Completed',
    });
    const empty = adherenceSchema.parse(
      (await call('GET', '/api/prescriptions/adherence?days=30', p)).json(),
    );
    expect(empty).toEqual({ adherenceScore: 0, streak: 0, dosesDue: 0, dosesTaken: 0 });

    const res = await call('POST', '/api/prescriptions', doctor, body(appt));
    const rx = prescriptionResultSchema.parse(res.json()).prescription;
    // 10:00: only Paracetamol's morning dose is due.
    let a = adherenceSchema.parse((await call('GET', '/api/prescriptions/adherence', p)).json());
    expect(a).toEqual({ adherenceScore: 0, streak: 0, dosesDue: 1, dosesTaken: 0 });

    await call('POST', `/api/prescriptions/${rx._id}/log-dose`, p, {
      medicineIndex: 0,
      scheduledDate: TODAY,
      notes: '',
      doseSlot: 'morning',
    });
    a = adherenceSchema.parse((await call('GET', '/api/prescriptions/adherence?days=30', p)).json());
    expect(a).toEqual({ adherenceScore: 100, streak: 0, dosesDue: 1, dosesTaken: 1 });

    const checklist = todayChecklistSchema.parse((await call('GET', '/api/prescriptions/today', p)).json());
    expect(checklist.date).toBe(TODAY);
    expect(checklist.doses.map((d) => [d.name, d.slot, d.taken])).toEqual([
      ['Paracetamol', 'morning', true],
      ['Cetirizine', 'night', false],
      ['Paracetamol', 'night', false],
    ]);

    // Night doses taken early complete the day: the streak starts.
    await call('POST', `/api/prescriptions/${rx._id}/log-dose`, p, {
      medicineIndex: 0,
      scheduledDate: TODAY,
      notes: '',
    });
    await call('POST', `/api/prescriptions/${rx._id}/log-dose`, p, {
      medicineIndex: 1,
      scheduledDate: TODAY,
      notes: '',
    });
    a = adherenceSchema.parse((await call('GET', '/api/prescriptions/adherence', p)).json());
    expect(a).toEqual({ adherenceScore: 100, streak: 1, dosesDue: 3, dosesTaken: 3 });

    // Next day at 22:00 with nothing logged: 3 more due, the streak from yesterday stands.
    clock.set('2030-03-11T16:30:00.000Z');
    try {
      a = adherenceSchema.parse((await call('GET', '/api/prescriptions/adherence', p)).json());
      expect(a).toEqual({ adherenceScore: 50, streak: 1, dosesDue: 6, dosesTaken: 3 });
      // Later dose times move what is due: at 22:00 with night at 23:00 only the morning dose is due today.
      const put = await call('PUT', '/api/prescriptions/dose-times', p, {
        morning: '07:30',
        afternoon: '13:00',
        night: '23:00',
      });
      expect(put.statusCode).toBe(200);
      a = adherenceSchema.parse((await call('GET', '/api/prescriptions/adherence', p)).json());
      expect(a).toMatchObject({ dosesDue: 4, dosesTaken: 3, adherenceScore: 75 });
      expect((await call('GET', '/api/prescriptions/dose-times', p)).json()).toEqual({
        morning: '07:30',
        afternoon: '13:00',
        night: '23:00',
      });
    } finally {
      clock.set(START);
    }
    expect((await call('GET', '/api/prescriptions/adherence?days=0', p)).statusCode).toBe(400);
    expect(
      (
        await call('PUT', '/api/prescriptions/dose-times', p, {
          morning: '25:00',
          afternoon: '13:00',
          night: '23:00',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('smart stock and missed doses', () => {
  it('stores smart stock and warns once when pills cover fewer than 3 days', async () => {
    const rx = await issue(confirmed, [
      {
        name: 'Metformin',
        dosage: '1 tablet',
        frequency: '1-0-1',
        duration: '1 month',
        instructions: '',
        pillCount: 7,
      },
    ]);
    const url = `/api/prescriptions/${rx._id}/medicines/0/smart-stock`;
    expect((await call('PUT', url, otherPatient, { enabled: true })).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/prescriptions/${rx._id}/medicines/3/smart-stock`, patient, { enabled: true }))
        .statusCode,
    ).toBe(400);
    const on = await call('PUT', url, patient, { enabled: true });
    expect(on.json()).toMatchObject({ isSmartStockEnabled: true, msg: MSG_PRESCRIPTIONS.smartStockOn });

    const lowNotices = async () =>
      (await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, patient.id))).filter(
        (n) => n.kind === 'stock_low' && n.dedupeKey?.includes(rx._id),
      );
    // 7 → 6 pills: 3 days left, no warning; 6 → 5: 2.5 days, one warning; 5 → 4: nothing more.
    await call('POST', `/api/prescriptions/${rx._id}/take-dose`, patient, { medicineIndex: 0 });
    expect(await lowNotices()).toHaveLength(0);
    await call('POST', `/api/prescriptions/${rx._id}/take-dose`, patient, { medicineIndex: 0 });
    await call('POST', `/api/prescriptions/${rx._id}/take-dose`, patient, { medicineIndex: 0 });
    const notices = await lowNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toBe(fill(MSG_PRESCRIPTIONS.lowStockNotice, { medicine: 'Metformin' }));
    expect(notices[0]?.message).not.toMatch(/fever/i);
  });

  it('notifies a missed dose once, an hour after its time, and stops after the course', async () => {
    const p = await insertAccount(t.app, { role: 'patient' });
    const appt = await insertTestAppointment(t.app.ctx.db, {
      patientId: p.id,
      professionalId: doctor.id,
      appointmentDate: '2030-03-07',
      status: 'Completed',
    });
    const res = await call(
      'POST',
      '/api/prescriptions',
      doctor,
      body(appt, [
        { name: 'Azithromycin', dosage: '1 tablet', frequency: '0-1-0', duration: '1 day', instructions: '' },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const pushes: unknown[] = [];
    const events = { record: (event: unknown) => void pushes.push(event) };
    const missed = async () =>
      (await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, p.id))).filter(
        (n) => n.kind === 'dose_missed',
      );
    try {
      // 14:59 India time: the 14:00 dose is not an hour late yet.
      clock.set('2030-03-10T09:29:00.000Z');
      await sweepMissedDoses({ db: t.app.ctx.db, clock, events });
      expect(await missed()).toHaveLength(0);
      clock.set('2030-03-10T09:31:00.000Z');
      await sweepMissedDoses({ db: t.app.ctx.db, clock, events });
      await sweepMissedDoses({ db: t.app.ctx.db, clock, events });
      const notes = await missed();
      expect(notes).toHaveLength(1);
      expect(notes[0]?.message).toBe(
        fill(MSG_PRESCRIPTIONS.missedDoseNotice, { slot: 'afternoon', medicine: 'Azithromycin' }),
      );
      expect(pushes.length).toBeGreaterThan(0);
      // The next day the course is over: nothing more.
      clock.set('2030-03-11T10:00:00.000Z');
      await sweepMissedDoses({ db: t.app.ctx.db, clock, events });
      expect(await missed()).toHaveLength(1);
    } finally {
      clock.set(START);
    }
  });
});

describe('PDF', () => {
  it('gives the patient and the doctor a PDF with the registration number; others 404', async () => {
    const rx = await issue();
    for (const who of [patient, doctor]) {
      const res = await call('GET', `/api/prescriptions/${rx._id}/pdf`, who);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const doc = await PDFDocument.load(res.rawPayload);
      expect(doc.getSubject()).toContain('MMC-2011-045678');
    }
    expect((await call('GET', `/api/prescriptions/${rx._id}/pdf`, otherPatient)).statusCode).toBe(404);
    expect((await call('GET', `/api/prescriptions/${rx._id}/pdf`, otherDoctor)).statusCode).toBe(404);
  });
});
