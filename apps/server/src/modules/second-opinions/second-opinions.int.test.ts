import { SECOND_OPINION_FILE } from '@arogya/contract/constants/second-opinions';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SECOND_OPINION } from '@arogya/contract/messages/second-opinion';
import { paymentHistorySchema, paymentOrderSchema } from '@arogya/contract/schemas/payments';
import {
  secondOpinionEnvelopeSchema,
  secondOpinionFileListSchema,
  secondOpinionListSchema,
  secondOpinionReportEnvelopeSchema,
} from '@arogya/contract/schemas/second-opinions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/care';
import { paymentRefunds } from '../../db/schema/payments';
import { secondOpinionSpecialties } from '../../db/schema/second-opinions';
import { fixedClock } from '../../lib/clock';
import { deriveTestKeySecret, paymentSignature } from '../../lib/payments';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipart, PNG, pdfBytes } from '../files/test-fixtures';
import { sweepSecondOpinionDeadlines } from './second-opinions.service';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const clock = fixedClock('2026-11-20T06:30:00Z');
const HOUR = 3_600_000;

let t: TestApp;
let keySecret: string;
let patient: DirectAccount;
let otherPatient: DirectAccount;
let cardiologist: DirectAccount;
let dermatologist: DirectAccount;
let pendingDoctor: DirectAccount;
let nurse: DirectAccount;
let admin: DirectAccount;
let pdf: Buffer;

type Json = Record<string, unknown>;

function call(method: 'GET' | 'POST' | 'PUT', url: string, who: DirectAccount | null, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: who ? who.headers : {},
    ...(payload !== undefined ? { payload: payload as Json } : {}),
  });
}

const CASE = {
  title: 'Chest pain on exertion',
  description: 'Pain after climbing stairs for two weeks.',
  medicalHistory: 'Hypertension',
  currentDiagnosis: 'Stable angina',
  urgencyLevel: 'urgent',
  specialty: 'cardiology',
  responseType: 'both',
};

async function createCase(who = patient, body: Json = {}) {
  const res = await call('POST', '/api/second-opinions', who, { ...CASE, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return secondOpinionEnvelopeSchema.parse(res.json()).data;
}

function upload(
  id: string,
  who: DirectAccount,
  file: { value: Buffer | string; filename: string; type: string },
  category = 'medical-report',
) {
  const form = multipart([
    { name: 'category', value: category },
    { name: 'file', ...file },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/second-opinions/${id}/upload`,
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
}

async function pay(id: string, who = patient) {
  const orderRes = await call('POST', '/api/payment/create-order', who, {
    type: 'second_opinion',
    referenceId: id,
  });
  expect(orderRes.statusCode, orderRes.body).toBe(201);
  const order = paymentOrderSchema.parse(orderRes.json());
  const paymentId = `pay_T${Math.random().toString(36).slice(2, 12)}`;
  const res = await call('POST', '/api/payment/verify', who, {
    razorpay_order_id: order.order.id,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(order.order.id, paymentId, keySecret),
    type: 'second_opinion',
    referenceId: id,
  });
  expect(res.statusCode, res.body).toBe(200);
  return order;
}

async function paidCase(body: Json = {}) {
  const c = await createCase(patient, body);
  expect(
    (await upload(c._id, patient, { value: pdf, filename: 'ecg.pdf', type: 'application/pdf' })).statusCode,
  ).toBe(201);
  await pay(c._id);
  return c;
}

const ids = (res: { json(): unknown }) => secondOpinionListSchema.parse(res.json()).data.map((c) => c._id);

beforeAll(async () => {
  t = await createTestApp({ clock });
  keySecret = deriveTestKeySecret(t.app.ctx.config.appSecret);
  pdf = await pdfBytes();
  [patient, otherPatient, cardiologist, dermatologist, pendingDoctor, nurse, admin] = await Promise.all([
    insertAccount(t.app, { role: 'patient', name: 'Priya Sharma' }),
    insertAccount(t.app, { role: 'patient', name: 'Rahul Verma' }),
    insertAccount(t.app, {
      role: 'doctor',
      name: 'Dr. Arjun Mehta',
      specialty: 'Cardiologist',
      approvalStatus: 'approved',
    }),
    insertAccount(t.app, {
      role: 'doctor',
      name: 'Dr. Sana Iqbal',
      specialty: 'Dermatologist',
      approvalStatus: 'approved',
    }),
    insertAccount(t.app, {
      role: 'doctor',
      name: 'Dr. New',
      specialty: 'Cardiologist',
      approvalStatus: 'pending',
    }),
    insertAccount(t.app, { role: 'nurse', name: 'Nurse Asha', approvalStatus: 'approved' }),
    insertAccount(t.app, { role: 'admin', name: 'Admin' }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe(`request (${backend})`, () => {
  it('creates a pending, unpaid request at the server’s price', async () => {
    const c = await createCase(patient, { price: 4499 });
    expect(c).toMatchObject({
      title: CASE.title,
      price: 4499,
      status: 'pending',
      paymentStatus: 'unpaid',
      deadline: null,
      specialistId: null,
      patientId: { _id: patient.id, name: 'Priya Sharma' },
    });
  });

  it('refuses missing fields with the spec’s text, a differing price, and a specialty nobody reviews', async () => {
    for (const field of ['title', 'description', 'specialty']) {
      const res = await call('POST', '/api/second-opinions', patient, { ...CASE, [field]: undefined });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG_SECOND_OPINION.fillRequired);
    }
    const blank = await call('POST', '/api/second-opinions', patient, { ...CASE, title: '   ' });
    expect(blank.json().message).toBe(MSG_SECOND_OPINION.fillRequired);
    const cheap = await call('POST', '/api/second-opinions', patient, { ...CASE, price: 1 });
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().message).toBe(MSG_SECOND_OPINION.priceMismatch);
    const nobody = await call('POST', '/api/second-opinions', patient, { ...CASE, specialty: 'oncology' });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toBe(MSG_SECOND_OPINION.noSpecialist);
  });

  it('is for patients only', async () => {
    expect((await call('POST', '/api/second-opinions', null, CASE)).statusCode).toBe(401);
    expect((await call('POST', '/api/second-opinions', cardiologist, CASE)).statusCode).toBe(403);
  });

  it('lists specialties with how many specialists serve them', async () => {
    const res = await call('GET', '/api/second-opinions/specialties', patient);
    const data = res.json().data as Array<{ specialty: string; specialists: number; price: number }>;
    expect(data).toHaveLength(20);
    expect(data.find((d) => d.specialty === 'cardiology')).toMatchObject({ specialists: 1, price: 2999 });
    expect(data.find((d) => d.specialty === 'oncology')?.specialists).toBe(0);
  });
});

describe('files', () => {
  it('accepts PDF, PNG and text by content and lists them for the patient', async () => {
    const c = await createCase();
    for (const file of [
      { value: pdf, filename: 'report.pdf', type: 'application/pdf' },
      { value: PNG, filename: 'xray.png', type: 'image/png' },
      { value: 'BP 140/90 on 3 Nov\n', filename: 'notes.txt', type: 'text/plain' },
    ]) {
      const res = await upload(c._id, patient, file);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ originalName: file.filename, category: 'medical-report' });
    }
    const list = secondOpinionFileListSchema.parse(
      (await call('GET', `/api/second-opinions/${c._id}/files`, patient)).json(),
    ).data;
    expect(list.map((f) => f.originalName)).toEqual(['report.pdf', 'xray.png', 'notes.txt']);
    expect(list[1]?.fileSize).toBe(PNG.length);
  });

  it('refuses a type lie, a binary blob, an empty file and keeps traversal names out of paths', async () => {
    const c = await createCase();
    const lie = await upload(c._id, patient, { value: PNG, filename: 'scan.pdf', type: 'application/pdf' });
    expect(lie.statusCode).toBe(415);
    expect(lie.json().message).toBe(fill(MSG_SECOND_OPINION.invalidFileType, { file: '"scan.pdf"' }));
    const exe = await upload(c._id, patient, {
      value: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]),
      filename: 'virus.exe',
      type: 'application/octet-stream',
    });
    expect(exe.statusCode).toBe(415);
    const empty = await upload(c._id, patient, { value: '', filename: 'empty.txt', type: 'text/plain' });
    expect(empty.statusCode).toBe(415);

    const traversal = await upload(c._id, patient, {
      value: pdf,
      filename: '../../../etc/passwd.pdf',
      type: 'application/pdf',
    });
    expect(traversal.statusCode, traversal.body).toBe(201);
    expect(traversal.json().data.originalName).toBe('passwd.pdf');
    const dl = await call('GET', `/api/second-opinions/files/${traversal.json().data._id}/download`, patient);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-disposition']).toBe(
      `attachment; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`,
    );
    expect(dl.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses a file over 50 MB with the spec’s text', async () => {
    const c = await createCase();
    const big = Buffer.alloc(SECOND_OPINION_FILE.maxBytes + 1, 0x20);
    big.write('%PDF-1.4\n');
    const res = await upload(c._id, patient, { value: big, filename: 'huge.pdf', type: 'application/pdf' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(fill(MSG_SECOND_OPINION.fileTooLarge, { file: '"huge.pdf"' }));
    expect((await call('GET', `/api/second-opinions/${c._id}/files`, patient)).json().data).toEqual([]);
  });

  it('answers 404 to everyone but the patient and the assigned specialist', async () => {
    const c = await paidCase();
    const [file] = secondOpinionFileListSchema.parse(
      (await call('GET', `/api/second-opinions/${c._id}/files`, patient)).json(),
    ).data;
    const dl = `/api/second-opinions/files/${file?._id}/download`;
    for (const who of [otherPatient, cardiologist, dermatologist, nurse, admin]) {
      expect((await call('GET', `/api/second-opinions/${c._id}/files`, who)).statusCode).toBe(
        who === admin || who === nurse ? 404 : 404,
      );
      expect((await call('GET', dl, who)).statusCode).toBe(404);
    }
    expect((await call('GET', dl, null)).statusCode).toBe(401);
    expect(
      (await upload(c._id, otherPatient, { value: pdf, filename: 'x.pdf', type: 'application/pdf' }))
        .statusCode,
    ).toBe(404);
    await call('PUT', `/api/second-opinions/${c._id}/assign`, cardiologist);
    expect((await call('GET', `/api/second-opinions/${c._id}/files`, cardiologist)).statusCode).toBe(200);
    expect((await call('GET', dl, cardiologist)).statusCode).toBe(200);
    expect((await call('GET', dl, dermatologist)).statusCode).toBe(404);
  });
});

describe('payment', () => {
  it('needs a document first, then charges the server’s price in paise and starts the deadline', async () => {
    const c = await createCase();
    const none = await call('POST', '/api/payment/create-order', patient, {
      type: 'second_opinion',
      referenceId: c._id,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MSG_SECOND_OPINION.atLeastOneFile);
    await upload(c._id, patient, { value: pdf, filename: 'ecg.pdf', type: 'application/pdf' });
    const wrong = await call('POST', '/api/payment/create-order', patient, {
      type: 'second_opinion',
      referenceId: c._id,
      amount: 100,
    });
    expect(wrong.statusCode).toBe(400);
    const other = await call('POST', '/api/payment/create-order', otherPatient, {
      type: 'second_opinion',
      referenceId: c._id,
    });
    expect(other.statusCode).toBe(404);
    const order = await pay(c._id);
    expect(order.order.amount).toBe(449_900);
    const mine = secondOpinionListSchema.parse(
      (await call('GET', '/api/second-opinions/my-requests', patient)).json(),
    );
    const paid = mine.data.find((r) => r._id === c._id);
    expect(paid).toMatchObject({ paymentStatus: 'paid', status: 'pending' });
    expect(paid?.deadline).toBe(new Date(clock.now().getTime() + 24 * HOUR).toISOString());
    const again = await call('POST', '/api/payment/create-order', patient, {
      type: 'second_opinion',
      referenceId: c._id,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('matching', () => {
  it('shows specialists only paid, pending cases of their specialties', async () => {
    const unpaid = await createCase();
    const paid = await paidCase();
    const available = ids(await call('GET', '/api/second-opinions/available', cardiologist));
    expect(available).toContain(paid._id);
    expect(available).not.toContain(unpaid._id);
    expect(ids(await call('GET', '/api/second-opinions/available', dermatologist))).not.toContain(paid._id);
    expect((await call('GET', '/api/second-opinions/available', pendingDoctor)).json().data).toEqual([]);
    expect((await call('GET', '/api/second-opinions/available', patient)).statusCode).toBe(403);
    expect((await call('PUT', `/api/second-opinions/${unpaid._id}/assign`, cardiologist)).statusCode).toBe(
      404,
    );
    expect((await call('PUT', `/api/second-opinions/${paid._id}/assign`, dermatologist)).statusCode).toBe(
      404,
    );
    expect((await call('PUT', `/api/second-opinions/${paid._id}/assign`, pendingDoctor)).statusCode).toBe(
      403,
    );
  });

  it('of 10 specialists accepting at once exactly one gets the case; the others 409', async () => {
    const doctors = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        insertAccount(t.app, {
          role: 'doctor',
          name: `Dr. Racer ${i}`,
          specialty: 'Cardiologist',
          approvalStatus: 'approved',
        }),
      ),
    );
    const c = await paidCase();
    const results = await Promise.all(
      doctors.map((d) => call('PUT', `/api/second-opinions/${c._id}/assign`, d)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.json().message).toBe(MSG_SECOND_OPINION.caseTaken);
    const winner = doctors[results.findIndex((r) => r.statusCode === 200)] as DirectAccount;
    const assigned = secondOpinionListSchema.parse(
      (await call('GET', '/api/second-opinions/my-assigned', winner)).json(),
    );
    expect(assigned.data.map((a) => a._id)).toEqual([c._id]);
    expect(assigned.data[0]).toMatchObject({ status: 'assigned', specialistId: { _id: winner.id } });
    const notes = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, patient.id));
    expect(notes.some((n) => n.kind === 'second_opinion' && n.message.includes(CASE.title))).toBe(true);
  });
});

describe('review and report', () => {
  it('goes assigned → in-review → completed, and only its people read the report', async () => {
    const c = await paidCase();
    const early = await call('POST', `/api/second-opinions/${c._id}/report`, cardiologist, {
      diagnosis: 'x',
      recommendations: 'y',
    });
    expect(early.statusCode).toBe(404);
    await call('PUT', `/api/second-opinions/${c._id}/assign`, cardiologist);
    expect(
      (
        await call('POST', `/api/second-opinions/${c._id}/report`, cardiologist, {
          diagnosis: 'x',
          recommendations: 'y',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', `/api/second-opinions/${c._id}/status`, cardiologist, { status: 'completed' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `/api/second-opinions/${c._id}/status`, dermatologist, { status: 'in-review' }))
        .statusCode,
    ).toBe(404);
    const started = await call('PUT', `/api/second-opinions/${c._id}/status`, cardiologist, {
      status: 'in-review',
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.status).toBe('in-review');

    const attach = await upload(
      c._id,
      cardiologist,
      { value: pdf, filename: 'opinion.pdf', type: 'application/pdf' },
      'report',
    );
    expect(attach.statusCode, attach.body).toBe(201);
    expect(
      (await upload(c._id, patient, { value: pdf, filename: 'a.pdf', type: 'application/pdf' }, 'report'))
        .statusCode,
    ).toBe(403);

    const missing = await call('POST', `/api/second-opinions/${c._id}/report`, cardiologist, {
      diagnosis: '',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MSG_SECOND_OPINION.reportRequired);
    const res = await call('POST', `/api/second-opinions/${c._id}/report`, cardiologist, {
      diagnosis: 'Stable angina, low risk.',
      recommendations: 'Stress test; continue medicines.',
      notes: 'Review in 3 months.',
    });
    expect(res.statusCode, res.body).toBe(201);

    const report = secondOpinionReportEnvelopeSchema.parse(
      (await call('GET', `/api/second-opinions/${c._id}/report`, patient)).json(),
    ).data;
    expect(report).toMatchObject({
      requestId: c._id,
      doctorName: 'Dr. Arjun Mehta',
      specialty: 'Cardiology',
      diagnosis: 'Stable angina, low risk.',
      attachments: [{ filename: 'opinion.pdf' }],
    });
    expect((await call('GET', report.attachments[0]?.url ?? '', patient)).statusCode).toBe(200);
    expect((await call('GET', `/api/second-opinions/${c._id}/report`, cardiologist)).statusCode).toBe(200);
    for (const who of [otherPatient, dermatologist, admin]) {
      expect((await call('GET', `/api/second-opinions/${c._id}/report`, who)).statusCode).toBe(404);
    }
    const pdfRes = await call('GET', `/api/second-opinions/${c._id}/report/pdf`, patient);
    expect(pdfRes.statusCode).toBe(200);
    expect(pdfRes.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const mine = secondOpinionListSchema.parse(
      (await call('GET', '/api/second-opinions/my-requests?status=completed', patient)).json(),
    );
    expect(mine.data.map((r) => r._id)).toContain(c._id);
    expect(mine.data.every((r) => r.status === 'completed')).toBe(true);
  });
});

describe('deadlines and cancellation', () => {
  it('flags an overdue case, tells both sides, and returns it to others after the grace period', async () => {
    const c = await paidCase({ urgencyLevel: 'critical' });
    await call('PUT', `/api/second-opinions/${c._id}/assign`, cardiologist);
    const deps = { db: t.app.ctx.db, events: t.app.ctx.events };
    expect(
      (await sweepSecondOpinionDeadlines(deps, new Date(clock.now().getTime() + 11 * HOUR))).flagged,
    ).toBe(0);
    const at = new Date(clock.now().getTime() + 12 * HOUR);
    const first = await sweepSecondOpinionDeadlines(deps, at);
    expect(first.flagged).toBeGreaterThanOrEqual(1);
    expect((await sweepSecondOpinionDeadlines(deps, at)).flagged).toBe(0);
    const assigned = secondOpinionListSchema.parse(
      (await call('GET', '/api/second-opinions/my-assigned', cardiologist)).json(),
    );
    expect(assigned.data.find((r) => r._id === c._id)?.overdue).toBe(true);
    const specialistNotes = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, cardiologist.id));
    expect(specialistNotes.some((n) => n.message.includes('past its deadline'))).toBe(true);

    const later = new Date(at.getTime() + 24 * HOUR);
    const swept = await sweepSecondOpinionDeadlines(deps, later);
    expect(swept.returned).toBeGreaterThanOrEqual(1);
    expect(ids(await call('GET', '/api/second-opinions/my-assigned', cardiologist))).not.toContain(c._id);
    expect(ids(await call('GET', '/api/second-opinions/available', cardiologist))).not.toContain(c._id);
    const other = await insertAccount(t.app, {
      role: 'doctor',
      specialty: 'Cardiologist',
      approvalStatus: 'approved',
    });
    expect(ids(await call('GET', '/api/second-opinions/available', other))).toContain(c._id);
  });

  it('cancels an unassigned paid case with one full refund shown in payment history', async () => {
    const c = await paidCase();
    const [a, b] = await Promise.all([
      call('POST', `/api/second-opinions/${c._id}/cancel`, patient, { reason: 'Got an appointment' }),
      call('POST', `/api/second-opinions/${c._id}/cancel`, patient, {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ok = a.statusCode === 200 ? a : b;
    expect(ok.json().data.status).toBe('cancelled');
    const history = paymentHistorySchema.parse(
      (await call('GET', '/api/payment/my-history?limit=100', patient)).json(),
    );
    const record = history.data.find(
      (p) => p.type === 'second_opinion' && p.description.includes(CASE.title) && p.refundedAmount > 0,
    );
    expect(record).toMatchObject({
      status: 'success',
      refundedAmount: 449_900,
      refundedAt: clock.now().toISOString(),
    });
    const refunds = await t.app.ctx.db.select().from(paymentRefunds);
    expect(refunds.filter((r) => r.amountPaise === 449_900)).toHaveLength(1);
    expect((await call('POST', `/api/second-opinions/${c._id}/cancel`, patient, {})).statusCode).toBe(409);
  });

  it('refuses to cancel an assigned case that is not overdue, and someone else’s', async () => {
    const c = await paidCase();
    expect((await call('POST', `/api/second-opinions/${c._id}/cancel`, otherPatient, {})).statusCode).toBe(
      404,
    );
    await call('PUT', `/api/second-opinions/${c._id}/assign`, cardiologist);
    const res = await call('POST', `/api/second-opinions/${c._id}/cancel`, patient, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG_SECOND_OPINION.cannotCancel);
  });
});

describe('declared specialties', () => {
  it('a doctor declares, an admin approves, and the cases of that specialty appear', async () => {
    const mine = await call('PUT', '/api/second-opinions/my-specialties', cardiologist, {
      specialties: ['cardiology', 'internal-medicine'],
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toEqual([
      { specialty: 'cardiology', status: 'automatic' },
      { specialty: 'internal-medicine', status: 'pending' },
    ]);
    expect(
      (await call('POST', '/api/second-opinions', patient, { ...CASE, specialty: 'internal-medicine' }))
        .statusCode,
    ).toBe(400);
    const pending = await call('GET', '/api/admin/second-opinion-specialties', admin);
    const declaration = (pending.json().data as Array<{ _id: string; doctorId: string }>).find(
      (d) => d.doctorId === cardiologist.id,
    );
    expect((await call('GET', '/api/admin/second-opinion-specialties', cardiologist)).statusCode).toBe(403);
    const decided = await call('PUT', `/api/admin/second-opinion-specialties/${declaration?._id}`, admin, {
      decision: 'approved',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const [row] = await t.app.ctx.db
      .select()
      .from(secondOpinionSpecialties)
      .where(eq(secondOpinionSpecialties.doctorId, cardiologist.id));
    expect(row?.status).toBe('approved');
    const c = await paidCase({ specialty: 'internal-medicine' });
    expect(ids(await call('GET', '/api/second-opinions/available', cardiologist))).toContain(c._id);
  });
});
