import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EMERGENCY_NUMBER } from '@arogya/contract/constants/ambulance';
import { SOCKET_EVENTS } from '@arogya/contract/events';
import { fill } from '@arogya/contract/messages';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import {
  appointmentUpdatedSchema,
  followUpScheduledSchema,
  followUpSchema,
  patientSummarySchema,
} from '@arogya/contract/schemas/appointments';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appointments } from '../../db/schema/appointments';
import { followUps, notifications } from '../../db/schema/care';
import { fixedClock } from '../../lib/clock';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { AUDIO, fileForm, pdfBytes } from '../files/test-fixtures';
import { insertTestAppointment } from './test-appointments';

/** Noon in India on 20 Nov 2026. */
const NOW = '2026-11-20T06:30:00Z';
const TODAY = '2026-11-20';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let dataDir: string;
let patient: DirectAccount;
let otherPatient: DirectAccount;
let doctor: DirectAccount;
let otherDoctor: DirectAccount;
let nurse: DirectAccount;
let admin: DirectAccount;
/** Completed with `doctor`, and the patient's upcoming visit with them. */
let completed: string;
let confirmed: string;
let nurseVisit: string;
let reportUrl: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-care-notes-'));
  t = await createTestApp({ config: { dataDir }, clock: fixedClock(NOW) });
  [patient, otherPatient, doctor, otherDoctor, nurse, admin] = await Promise.all([
    insertAccount(t.app, { role: 'patient', name: 'Priya Sharma' }),
    insertAccount(t.app, { role: 'patient', name: 'Rahul Verma' }),
    insertAccount(t.app, { role: 'doctor', name: 'Arjun Mehta', specialty: 'Cardiologist' }),
    insertAccount(t.app, { role: 'doctor', name: 'Neha Kapoor', specialty: 'Dermatologist' }),
    insertAccount(t.app, { role: 'nurse', name: 'Maria Fernandes', specialty: 'Elder Care' }),
    insertAccount(t.app, { role: 'admin' }),
  ]);
  const form = fileForm(await pdfBytes(), 'ecg.pdf', 'application/pdf');
  const report = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/report',
    headers: { ...patient.headers, ...form.headers },
    payload: form.payload,
  });
  reportUrl = report.json().secure_url;
  const db = t.database.db;
  completed = await insertTestAppointment(db, {
    patientId: patient.id,
    professionalId: doctor.id,
    appointmentDate: '2026-11-18',
    symptoms: 'Chest tightness on climbing stairs for 2 weeks.',
    previousMeds: 'Amlodipine 5 mg; Atorvastatin',
    doctorNotes: 'ECG normal. Review in two weeks with a lipid profile.',
  });
  confirmed = await insertTestAppointment(db, {
    patientId: patient.id,
    professionalId: doctor.id,
    appointmentDate: '2026-11-25',
    appointmentTime: '01:30 PM',
    status: 'Confirmed',
    symptoms: 'Chest pain and breathlessness when climbing stairs.',
    previousMeds: 'Amlodipine 5 mg, Atorvastatin',
    reportFileId: reportUrl.split('/').at(-1)!,
  });
  nurseVisit = await insertTestAppointment(db, {
    patientId: patient.id,
    professionalId: nurse.id,
    professionalRole: 'nurse',
    appointmentDate: '2026-11-10',
    doctorNotes: 'Dressing changed; wound healing well.',
    relayNote: 'Wound dressing to be changed every two days.',
  });
  // A cancelled visit with another doctor, and another patient's visit: neither belongs in the summary.
  await insertTestAppointment(db, {
    patientId: patient.id,
    professionalId: otherDoctor.id,
    appointmentDate: '2026-11-01',
    status: 'Cancelled',
    doctorNotes: null,
  });
  await insertTestAppointment(db, {
    patientId: otherPatient.id,
    professionalId: otherDoctor.id,
    appointmentDate: '2026-11-02',
    doctorNotes: 'Another patient entirely.',
  });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let pushes: Array<{ userId: string; event: string; payload: unknown }>;
beforeEach(() => {
  pushes = [];
  vi.restoreAllMocks();
  vi.spyOn(t.app.ctx.realtime, 'toUser').mockImplementation((userId, event, payload) => {
    pushes.push({ userId, event, payload });
  });
});

function call(method: 'GET' | 'POST' | 'PUT', url: string, who: DirectAccount | null, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: who ? who.headers : {},
    ...(payload ? { payload } : {}),
  });
}

async function uploadVoiceNote(who: DirectAccount): Promise<string> {
  const form = fileForm(AUDIO.webm, 'note.webm', 'audio/webm');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/voice-note',
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().secure_url;
}

async function appointmentRow(id: string) {
  const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
  return row!;
}

/** The refusals every professional-only route gives, in one place. */
async function expectProfessionalOnly(method: 'GET' | 'POST' | 'PUT', suffix: string, payload?: object) {
  for (const who of [patient, otherPatient, otherDoctor, nurse, admin]) {
    const res = await call(method, `/api/appointments/${completed}${suffix}`, who, payload);
    expect(res.statusCode, `${suffix} as ${who.role}`).toBe(403);
    expect(res.json().message).toBe(MSG_APPOINTMENTS.onlyTheProfessional);
  }
  const unknown = await call(method, `/api/appointments/${UNKNOWN}${suffix}`, doctor, payload);
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toBe(MSG_APPOINTMENTS.notFound);
  expect((await call(method, `/api/appointments/${completed}${suffix}`, null, payload)).statusCode).toBe(401);
  expect((await call(method, `/api/appointments/not-an-id${suffix}`, doctor, payload)).statusCode).toBe(400);
}

describe('POST /appointments/{id}/voicenote', () => {
  it("saves the professional's recording; the patient may then play it, nobody else", async () => {
    const url = await uploadVoiceNote(doctor);
    expect((await call('GET', url, patient)).statusCode).toBe(404);

    const res = await call('POST', `/api/appointments/${completed}/voicenote`, doctor, { voiceNoteUrl: url });
    expect(res.statusCode).toBe(200);
    const body = appointmentUpdatedSchema.parse(res.json());
    expect(body.msg).toBe(MSG_APPOINTMENTS.voiceNoteSaved);
    expect(body.message).toBe(body.msg);
    expect(body.data).toMatchObject({
      _id: completed,
      voiceNoteUrl: url,
      voiceRecording: url,
      status: 'Completed',
    });
    // The professional's view carries the other professionals' relay notes on this patient.
    expect(body.data.sharedRelayNotes).toEqual([
      expect.objectContaining({
        doctorName: 'Maria Fernandes',
        doctorDesignation: 'Elder Care',
        note: 'Wound dressing to be changed every two days.',
      }),
    ]);
    expect((await call('GET', url, patient)).statusCode).toBe(200);
    expect((await call('GET', url, otherPatient)).statusCode).toBe(404);
    expect(
      pushes
        .filter((p) => p.event === SOCKET_EVENTS.appointmentUpdated)
        .map((p) => p.userId)
        .sort(),
    ).toEqual([patient.id, doctor.id].sort());
  });

  it('waits until the appointment is completed', async () => {
    const url = await uploadVoiceNote(doctor);
    const res = await call('POST', `/api/appointments/${confirmed}/voicenote`, doctor, { voiceNoteUrl: url });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG_APPOINTMENTS.notCompletedYet);
    expect((await appointmentRow(confirmed)).voiceNoteUrl).toBeNull();
  });

  it("takes only a voice note this professional uploaded — never someone else's file", async () => {
    const before = (await appointmentRow(completed)).voiceNoteUrl;
    const theirs = await uploadVoiceNote(otherDoctor);
    for (const voiceNoteUrl of [
      theirs,
      reportUrl, // the patient's report: saving it would not make it a voice note
      `/api/files/${UNKNOWN}`,
      '/api/files/not-a-uuid',
      `https://elsewhere.example/api/files/${theirs.split('/').at(-1)}`,
      'javascript:alert(1)',
    ]) {
      const res = await call('POST', `/api/appointments/${completed}/voicenote`, doctor, { voiceNoteUrl });
      expect(res.statusCode, voiceNoteUrl).toBe(400);
      expect(res.json()).toMatchObject({
        message: MSG_APPOINTMENTS.voiceNoteNotUploaded,
        details: [{ path: 'body.voiceNoteUrl' }],
      });
    }
    expect(
      (await call('POST', `/api/appointments/${completed}/voicenote`, doctor, { voiceNoteUrl: '' }))
        .statusCode,
    ).toBe(400);
    expect((await appointmentRow(completed)).voiceNoteUrl).toBe(before);
  });

  it("is for the appointment's professional only", async () => {
    const url = await uploadVoiceNote(otherDoctor);
    await expectProfessionalOnly('POST', '/voicenote', { voiceNoteUrl: url });
  });
});

describe('PUT /appointments/{id}/relay', () => {
  it('saves a trimmed note, shows it to the other professionals of the patient, and clears it with ""', async () => {
    const res = await call('PUT', `/api/appointments/${completed}/relay`, doctor, {
      relayNote: '  Check blood pressure weekly.  ',
    });
    expect(res.statusCode).toBe(200);
    const body = appointmentUpdatedSchema.parse(res.json());
    expect(body.msg).toBe(MSG_APPOINTMENTS.relayNoteSaved);
    expect(body.data.relayNote).toBe('Check blood pressure weekly.');

    // The nurse caring for the same patient sees it on her own appointment.
    const nurseView = await call('PUT', `/api/appointments/${nurseVisit}/relay`, nurse, {
      relayNote: 'Wound dressing to be changed every two days.',
    });
    expect(nurseView.json().data.sharedRelayNotes).toEqual([
      expect.objectContaining({
        doctorName: 'Arjun Mehta',
        doctorDesignation: 'Cardiologist',
        note: 'Check blood pressure weekly.',
        appointmentId: completed,
      }),
    ]);

    const cleared = await call('PUT', `/api/appointments/${completed}/relay`, doctor, { relayNote: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.relayNote).toBeNull();
    const after = await call('PUT', `/api/appointments/${nurseVisit}/relay`, nurse, {
      relayNote: 'Wound dressing to be changed every two days.',
    });
    expect(after.json().data.sharedRelayNotes).toEqual([]);
  });

  it('waits until the appointment is completed, and bounds the note', async () => {
    const early = await call('PUT', `/api/appointments/${confirmed}/relay`, doctor, { relayNote: 'x' });
    expect(early.statusCode).toBe(409);
    expect((await appointmentRow(confirmed)).relayNote).toBeNull();
    const long = await call('PUT', `/api/appointments/${completed}/relay`, doctor, {
      relayNote: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect((await call('PUT', `/api/appointments/${completed}/relay`, doctor, {})).statusCode).toBe(400);
  });

  it("is for the appointment's professional only", async () => {
    await expectProfessionalOnly('PUT', '/relay', { relayNote: 'Not mine to write.' });
  });
});

describe('POST /appointments/{id}/schedule-follow-up', () => {
  const schedule = (id: string, who: DirectAccount | null, followUpDate: string, note?: string) =>
    call('POST', `/api/appointments/${id}/schedule-follow-up`, who, {
      followUpDate,
      ...(note !== undefined ? { note } : {}),
    });

  const notificationsOf = (userId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'follow_up_scheduled')));

  it.each<[string, string]>([
    [TODAY, MSG_APPOINTMENTS.followUpDateNotFuture],
    ['2026-11-19', MSG_APPOINTMENTS.followUpDateNotFuture],
    ['2027-02-30', fill(MSG_APPOINTMENTS.followUpInvalidDate, { date: '2027-02-30' })],
    ['2027-11-21', fill(MSG_APPOINTMENTS.followUpDateTooFar, { days: 365 })],
  ])('refuses %s', async (date, message) => {
    const res = await schedule(completed, doctor, date);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, details: [{ path: 'body.followUpDate' }] });
  });

  it('refuses a date not written YYYY-MM-DD', async () => {
    expect((await schedule(completed, doctor, '04/12/2026')).statusCode).toBe(400);
  });

  it('creates the follow-up, notifies the patient with a link to book it, and moves it on a second call', async () => {
    const res = await schedule(completed, doctor, '2026-12-04', 'Bring the lipid profile report.');
    expect(res.statusCode).toBe(200);
    const body = followUpScheduledSchema.parse(res.json());
    expect(body.msg).toBe(MSG_APPOINTMENTS.followUpScheduled);
    expect(body.data).toMatchObject({
      appointmentId: completed,
      followUpDate: '2026-12-04',
      note: 'Bring the lipid profile report.',
      doctor: { _id: doctor.id, name: 'Arjun Mehta', specialty: 'Cardiologist' },
      symptoms: 'Chest tightness on climbing stairs for 2 weeks.',
      previousMeds: 'Amlodipine 5 mg; Atorvastatin',
      lastVisitTime: '2026-11-18 11:00 AM',
      bookedAppointmentId: null,
    });
    const id = body.data._id;

    const [notice] = await notificationsOf(patient.id);
    expect(notice).toMatchObject({
      link: `/follow-up/${id}`,
      appointmentId: completed,
      message: 'Dr. Arjun Mehta scheduled a follow-up visit for Fri, 4 Dec 2026. Tap to book it.',
    });
    expect(pushes).toContainEqual({
      userId: patient.id,
      event: SOCKET_EVENTS.newNotification,
      payload: expect.objectContaining({ link: `/follow-up/${id}`, kind: 'follow_up_scheduled' }),
    });

    // One follow-up per appointment: the second call moves it.
    const moved = await schedule(completed, doctor, '2026-12-18');
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ _id: id, followUpDate: '2026-12-18', note: '' });
    const rows = await t.database.db.select().from(followUps).where(eq(followUps.appointmentId, completed));
    expect(rows).toHaveLength(1);
    expect(await notificationsOf(patient.id)).toHaveLength(2);

    // The appointment now carries it, for both sides.
    const [row] = rows;
    expect(row).toMatchObject({ patientId: patient.id, professionalId: doctor.id });
  });

  it('accepts a date exactly a year ahead', async () => {
    expect((await schedule(completed, doctor, '2027-11-20')).statusCode).toBe(200);
  });

  it('makes one follow-up out of two simultaneous calls', async () => {
    const visit = await insertTestAppointment(t.database.db, {
      patientId: otherPatient.id,
      professionalId: doctor.id,
      appointmentDate: '2026-11-19',
    });
    const results = await Promise.all([
      schedule(visit, doctor, '2026-12-01'),
      schedule(visit, doctor, '2026-12-02'),
      schedule(visit, doctor, '2026-12-03'),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.json().data._id)).size).toBe(1);
    const rows = await t.database.db.select().from(followUps).where(eq(followUps.appointmentId, visit));
    expect(rows).toHaveLength(1);
  });

  it('cannot be moved once the patient has booked it', async () => {
    const visit = await insertTestAppointment(t.database.db, {
      patientId: otherPatient.id,
      professionalId: doctor.id,
      appointmentDate: '2026-11-17',
    });
    const first = await schedule(visit, doctor, '2026-12-07');
    const followUpId = first.json().data._id as string;
    const booking = await insertTestAppointment(t.database.db, {
      patientId: otherPatient.id,
      professionalId: doctor.id,
      appointmentDate: '2026-12-07',
      status: 'Pending',
    });
    await t.database.db
      .update(followUps)
      .set({ bookedAppointmentId: booking })
      .where(eq(followUps.id, followUpId));
    const before = (await notificationsOf(otherPatient.id)).length;

    const res = await schedule(visit, doctor, '2026-12-10');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG_APPOINTMENTS.followUpLocked);
    const [row] = await t.database.db.select().from(followUps).where(eq(followUps.id, followUpId));
    expect(row?.followUpDate).toBe('2026-12-07');
    expect(await notificationsOf(otherPatient.id)).toHaveLength(before);
  });

  it('waits until the appointment is completed', async () => {
    const res = await schedule(confirmed, doctor, '2026-12-04');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG_APPOINTMENTS.notCompletedYet);
  });

  it("is for the appointment's professional only", async () => {
    await expectProfessionalOnly('POST', '/schedule-follow-up', { followUpDate: '2026-12-04', note: '' });
  });
});

describe('GET /follow-ups/{id}', () => {
  it('gives the follow-up to its patient and its professional, and 404 to everyone else', async () => {
    const created = await call('POST', `/api/appointments/${nurseVisit}/schedule-follow-up`, nurse, {
      followUpDate: '2026-11-27',
      note: 'Dressing check.',
    });
    const id = created.json().data._id as string;
    for (const who of [patient, nurse]) {
      const res = await call('GET', `/api/follow-ups/${id}`, who);
      expect(res.statusCode).toBe(200);
      expect(followUpSchema.parse(res.json())).toMatchObject({
        _id: id,
        followUpDate: '2026-11-27',
        note: 'Dressing check.',
        doctor: { _id: nurse.id, name: 'Maria Fernandes', role: 'nurse' },
        lastVisitTime: '2026-11-10 09:00 AM',
      });
    }
    for (const who of [otherPatient, doctor, otherDoctor, admin]) {
      const res = await call('GET', `/api/follow-ups/${id}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MSG_APPOINTMENTS.followUpNotFound);
    }
    expect((await call('GET', `/api/follow-ups/${UNKNOWN}`, patient)).statusCode).toBe(404);
    expect((await call('GET', `/api/follow-ups/${id}`, null)).statusCode).toBe(401);
  });
});

describe('GET /appointments/{id}/summary', () => {
  it("summarises this booking, the patient's other visits and follow-ups for the professional", async () => {
    const res = await call('GET', `/api/appointments/${confirmed}/summary`, doctor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = patientSummarySchema.parse(res.json());
    expect(body.generatedAt).toBe(new Date(NOW).toISOString());
    expect(body.sections.map((s) => s.title)).toEqual([
      'Presenting complaint',
      'Previous medication',
      'Visit history',
      'Follow-ups',
      'Points to check',
    ]);
    const section = (title: string) => body.sections.find((s) => s.title === title)!.items;
    expect(body.summary).toContain('Priya Sharma booked an In-Home Visit for 25 Nov 2026 at 01:30 PM');
    expect(section('Presenting complaint')).toContain(
      'The patient attached a medical report to this booking.',
    );
    expect(section('Previous medication')).toEqual(['Amlodipine 5 mg', 'Atorvastatin']);
    const history = section('Visit history').join('\n');
    expect(history).toContain('18 Nov 2026: In-Home Visit with Dr. Arjun Mehta (Cardiologist), Completed.');
    expect(history).toContain('Notes: ECG normal. Review in two weeks with a lipid profile.');
    expect(history).toContain('Nurse Assignment with Maria Fernandes (Elder Care), Completed.');
    // Cancelled visits and other patients' visits are not part of it.
    expect(history).not.toContain('Neha Kapoor');
    expect(history).not.toContain('Another patient');
    expect(section('Follow-ups').join('\n')).toMatch(/suggested by Dr\. Arjun Mehta/);
    const points = section('Points to check').join('\n');
    expect(points).toContain(`call ${EMERGENCY_NUMBER}`);
    expect(points).toContain('chest pain');
    expect(points).toContain('Review the attached medical report');
  });

  it("is for the appointment's professional only — not even the patient", async () => {
    await expectProfessionalOnly('GET', '/summary');
  });
});

describe('GET /appointments/{id}/intake-form', () => {
  async function expectPdf(res: Awaited<ReturnType<typeof call>>) {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(res.rawPayload);
    return doc;
  }

  it('is a real PDF for the professional and the patient of the appointment', async () => {
    for (const who of [doctor, patient]) {
      const res = await call('GET', `/api/appointments/${confirmed}/intake-form`, who);
      const doc = await expectPdf(res);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(doc.getTitle()).toBe('Patient intake form: Priya Sharma, 2026-11-25');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="intake-2026-11-25-priya-sharma.pdf"',
      );
    }
  });

  it('copes with long text and scripts the PDF fonts cannot draw', async () => {
    const someone = await insertAccount(t.app, { role: 'patient', name: 'प्रिया "Pri" शर्मा' });
    const id = await insertTestAppointment(t.database.db, {
      patientId: someone.id,
      professionalId: doctor.id,
      appointmentDate: '2026-11-26',
      status: 'Pending',
      symptoms: `बुखार और खांसी, ₹500 की दवा ली। ${'Headache and fever since Monday, worse at night. '.repeat(38)}`,
      previousMeds: `${'Paracetamol as needed; '.repeat(40)}€ and ₹ and 日本語`,
    });
    const res = await call('GET', `/api/appointments/${id}/intake-form`, someone);
    const doc = await expectPdf(res);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(res.headers['content-disposition']).toBe('attachment; filename="intake-2026-11-26-pri.pdf"');
  });

  it('is refused to everyone else', async () => {
    for (const who of [otherPatient, otherDoctor, nurse, admin]) {
      const res = await call('GET', `/api/appointments/${confirmed}/intake-form`, who);
      expect(res.statusCode, who.role).toBe(403);
      expect(res.json().message).toBe(MSG_APPOINTMENTS.onlyTheParties);
    }
    expect((await call('GET', `/api/appointments/${UNKNOWN}/intake-form`, doctor)).statusCode).toBe(404);
    expect((await call('GET', `/api/appointments/${confirmed}/intake-form`, null)).statusCode).toBe(401);
  });
});
