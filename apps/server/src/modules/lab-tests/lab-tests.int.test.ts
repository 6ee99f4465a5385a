import { LAB_SLOT_CAPACITY } from '@arogya/contract/constants/lab-tests';
import { MSG_LAB } from '@arogya/contract/messages/lab';
import {
  labSlotsSchema,
  labTestBookedSchema,
  labTestChangedSchema,
  labTestListSchema,
} from '@arogya/contract/schemas/lab-tests';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { notifications } from '../../db/schema/care';
import { labTests } from '../../db/schema/lab-tests';
import { emailOutbox } from '../../db/schema/mail';
import { fixedClock } from '../../lib/clock';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { fileForm, PNG, pdfBytes } from '../files/test-fixtures';
import { patientLabLink } from './lab-test-notices';
import { sendLabTestReminder } from './lab-test-reminders';

// 2026-12-01 09:00 in India (a Tuesday): the 08:00–10:00 window of today is still open.
const clock = fixedClock('2026-12-01T03:30:00Z');
const TODAY = '2026-12-01';
const TOMORROW = '2026-12-02';
const SLOT = '10:00 AM - 12:00 PM';

let t: TestApp;
let patient: DirectAccount;
let otherPatient: DirectAccount;
let techA: DirectAccount;
let techB: DirectAccount;
let pendingTech: DirectAccount;
let doctor: DirectAccount;

type Json = Record<string, unknown>;

function call(method: 'GET' | 'POST' | 'PUT', url: string, who: DirectAccount | null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: who ? who.headers : {},
    ...(payload !== undefined ? { payload: payload as Json } : {}),
  });
}

function booking(over: Json = {}): Json {
  return {
    testName: 'lipid profile',
    collectionDate: TOMORROW,
    collectionTime: SLOT,
    patientAddress: '12 MG Road, Flat 4B',
    city: 'Pune',
    ...over,
  };
}

async function bookOk(who: DirectAccount, over: Json = {}) {
  const res = await call('POST', '/api/lab-tests', who, booking(over));
  expect(res.statusCode, res.body).toBe(201);
  return labTestBookedSchema.parse(res.json());
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  patient = await insertAccount(t.app, { role: 'patient', name: 'Asha Patil', city: 'Pune' });
  otherPatient = await insertAccount(t.app, { role: 'patient', name: 'Ravi Kumar' });
  techA = await insertAccount(t.app, { role: 'technician', name: 'Tech A', city: 'Pune' });
  techB = await insertAccount(t.app, { role: 'technician', name: 'Tech B', city: 'Pune' });
  pendingTech = await insertAccount(t.app, { role: 'technician', city: 'Patna', approvalStatus: 'pending' });
  doctor = await insertAccount(t.app, { role: 'doctor' });
});

afterAll(async () => {
  await t?.close();
});

describe('POST /api/lab-tests', () => {
  it('books a catalogue test, assigns a technician, sets the fee and notifies the technician', async () => {
    const booked = await bookOk(patient, { fee: 1 });
    expect(booked.message).toBe('Lab test booked successfully! Our partner lab will contact you shortly.');
    expect(booked).toMatchObject({
      testName: 'Lipid Profile',
      collectionDate: TOMORROW,
      collectionTime: SLOT,
      patientAddress: '12 MG Road, Flat 4B',
      city: 'Pune',
      fee: 800,
      status: 'Scheduled',
      paidAtCollection: false,
      sampleType: 'Blood',
    });
    expect(booked.preparation).toMatch(/Fast 10–12 hours/);
    expect([techA.id, techB.id]).toContain(booked.technician?._id);

    const bell = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, booked.technician!._id));
    expect(bell.map((n) => n.message)).toContain(
      'New lab collection: Lipid Profile for Asha Patil on Wed, 2 Dec 2026, 10:00 AM - 12:00 PM.',
    );
    // The address is health data: never in a notification.
    expect(bell.every((n) => !n.message.includes('MG Road'))).toBe(true);
    const mails = await t.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, patient.email));
    expect(mails.some((m) => m.text.includes('Fast 10–12 hours'))).toBe(true);
  });

  it('answers 400 with the spec text when a field is missing', async () => {
    for (const field of ['testName', 'collectionDate', 'collectionTime', 'patientAddress', 'city']) {
      const res = await call('POST', '/api/lab-tests', patient, booking({ [field]: undefined }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please fill out all required fields.');
      const blank = await call('POST', '/api/lab-tests', patient, booking({ [field]: '  ' }));
      expect(blank.json().message).toBe('Please fill out all required fields.');
    }
  });

  it('refuses a test outside the catalogue, a bad slot or city, past, far and finished slots', async () => {
    const cases: [Json, number, string][] = [
      [{ testName: 'Magic scan' }, 400, MSG_LAB.notInCatalogue],
      [{ collectionTime: '09:00 AM' }, 400, MSG_LAB.slotInvalid],
      [{ city: 'Hyderabad' }, 400, MSG_LAB.cityInvalid],
      [{ collectionDate: '2026-11-30' }, 400, MSG_LAB.dateInPast],
      [{ collectionDate: '2026-02-30' }, 400, MSG_LAB.dateInvalid],
      [{ collectionDate: '2027-01-01' }, 400, 'Collections can be booked at most 30 days ahead.'],
    ];
    for (const [over, status, message] of cases) {
      const res = await call('POST', '/api/lab-tests', patient, booking(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    // At 10:00 India time today's 08:00–10:00 window has ended.
    clock.set('2026-12-01T04:30:00Z');
    try {
      const over = await call(
        'POST',
        '/api/lab-tests',
        patient,
        booking({ collectionDate: TODAY, collectionTime: '08:00 AM - 10:00 AM' }),
      );
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toBe(MSG_LAB.slotOver);
    } finally {
      clock.set('2026-12-01T03:30:00Z');
    }
    // 30 days ahead is still fine.
    expect(
      (await call('POST', '/api/lab-tests', patient, booking({ collectionDate: '2026-12-31' }))).statusCode,
    ).toBe(201);
  });

  it('refuses a city without an approved technician with a message that says so', async () => {
    const res = await call('POST', '/api/lab-tests', patient, booking({ city: 'Patna' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'No lab technician is available in Patna yet, so collections cannot be booked there.',
    );
  });

  it('is for signed-in patients only', async () => {
    expect((await call('POST', '/api/lab-tests', null, booking())).statusCode).toBe(401);
    const res = await call('POST', '/api/lab-tests', doctor, booking());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG_LAB.patientsOnly);
    expect((await call('POST', '/api/lab-tests', techA, booking())).statusCode).toBe(403);
  });

  it('never overfills a slot when twenty patients race for its last places', async () => {
    const city = 'Chennai';
    const techs = [
      await insertAccount(t.app, { role: 'technician', city }),
      await insertAccount(t.app, { role: 'technician', city }),
    ];
    const capacity = LAB_SLOT_CAPACITY * techs.length;
    // Fill all but three places first.
    for (let i = 0; i < capacity - 3; i++)
      await bookOk(patient, { city, collectionTime: '12:00 PM - 02:00 PM' });
    const racers = await Promise.all(
      Array.from({ length: 20 }, () => insertAccount(t.app, { role: 'patient' })),
    );
    const results = await Promise.all(
      racers.map((p) =>
        call('POST', '/api/lab-tests', p, booking({ city, collectionTime: '12:00 PM - 02:00 PM' })),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(17);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(MSG_LAB.slotFull);
    for (const tech of techs) {
      const rows = await t.app.ctx.db
        .select()
        .from(labTests)
        .where(and(eq(labTests.technicianId, tech.id), eq(labTests.collectionTime, '12:00 PM - 02:00 PM')));
      expect(rows.length).toBe(LAB_SLOT_CAPACITY);
    }
    const slots = labSlotsSchema.parse(
      (await call('GET', `/api/lab-tests/slots?city=${city}&date=${TOMORROW}`, patient)).json(),
    );
    expect(slots.slots.find((s) => s.time === '12:00 PM - 02:00 PM')).toMatchObject({
      remaining: 0,
      available: false,
      reason: 'full',
    });
  });
});

describe('GET /api/lab-tests/slots and /catalogue', () => {
  it('tells which slots of a day still take a booking', async () => {
    const res = await call('GET', `/api/lab-tests/slots?city=Pune&date=${TODAY}`, patient);
    expect(res.statusCode).toBe(200);
    const body = labSlotsSchema.parse(res.json());
    expect(body.technicians).toBe(2);
    expect(body.slots[0]).toMatchObject({ time: '08:00 AM - 10:00 AM', available: true });
    const patna = labSlotsSchema.parse(
      (await call('GET', `/api/lab-tests/slots?city=Patna&date=${TOMORROW}`, patient)).json(),
    );
    expect(patna.slots.every((s) => s.reason === 'no-technician')).toBe(true);
    expect(
      (await call('GET', '/api/lab-tests/slots?city=Atlantis&date=2026-12-02', patient)).statusCode,
    ).toBe(400);
    expect((await call('GET', `/api/lab-tests/slots?city=Pune&date=${TODAY}`, techA)).statusCode).toBe(403);
    expect((await call('GET', `/api/lab-tests/slots?city=Pune&date=${TODAY}`, null)).statusCode).toBe(401);
  });

  it('serves the catalogue to anyone', async () => {
    const res = await call('GET', '/api/lab-tests/catalogue', null);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThanOrEqual(20);
  });
});

describe('lists, status, cancel and report', () => {
  it('shows a patient only their own and a technician only theirs', async () => {
    const mine = await bookOk(otherPatient, { city: 'Pune' });
    const list = labTestListSchema.parse((await call('GET', '/api/lab-tests/my', otherPatient)).json());
    expect(list.data.map((x) => x._id)).toEqual([mine._id]);
    const techId = mine.technician!._id;
    const tech = techId === techA.id ? techA : techB;
    const other = techId === techA.id ? techB : techA;
    const techList = labTestListSchema.parse((await call('GET', '/api/lab-tests/technician', tech)).json());
    expect(techList.data.map((x) => x._id)).toContain(mine._id);
    const otherList = labTestListSchema.parse((await call('GET', '/api/lab-tests/technician', other)).json());
    expect(otherList.data.map((x) => x._id)).not.toContain(mine._id);
    expect((await call('GET', '/api/lab-tests/technician', patient)).statusCode).toBe(403);
    expect((await call('GET', '/api/lab-tests/my', techA)).statusCode).toBe(403);
    expect((await call('GET', '/api/lab-tests/my', null)).statusCode).toBe(401);
    expect(
      labTestListSchema.parse((await call('GET', '/api/lab-tests/technician', pendingTech)).json()).data,
    ).toEqual([]);
  });

  it('lets the assigned technician collect, record payment and upload the report; the patient downloads it', async () => {
    const booked = await bookOk(patient, { city: 'Pune', collectionTime: '02:00 PM - 04:00 PM' });
    const tech = booked.technician!._id === techA.id ? techA : techB;
    const other = tech === techA ? techB : techA;
    const url = `/api/lab-tests/${booked._id}`;

    // Someone else's collection is not found; a patient cannot move it; the report is not there yet.
    expect((await call('PUT', `${url}/status`, other, { status: 'Sample Collected' })).statusCode).toBe(404);
    expect((await call('PUT', `${url}/status`, patient, { status: 'Sample Collected' })).statusCode).toBe(
      403,
    );
    expect((await call('GET', `${url}/report`, patient)).statusCode).toBe(404);
    // Report before the sample: refused.
    const png = fileForm(PNG, 'r.png', 'image/png');
    const early = await t.app.inject({
      method: 'POST',
      url: `${url}/report`,
      headers: { ...tech.headers, ...png.headers },
      payload: png.payload,
    });
    expect(early.statusCode).toBe(409);
    // Straight to Completed: refused.
    expect((await call('PUT', `${url}/status`, tech, { status: 'Completed' })).statusCode).toBe(409);

    const collected = await call('PUT', `${url}/status`, tech, {
      status: 'Sample Collected',
      paidAtCollection: true,
    });
    expect(collected.statusCode, collected.body).toBe(200);
    expect(labTestChangedSchema.parse(collected.json()).data).toMatchObject({
      status: 'Sample Collected',
      paidAtCollection: true,
    });
    // Twice at once: one wins, the other gets a clear 409.
    expect((await call('PUT', `${url}/status`, tech, { status: 'Sample Collected' })).statusCode).toBe(409);

    const bad = fileForm(Buffer.from('not a report'), 'r.txt', 'text/plain');
    const refused = await t.app.inject({
      method: 'POST',
      url: `${url}/report`,
      headers: { ...tech.headers, ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(415);

    const pdf = fileForm(await pdfBytes(), 'report.pdf', 'application/pdf');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `${url}/report`,
      headers: { ...tech.headers, ...pdf.headers },
      payload: pdf.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const done = labTestChangedSchema.parse(uploaded.json()).data;
    expect(done.status).toBe('Completed');
    expect(done.reportUrl).toBe(`${url}/report`);

    const download = await call('GET', `${url}/report`, patient);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect((await call('GET', `${url}/report`, tech)).statusCode).toBe(200);
    expect((await call('GET', `${url}/report`, otherPatient)).statusCode).toBe(404);
    expect((await call('GET', `${url}/report`, other)).statusCode).toBe(404);
    expect((await call('GET', `${url}/report`, doctor)).statusCode).toBe(403);

    const bell = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, patient.id));
    expect(bell.map((n) => n.message)).toEqual(
      expect.arrayContaining([
        `Your Lipid Profile sample was collected by ${booked.technician!.name}.`,
        'Your Lipid Profile report is ready to download.',
      ]),
    );
    // Each links to the collection's own card on My Appointments.
    const updates = bell.filter((n) => n.kind === 'lab_test_updated');
    expect(updates.length).toBeGreaterThan(0);
    for (const n of updates) expect(n.link).toBe(`/my-appointments#${booked._id}`);
  });

  it('lets the patient cancel until 2 hours before the slot, and nobody else', async () => {
    const booked = await bookOk(patient, {
      city: 'Pune',
      collectionDate: TODAY,
      collectionTime: '12:00 PM - 02:00 PM',
    });
    const url = `/api/lab-tests/${booked._id}/cancel`;
    expect((await call('POST', url, otherPatient, {})).statusCode).toBe(404);
    expect((await call('POST', url, techA, {})).statusCode).toBe(403);
    // 10:01 India time: less than 2 hours before 12:00.
    clock.set('2026-12-01T04:31:00Z');
    try {
      const late = await call('POST', url, patient, {});
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(
        'A collection can be cancelled only until 2 hours before its slot starts.',
      );
    } finally {
      clock.set('2026-12-01T03:30:00Z');
    }
    const ok = await call('POST', url, patient, { reason: 'Travelling' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(labTestChangedSchema.parse(ok.json()).data).toMatchObject({
      status: 'Cancelled',
      cancellationReason: 'Travelling',
    });
    expect((await call('POST', url, patient, {})).statusCode).toBe(409);
    const techBell = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, booked.technician!._id));
    expect(
      techBell.some((n) => n.message.startsWith('Asha Patil cancelled the Lipid Profile collection')),
    ).toBe(true);
  });

  it('keeps working days per technician and assigns only on them', async () => {
    const city = 'Kolkata';
    const tech = await insertAccount(t.app, { role: 'technician', city });
    const url = '/api/lab-tests/technician/working-days';
    expect((await call('GET', url, tech)).json()).toEqual({
      workingDays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    });
    expect((await call('PUT', url, tech, { workingDays: [] })).json().message).toBe(
      MSG_LAB.workingDaysRequired,
    );
    expect((await call('PUT', url, tech, { workingDays: ['Fri', 'Mon'] })).json()).toEqual({
      workingDays: ['Mon', 'Fri'],
    });
    expect((await call('PUT', url, patient, { workingDays: ['Mon'] })).statusCode).toBe(403);
    // 2026-12-02 is a Wednesday: nobody works then in Kolkata.
    const res = await call('POST', '/api/lab-tests', patient, booking({ city }));
    expect(res.statusCode).toBe(409);
    expect(
      (await call('POST', '/api/lab-tests', patient, booking({ city, collectionDate: '2026-12-04' })))
        .statusCode,
    ).toBe(201);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = '01890000-0000-7000-8000-000000000000';
    expect(
      (await call('PUT', `/api/lab-tests/${unknown}/status`, techA, { status: 'Sample Collected' }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/lab-tests/${unknown}/cancel`, patient, {})).statusCode).toBe(404);
    expect((await call('GET', '/api/lab-tests/not-an-id/report', patient)).statusCode).toBe(400);
  });

  it('lets only one of two simultaneous status changes through', async () => {
    const booked = await bookOk(patient, { city: 'Pune', collectionTime: '08:00 AM - 10:00 AM' });
    const tech = booked.technician!._id === techA.id ? techA : techB;
    const url = `/api/lab-tests/${booked._id}/status`;
    const both = await Promise.all([
      call('PUT', url, tech, { status: 'Sample Collected' }),
      call('PUT', url, tech, { status: 'Sample Collected' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);

    // The one change that went through did its work once: the row, the patient's notice, mail and audit entry.
    const [row] = await t.app.ctx.db.select().from(labTests).where(eq(labTests.id, booked._id));
    expect(row?.status).toBe('Sample Collected');
    expect(row?.collectedAt?.toISOString()).toBe(clock.now().toISOString());
    const notices = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, patient.id), eq(notifications.link, patientLabLink(booked._id))));
    expect(notices.map((n) => n.kind)).toEqual(['lab_test_updated']);
    const mails = await t.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, patient.email));
    const collectedMails = mails.filter(
      (m) => m.text.includes(booked._id) && m.subject.includes('Sample Collected'),
    );
    expect(collectedMails).toHaveLength(1);
    expect(collectedMails[0]?.text).toContain(notices[0]?.message);
    const audits = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'lab_test.status_changed'));
    expect(audits.filter((a) => (a.details as { labTestId?: string }).labTestId === booked._id)).toHaveLength(
      1,
    );
  });

  it('reminds the patient with the preparation the evening before, once, and not after a cancellation', async () => {
    const booked = await bookOk(patient, { city: 'Pune', collectionDate: '2026-12-03' });
    const row = (await t.app.ctx.db.select().from(labTests).where(eq(labTests.id, booked._id)))[0];
    expect(row?.reminderJobId).toBeTruthy();
    const deps = {
      db: t.app.ctx.db,
      clock,
      jobs: t.app.ctx.jobs,
      events: t.app.ctx.events,
      log: t.app.log,
      publicUrl: 'http://localhost',
    };
    clock.set('2026-12-02T13:30:00Z'); // 19:00 India the evening before
    try {
      expect(await sendLabTestReminder({ labTestId: booked._id }, deps)).toBe('sent');
      expect(await sendLabTestReminder({ labTestId: booked._id }, deps)).toBe('already-sent');
    } finally {
      clock.set('2026-12-01T03:30:00Z');
    }
    const bell = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, patient.id));
    const reminder = bell.find((n) => n.kind === 'lab_test_reminder');
    expect(reminder?.message).toBe(
      'Reminder: your Lipid Profile collection is tomorrow, Thu, 3 Dec 2026, 10:00 AM - 12:00 PM. Preparation: Fast 10–12 hours before the collection; water is allowed.',
    );
    expect(reminder?.message).not.toContain('MG Road');

    const other = await bookOk(patient, { city: 'Pune', collectionDate: '2026-12-03' });
    expect((await call('POST', `/api/lab-tests/${other._id}/cancel`, patient, {})).statusCode).toBe(200);
    expect(await sendLabTestReminder({ labTestId: other._id }, deps)).toBe('not-due');
  });
});
