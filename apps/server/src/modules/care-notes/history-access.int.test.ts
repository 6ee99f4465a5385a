import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { fileForm, pdfBytes } from '../files/test-fixtures';
import { insertTestAppointment } from './test-appointments';

/**
 * Access ends with the relationship (appointments.policy `professionalAccessFor`): through a Confirmed or
 * Completed appointment its professional reads the patient's history; through a Pending one only that
 * appointment's own data; through a Cancelled one nothing. Every route that serves patient history is
 * checked in every state, and against another professional's appointment.
 */

const NOW = '2026-11-20T06:30:00Z';
const OTHER_NOTES = 'Other doctor: lipid profile raised, started statin.';
const OTHER_RELAY = 'Relay from the other doctor: watch blood pressure.';
const STATES = ['Pending', 'Confirmed', 'Completed', 'Cancelled'] as const;
type State = (typeof STATES)[number];

let t: TestApp;
let dataDir: string;
let patient: DirectAccount;
let doctor: DirectAccount;
let otherDoctor: DirectAccount;
const appointmentIn = {} as Record<State, string>;
const reportIn = {} as Record<State, string>;
let othersAppointment: string;

function get(url: string, who: DirectAccount) {
  return t.app.inject({ method: 'GET', url, headers: who.headers });
}

async function uploadReport(): Promise<string> {
  const form = fileForm(await pdfBytes(), 'report.pdf', 'application/pdf');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/report',
    headers: { ...patient.headers, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().secure_url;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-history-access-'));
  t = await createTestApp({ config: { dataDir }, clock: fixedClock(NOW) });
  [patient, doctor, otherDoctor] = await Promise.all([
    insertAccount(t.app, { role: 'patient', name: 'Priya Sharma' }),
    insertAccount(t.app, { role: 'doctor', name: 'Arjun Mehta', specialty: 'Cardiologist' }),
    insertAccount(t.app, { role: 'doctor', name: 'Neha Kapoor', specialty: 'General Physician' }),
  ]);
  const db = t.database.db;
  othersAppointment = await insertTestAppointment(db, {
    patientId: patient.id,
    professionalId: otherDoctor.id,
    appointmentDate: '2026-11-10',
    doctorNotes: OTHER_NOTES,
    relayNote: OTHER_RELAY,
  });
  let day = 21;
  for (const status of STATES) {
    reportIn[status] = await uploadReport();
    appointmentIn[status] = await insertTestAppointment(db, {
      patientId: patient.id,
      professionalId: doctor.id,
      appointmentDate: `2026-11-${day++}`,
      status,
      symptoms: `Own symptoms of the ${status} visit.`,
      reportFileId: reportIn[status].split('/').at(-1)!,
    });
  }
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the AI summary', () => {
  it.each(['Confirmed', 'Completed'] as const)(
    'through a %s appointment includes the other visits',
    async (s) => {
      const res = await get(`/api/appointments/${appointmentIn[s]}/summary`, doctor);
      expect(res.statusCode).toBe(200);
      expect(JSON.stringify(res.json())).toContain('lipid profile raised');
    },
  );

  it('through a Pending appointment gives only its own data', async () => {
    const res = await get(`/api/appointments/${appointmentIn.Pending}/summary`, doctor);
    expect(res.statusCode).toBe(200);
    const text = JSON.stringify(res.json());
    expect(text).toContain('Own symptoms of the Pending visit');
    expect(text).not.toContain('lipid profile raised');
    expect(text).not.toContain('Neha Kapoor');
  });

  it('through a Cancelled appointment is refused with the reason', async () => {
    const res = await get(`/api/appointments/${appointmentIn.Cancelled}/summary`, doctor);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(MSG_APPOINTMENTS.historyClosedCancelled);
  });

  it("of another professional's appointment is refused", async () => {
    const res = await get(`/api/appointments/${othersAppointment}/summary`, doctor);
    expect(res.statusCode).toBe(403);
  });
});

describe('the intake form', () => {
  it.each(['Pending', 'Confirmed', 'Completed'] as const)(
    'of a %s appointment opens for its professional',
    async (s) => {
      const res = await get(`/api/appointments/${appointmentIn[s]}/intake-form`, doctor);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    },
  );

  it('of a Cancelled appointment is refused to its professional but kept for its patient', async () => {
    const res = await get(`/api/appointments/${appointmentIn.Cancelled}/intake-form`, doctor);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(MSG_APPOINTMENTS.historyClosedCancelled);
    const mine = await get(`/api/appointments/${appointmentIn.Cancelled}/intake-form`, patient);
    expect(mine.statusCode).toBe(200);
  });

  it("of another professional's appointment is refused", async () => {
    expect((await get(`/api/appointments/${othersAppointment}/intake-form`, doctor)).statusCode).toBe(403);
  });
});

describe('the attached report', () => {
  it.each(['Pending', 'Confirmed', 'Completed'] as const)(
    'of a %s appointment downloads for its professional',
    async (s) => {
      expect((await get(reportIn[s], doctor)).statusCode).toBe(200);
    },
  );

  it('of a Cancelled appointment is not served to its professional, still to its patient', async () => {
    expect((await get(reportIn.Cancelled, doctor)).statusCode).toBe(404);
    expect((await get(reportIn.Cancelled, patient)).statusCode).toBe(200);
  });

  it("of another professional's appointment is not served", async () => {
    expect((await get(reportIn.Confirmed, otherDoctor)).statusCode).toBe(404);
  });
});

describe("the professional's appointment list", () => {
  async function viewOf(state: State) {
    const res = await get('/api/appointments/my-appointments', doctor);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<Record<string, unknown>>;
    const found = list.find((a) => a._id === appointmentIn[state]);
    if (!found) throw new Error(`no ${state} appointment in the list`);
    return found;
  }

  it.each(['Confirmed', 'Completed'] as const)(
    "shares other professionals' relay notes through a %s appointment",
    async (s) => {
      const view = await viewOf(s);
      expect(view.sharedRelayNotes).toEqual([expect.objectContaining({ note: OTHER_RELAY })]);
    },
  );

  it('shares no relay notes through a Pending appointment, but shows its own symptoms and report', async () => {
    const view = await viewOf('Pending');
    expect(view.sharedRelayNotes).toEqual([]);
    expect(view.symptoms).toBe('Own symptoms of the Pending visit.');
    expect(view.reportUrl).toBe(reportIn.Pending);
  });

  it('withholds everything of the patient through a Cancelled appointment', async () => {
    const view = await viewOf('Cancelled');
    expect(view.sharedRelayNotes).toEqual([]);
    expect(view.symptoms).toBe('');
    expect(view.previousMeds).toBe('');
    expect(view.reportUrl).toBeNull();
  });

  it('still shows the patient everything of their cancelled appointment', async () => {
    const res = await get('/api/appointments/my-appointments', patient);
    const mine = (res.json().data as Array<Record<string, unknown>>).find(
      (a) => a._id === appointmentIn.Cancelled,
    );
    expect(mine?.symptoms).toBe('Own symptoms of the Cancelled visit.');
    expect(mine?.reportUrl).toBe(reportIn.Cancelled);
  });
});
