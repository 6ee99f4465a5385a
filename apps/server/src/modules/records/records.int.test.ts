import { RECORDS_UPLOAD } from '@arogya/contract/constants/records';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_RECORDS } from '@arogya/contract/messages/records';
import {
  healthRecordListSchema,
  recordShareSchema,
  sharedRecordListSchema,
  shareTargetListSchema,
  uploadRecordsResultSchema,
} from '@arogya/contract/schemas/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertTestAppointment } from '../care-notes/test-appointments';

const clock = fixedClock('2030-03-10T04:30:00.000Z');
let t: TestApp;
let patient: DirectAccount;
let stranger: DirectAccount;
let doctor: DirectAccount;
let nurse: DirectAccount;
let otherDoctor: DirectAccount;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
const TEXT = Buffer.from('Blood pressure 120/80\nरक्तचाप सामान्य\n', 'utf8');
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

function multipart(files: { name: string; bytes: Buffer; type?: string; field?: string }[]) {
  const boundary = '----arogyarecords';
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(who: DirectAccount, files: Parameters<typeof multipart>[0]) {
  const { payload, headers } = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: '/api/records',
    headers: { ...who.headers, ...headers },
    payload,
  });
}

function call(method: 'GET' | 'POST' | 'DELETE', url: string, who: DirectAccount, payload?: object) {
  return t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
}

async function list(who: DirectAccount) {
  return healthRecordListSchema.parse((await call('GET', '/api/records', who)).json());
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  [patient, stranger, doctor, nurse, otherDoctor] = await Promise.all([
    insertAccount(t.app, { role: 'patient', name: 'Priya Sharma' }),
    insertAccount(t.app, { role: 'patient' }),
    insertAccount(t.app, { role: 'doctor', name: 'Arjun Mehta', approvalStatus: 'approved' }),
    insertAccount(t.app, { role: 'nurse', approvalStatus: 'approved' }),
    insertAccount(t.app, { role: 'doctor', approvalStatus: 'approved' }),
  ]);
  await insertTestAppointment(t.app.ctx.db, {
    patientId: patient.id,
    professionalId: doctor.id,
    appointmentDate: '2030-03-09',
    status: 'Completed',
  });
  await insertTestAppointment(t.app.ctx.db, {
    patientId: patient.id,
    professionalId: otherDoctor.id,
    appointmentDate: '2030-03-08',
    status: 'Cancelled',
  });
});
afterAll(async () => {
  await t?.close();
});

describe('uploads', () => {
  it('stores images, PDF and text recognised by content, and lists them newest first', async () => {
    const res = await upload(patient, [
      { name: 'scan.png', bytes: PNG, type: 'image/png' },
      // Named .txt, but the bytes are a PDF: stored as what it is.
      { name: 'report.txt', bytes: PDF },
      { name: '../../etc/bp-notes.txt', bytes: TEXT, type: 'text/plain' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const result = uploadRecordsResultSchema.parse(res.json());
    expect(result.msg).toBe(fill(MSG_RECORDS.uploadedCount, { count: 3 }));
    expect(result.records.map((r) => [r.name, r.type, r.size, r.status])).toEqual([
      ['scan.png', 'image/png', PNG.length, 'uploaded'],
      ['report.txt', 'application/pdf', PDF.length, 'uploaded'],
      ['bp-notes.txt', 'text/plain', TEXT.length, 'uploaded'],
    ]);
    const mine = await list(patient);
    expect(mine).toHaveLength(3);
    expect(await list(stranger)).toEqual([]);

    const text = mine.find((r) => r.name === 'bp-notes.txt');
    const download = await call('GET', `/api/records/${text?._id}/download`, patient);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(TEXT)).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment;');
    expect(download.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses another type, an empty or oversized drop, too many files — storing none of them', async () => {
    const before = (await list(patient)).length;
    const exe = await upload(patient, [
      { name: 'ok.png', bytes: PNG },
      { name: 'virus.pdf', bytes: EXE, type: 'application/pdf' },
    ]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toMatch(/^File type must be /);
    const big = await upload(patient, [
      { name: 'big.txt', bytes: Buffer.alloc(RECORDS_UPLOAD.maxBytes + 1, 0x61) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(fill(MSG_RECORDS.fileTooLarge, { bytes: RECORDS_UPLOAD.maxBytes }));
    const drop = await upload(
      patient,
      Array.from({ length: 6 }, (_, i) => ({
        name: `part${i}.txt`,
        bytes: Buffer.alloc(RECORDS_UPLOAD.maxBytes - 1, 0x61),
      })),
    );
    expect(drop.statusCode).toBe(413);
    expect(drop.json().message).toBe(fill(MSG_RECORDS.dropTooLarge, { mb: 50 }));
    const many = await upload(
      patient,
      Array.from({ length: RECORDS_UPLOAD.maxFiles + 1 }, (_, i) => ({ name: `p${i}.png`, bytes: PNG })),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(MSG_RECORDS.tooManyFiles);
    const none = await upload(patient, [{ name: 'x.png', bytes: PNG, field: 'other' }]);
    expect(none.statusCode).toBe(400);
    expect((await list(patient)).length).toBe(before);
    expect((await upload(doctor, [{ name: 'a.png', bytes: PNG }])).statusCode).toBe(403);
  });

  it('lets only the owner download and delete', async () => {
    const [record] = uploadRecordsResultSchema.parse(
      (await upload(patient, [{ name: 'x.png', bytes: PNG }])).json(),
    ).records;
    const url = `/api/records/${record?._id}`;
    expect((await call('GET', `${url}/download`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `${url}/download`, doctor)).statusCode).toBe(404);
    expect((await call('DELETE', url, stranger)).statusCode).toBe(404);
    const del = await call('DELETE', url, patient);
    expect(del.statusCode).toBe(200);
    expect(del.json().msg).toBe(MSG_RECORDS.deleted);
    expect((await call('GET', `${url}/download`, patient)).statusCode).toBe(404);
    expect((await call('DELETE', url, patient)).statusCode).toBe(404);
  });
});

describe('sharing', () => {
  it('shares with a professional of an appointment, who may then read it until it is revoked', async () => {
    const [record] = uploadRecordsResultSchema.parse(
      (await upload(patient, [{ name: 'ecg.pdf', bytes: PDF }])).json(),
    ).records;
    const id = record?._id ?? '';
    const targets = shareTargetListSchema.parse(
      (await call('GET', '/api/records/share-targets', patient)).json(),
    );
    // The Cancelled appointment's doctor is not offered.
    expect(targets.map((p) => p._id)).toEqual([doctor.id]);

    expect(
      (await call('POST', `/api/records/${id}/shares`, patient, { professionalId: nurse.id })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/records/${id}/shares`, patient, { professionalId: otherDoctor.id }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/records/${id}/shares`, stranger, { professionalId: doctor.id })).statusCode,
    ).toBe(404);

    const res = await call('POST', `/api/records/${id}/shares`, patient, { professionalId: doctor.id });
    expect(res.statusCode, res.body).toBe(201);
    const share = recordShareSchema.parse(res.json());
    expect(share.professional).toEqual({ _id: doctor.id, name: 'Arjun Mehta' });
    // Sharing again is the same share.
    const again = recordShareSchema.parse(
      (await call('POST', `/api/records/${id}/shares`, patient, { professionalId: doctor.id })).json(),
    );
    expect(again._id).toBe(share._id);

    const shared = sharedRecordListSchema.parse(
      (await call('GET', '/api/records/shared-with-me', doctor)).json(),
    );
    expect(shared.map((r) => [r._id, r.patient.name])).toEqual([[id, 'Priya Sharma']]);
    expect(
      sharedRecordListSchema.parse((await call('GET', '/api/records/shared-with-me', nurse)).json()),
    ).toEqual([]);
    const read = await call('GET', `/api/records/${id}/download`, doctor);
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(PDF)).toBe(true);
    expect((await call('GET', `/api/records/${id}/download`, otherDoctor)).statusCode).toBe(404);
    expect((await list(patient)).find((r) => r._id === id)?.shares.map((s) => s._id)).toEqual([share._id]);

    expect((await call('DELETE', `/api/records/${id}/shares/${share._id}`, stranger)).statusCode).toBe(404);
    const revoke = await call('DELETE', `/api/records/${id}/shares/${share._id}`, patient);
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().msg).toBe(MSG_RECORDS.shareRevoked);
    expect((await call('GET', `/api/records/${id}/download`, doctor)).statusCode).toBe(404);
    expect(
      sharedRecordListSchema.parse((await call('GET', '/api/records/shared-with-me', doctor)).json()),
    ).toEqual([]);
    expect((await call('DELETE', `/api/records/${id}/shares/${share._id}`, patient)).statusCode).toBe(404);
  });
});
