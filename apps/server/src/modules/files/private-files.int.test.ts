import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPORT_UPLOAD, VOICE_NOTE_UPLOAD } from '@arogya/contract/constants/files';
import { fill } from '@arogya/contract/messages';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertTestAppointment } from '../care-notes/test-appointments';
import { AUDIO, fileForm, multipart, PNG, pdfBytes } from './test-fixtures';

let t: TestApp;
let dataDir: string;
let patient: DirectAccount;
let otherPatient: DirectAccount;
let doctor: DirectAccount;
let otherDoctor: DirectAccount;
let nurse: DirectAccount;
let admin: DirectAccount;
let PDF: Buffer;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-private-files-'));
  t = await createTestApp({ config: { dataDir } });
  [patient, otherPatient, doctor, otherDoctor, nurse, admin] = await Promise.all([
    insertAccount(t.app, { role: 'patient' }),
    insertAccount(t.app, { role: 'patient' }),
    insertAccount(t.app, { role: 'doctor' }),
    insertAccount(t.app, { role: 'doctor' }),
    insertAccount(t.app, { role: 'nurse' }),
    insertAccount(t.app, { role: 'admin' }),
  ]);
  PDF = await pdfBytes();
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function stored(purpose: string): string[] {
  const dir = path.join(dataDir, 'files', purpose);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

async function fileRows(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(files);
  return Number(row?.n ?? 0);
}

async function upload(url: string, who: DirectAccount | null, form: ReturnType<typeof multipart>) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...(who ? who.headers : {}) },
  });
}

const uploadReport = (
  who: DirectAccount | null,
  value: Buffer | string,
  filename = 'report.pdf',
  type = 'application/pdf',
) => upload('/api/uploads/report', who, fileForm(value, filename, type));
const uploadVoiceNote = (
  who: DirectAccount | null,
  value: Buffer | string,
  filename = 'note.webm',
  type = 'audio/webm',
) => upload('/api/uploads/voice-note', who, fileForm(value, filename, type));

const read = (url: string, who: DirectAccount | null, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...(who ? who.headers : {}) } });

describe('POST /uploads/report', () => {
  it('stores a PDF for the patient, typed by its bytes', async () => {
    const res = await uploadReport(patient, PDF);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      secure_url: `/api/files/${body._id}`,
      url: `/api/files/${body._id}`,
      _id: body._id,
    });
    const [row] = await t.database.db.select().from(files).where(eq(files.id, body._id));
    expect(row).toMatchObject({
      ownerId: patient.id,
      purpose: 'medical-report',
      contentType: 'application/pdf',
    });
  });

  it('judges a file by its bytes, not its name: a PNG called .pdf is a PNG', async () => {
    const res = await uploadReport(patient, PNG, 'scan.pdf', 'image/png');
    expect(res.statusCode).toBe(201);
    const served = await read(res.json().secure_url, patient);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses a file whose bytes contradict its declared type (PNG bytes sent as application/pdf)', async () => {
    const res = await uploadReport(patient, PNG, 'scan.pdf', 'application/pdf');
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it.each([
    ['text pretending to be a PDF', 'This is not really a PDF, just text.', 'report.pdf', 'application/pdf'],
    ['an empty file', Buffer.alloc(0), 'report.pdf', 'application/pdf'],
    [
      'a Word document',
      Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(64)]),
      'r.docx',
      'application/msword',
    ],
    ['an audio file', AUDIO.mp3, 'r.mp3', 'audio/mpeg'],
  ])('refuses %s with 415 and keeps nothing', async (_label, value, filename, type) => {
    const before = stored('medical-report').length;
    const rows = await fileRows();
    const res = await uploadReport(patient, value, filename, type);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: MSG_BOOKING.reportTypesOnly,
    });
    expect(stored('medical-report')).toHaveLength(before);
    expect(await fileRows()).toBe(rows);
  });

  it('refuses a report over the limit with 413 before storing any of it', async () => {
    const before = stored('medical-report').length;
    const rows = await fileRows();
    const big = Buffer.concat([PDF, Buffer.alloc(REPORT_UPLOAD.maxBytes)]);
    const res = await uploadReport(patient, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      fill(MSG_BOOKING.reportTooLarge, { size: REPORT_UPLOAD.maxBytes / 1024 / 1024 }),
    );
    expect(stored('medical-report')).toHaveLength(before);
    expect(await fileRows()).toBe(rows);
  });

  it('accepts a report of exactly the limit', async () => {
    const exact = Buffer.concat([PDF, Buffer.alloc(REPORT_UPLOAD.maxBytes - PDF.length)]);
    expect((await uploadReport(patient, exact)).statusCode).toBe(201);
  });

  it('needs a file in the field "file"', async () => {
    const res = await upload('/api/uploads/report', patient, multipart([{ name: 'other', value: 'x' }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG_BOOKING.reportRequired);
  });

  it('is for patients only', async () => {
    expect((await uploadReport(doctor, PDF)).statusCode).toBe(403);
    expect((await uploadReport(admin, PDF)).statusCode).toBe(403);
    expect((await uploadReport(null, PDF)).statusCode).toBe(401);
  });
});

describe('POST /uploads/voice-note', () => {
  it.each<[keyof typeof AUDIO, string]>([
    ['webm', 'audio/webm'],
    ['ogg', 'audio/ogg'],
    ['mp3', 'audio/mpeg'],
    ['wav', 'audio/wav'],
    ['mp4', 'audio/mp4'],
    ['m4a', 'audio/mp4'],
  ])('stores a %s recording as %s', async (kind, contentType) => {
    const res = await uploadVoiceNote(doctor, AUDIO[kind], `note.${kind}`, 'application/octet-stream');
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, res.json()._id));
    expect(row).toMatchObject({ ownerId: doctor.id, purpose: 'voice-note', contentType });
  });

  it.each<[keyof typeof AUDIO, string]>([
    ['webm', 'audio/webm;codecs=opus'],
    ['ogg', 'audio/ogg; codecs=opus'],
    ['mp3', 'audio/mp3'],
    ['wav', 'audio/x-wav'],
    ['mp4', 'audio/mp4'],
    ['m4a', 'audio/x-m4a'],
  ])('accepts a %s recording declared as browsers declare it (%s)', async (kind, declared) => {
    expect((await uploadVoiceNote(doctor, AUDIO[kind], `note.${kind}`, declared)).statusCode).toBe(201);
  });

  it('refuses a recording declared as another type (WebM bytes sent as audio/mpeg)', async () => {
    const res = await uploadVoiceNote(doctor, AUDIO.webm, 'note.mp3', 'audio/mpeg');
    expect(res.statusCode).toBe(415);
  });

  it('takes nurses too', async () => {
    expect((await uploadVoiceNote(nurse, AUDIO.webm)).statusCode).toBe(201);
  });

  it('refuses what is not audio, whatever it is called', async () => {
    for (const value of [PNG, PDF, Buffer.from('RIFF but not really audio')]) {
      const res = await uploadVoiceNote(doctor, value, 'note.webm', 'audio/webm');
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(MSG_APPOINTMENTS.voiceNoteTypesOnly);
    }
  });

  it('refuses a recording over the limit with 413', async () => {
    const rows = await fileRows();
    const res = await uploadVoiceNote(
      doctor,
      Buffer.concat([AUDIO.webm, Buffer.alloc(VOICE_NOTE_UPLOAD.maxBytes)]),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      fill(MSG_APPOINTMENTS.voiceNoteTooLarge, { size: VOICE_NOTE_UPLOAD.maxBytes / 1024 / 1024 }),
    );
    expect(await fileRows()).toBe(rows);
  });

  it('is for doctors and nurses only', async () => {
    expect((await uploadVoiceNote(patient, AUDIO.webm)).statusCode).toBe(403);
    expect((await uploadVoiceNote(null, AUDIO.webm)).statusCode).toBe(401);
  });
});

describe('GET /files/{id}: who may read a private file', () => {
  it("serves a medical report to its owner and the booked professional only; others can't tell it exists", async () => {
    const url = (await uploadReport(patient, PDF)).json().secure_url as string;
    const fileId = url.split('/').at(-1)!;
    // Booked with `doctor`, report attached; `otherDoctor` sees the same patient without the report.
    await insertTestAppointment(t.database.db, {
      patientId: patient.id,
      professionalId: doctor.id,
      appointmentDate: '2030-01-10',
      status: 'Confirmed',
      reportFileId: fileId,
    });
    await insertTestAppointment(t.database.db, {
      patientId: patient.id,
      professionalId: otherDoctor.id,
      appointmentDate: '2030-01-11',
      status: 'Confirmed',
    });

    for (const who of [patient, doctor]) {
      const res = await read(url, who);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
      expect(res.rawPayload.equals(PDF)).toBe(true);
    }
    const unknown = await read('/api/files/00000000-0000-4000-8000-000000000000', patient);
    for (const who of [null, otherPatient, otherDoctor, nurse, admin]) {
      const res = await read(url, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MSG_PROFILE.fileNotFound);
      expect(res.json().code).toBe(unknown.json().code);
    }
  });

  it('serves a voice note to the professional who recorded it and the patient of its appointment only', async () => {
    const url = (await uploadVoiceNote(doctor, AUDIO.webm)).json().secure_url as string;
    await insertTestAppointment(t.database.db, {
      patientId: patient.id,
      professionalId: doctor.id,
      appointmentDate: '2025-06-02',
      voiceNoteUrl: url,
    });
    for (const who of [doctor, patient]) {
      const res = await read(url, who);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/webm');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    for (const who of [null, otherPatient, otherDoctor, nurse, admin])
      expect((await read(url, who)).statusCode).toBe(404);
  });

  it('keeps an unattached upload private to its owner', async () => {
    const report = (await uploadReport(otherPatient, PNG, 'x.png', 'image/png')).json().secure_url as string;
    expect((await read(report, otherPatient)).statusCode).toBe(200);
    for (const who of [null, patient, doctor]) expect((await read(report, who)).statusCode).toBe(404);
    const note = (await uploadVoiceNote(nurse, AUDIO.ogg, 'note.ogg', 'audio/ogg')).json()
      .secure_url as string;
    expect((await read(note, nurse)).statusCode).toBe(200);
    for (const who of [null, patient, doctor]) expect((await read(note, who)).statusCode).toBe(404);
  });

  it('never answers a private file with 304, even to a matching ETag', async () => {
    const url = (await uploadReport(patient, PDF)).json().secure_url as string;
    const id = url.split('/').at(-1)!;
    const res = await read(url, patient, { 'if-none-match': `"${id}"` });
    expect(res.statusCode).toBe(200);
  });

  it('still serves profile pictures to anyone, cacheably', async () => {
    const res = await upload('/api/uploads/image', doctor, fileForm(PNG, 'p.png', 'image/png'));
    const served = await read(res.json().secure_url, null);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });
});
