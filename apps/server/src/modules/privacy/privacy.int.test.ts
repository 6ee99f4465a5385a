import { PRIVACY_NOTICE_VERSION } from '@arogya/contract/constants/privacy';
import { MSG_PRIVACY } from '@arogya/contract/messages/privacy';
import { recoveryCodeSchema } from '@arogya/contract/schemas/auth';
import {
  consentListSchema,
  consentResponseSchema,
  erasureResponseSchema,
  erasureStateSchema,
  exportListSchema,
  exportStartedSchema,
  openObligationsDetailsSchema,
} from '@arogya/contract/schemas/privacy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../db/ids';
import { rowsOf } from '../../db/rows';
import { fixedClock } from '../../lib/clock';
import { createFieldCrypto } from '../../lib/crypto';
import { newStorageKey } from '../../lib/storage';
import { bearer, login, registerAccount, TEST_PASSWORD } from '../../test/accounts';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { waitFor } from '../../test/wait-for';
import { replaceRecoveryCodes } from '../auth/auth.repo';
import { recoveryCodeHash } from '../auth/recovery-codes';
import { buildPrivacyService } from './privacy.routes';
import { readZip } from './zip';

const clock = fixedClock('2030-03-10T04:30:00.000Z');
const DAY = 86_400_000;

interface Person {
  id: string;
  name: string;
  email: string;
  phone: string;
  headers: { authorization: string };
}

let t: TestApp;
let asha: Person;
let bela: Person;
let family: DirectAccount;
let doctor: DirectAccount;
let technician: DirectAccount;

const exec = async (query: ReturnType<typeof sql>) => t.app.ctx.db.execute(query);
const service = () => buildPrivacyService(t.app.ctx);

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  who: { headers: Record<string, string> } | null,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: who ? who.headers : {}, ...(payload ? { payload } : {}) });
}

async function registerPerson(name: string, email: string, phone: string): Promise<Person> {
  const account = await registerAccount(t.app, 'patient', { name, email });
  await exec(sql`update users set phone = ${phone} where id = ${account.id}`);
  return { id: account.id, name, email, phone, headers: bearer(account.token ?? '') };
}

/**
 * Data in every area for one patient: a completed visit (notes, prescription, dose logs, review), a future
 * paid visit, a record with its file and share, a lab test with its report, payments and the care-fund
 * ledger, a care circle, forum and support posts, notifications (theirs and the doctor's about them), a
 * second opinion, an ambulance request, a quest, chats, a discharge request and mail to them.
 */
async function seedEverything(p: Person, tag: string): Promise<{ recordKey: string; recordBytes: Buffer }> {
  const today = '2030-03-10';
  const completed = uuidv7();
  const future = uuidv7();
  const slotPast = tag === 'a' ? '11:00 AM' : '11:30 AM';
  const slotFuture = tag === 'a' ? '12:00 PM' : '12:30 PM';
  await exec(sql`insert into appointments (id, patient_id, professional_id, professional_role, appointment_date,
      appointment_time, booking_type, status, symptoms, fee_paise, payment_method, payment_status, doctor_notes, completed_at)
    values (${completed}, ${p.id}, ${doctor.id}, 'doctor', '2030-03-01', ${slotPast}, 'In-Home Visit', 'Completed',
      ${`Fever for three days (${tag})`}, 200000, 'careFund', 'paid', ${`Viral fever, rest (${tag})`}, ${new Date('2030-03-01T07:00:00Z')}),
      (${future}, ${p.id}, ${doctor.id}, 'doctor', '2030-05-20', ${slotFuture}, 'In-Home Visit', 'Confirmed',
      'Follow-up', 200000, 'careFund', 'paid', null, null)`);
  await exec(sql`insert into appointment_patient_notes (id, appointment_id, author_id, text)
    values (${uuidv7()}, ${future}, ${doctor.id}, ${`Bring your reports (${tag})`})`);
  await exec(sql`insert into follow_ups (id, appointment_id, patient_id, professional_id, follow_up_date)
    values (${uuidv7()}, ${completed}, ${p.id}, ${doctor.id}, '2030-03-20')`);
  const rx = uuidv7();
  await exec(sql`insert into prescriptions (id, appointment_id, doctor_id, patient_id, issued_on, ends_on, diagnosis, doctor_name, patient_name)
    values (${rx}, ${completed}, ${doctor.id}, ${p.id}, '2030-03-01', '2030-03-06', 'Viral fever', 'Dr. Meera Rao', ${p.name})`);
  await exec(sql`insert into prescription_medicines (prescription_id, position, name, dosage, frequency, duration, duration_days)
    values (${rx}, 0, 'Paracetamol', '1 tablet', '1-0-1', '5 days', 5)`);
  await exec(sql`insert into dose_logs (id, prescription_id, medicine_index, scheduled_date, slot, source, taken_at)
    values (${uuidv7()}, ${rx}, 0, '2030-03-02', 'morning', 'take', ${new Date('2030-03-02T03:00:00Z')})`);
  await exec(sql`insert into reviews (id, appointment_id, patient_id, provider_id, rating, comment)
    values (${uuidv7()}, ${completed}, ${p.id}, ${doctor.id}, 5, ${`Very kind doctor (${tag})`})`);

  const recordKey = newStorageKey('health-record');
  const recordBytes = Buffer.from(`%PDF-1.4 report of ${tag}\n`);
  await t.app.ctx.storage.put(recordKey, recordBytes, 'application/pdf');
  const record = uuidv7();
  await exec(sql`insert into health_records (id, owner_id, name, content_type, size_bytes, source, storage_key)
    values (${record}, ${p.id}, ${`blood-test-${tag}.pdf`}, 'application/pdf', ${recordBytes.length}, 'upload', ${recordKey})`);
  await exec(
    sql`insert into record_shares (id, record_id, professional_id) values (${uuidv7()}, ${record}, ${doctor.id})`,
  );
  await exec(sql`insert into lab_tests (id, patient_id, technician_id, test_name, collection_date, collection_time,
      patient_address, city, fee_paise, status)
    values (${uuidv7()}, ${p.id}, ${technician.id}, 'CBC', '2030-03-05', '08:00 AM - 10:00 AM',
      ${`12 MG Road, flat ${tag}`}, 'Mumbai', 50000, 'Completed')`);
  await exec(sql`insert into lab_tests (id, patient_id, technician_id, test_name, collection_date, collection_time,
      patient_address, city, fee_paise, status)
    values (${uuidv7()}, ${p.id}, ${technician.id}, 'Lipid profile', '2030-05-21', '10:00 AM - 12:00 PM',
      ${`12 MG Road, flat ${tag}`}, 'Mumbai', 50000, 'Scheduled')`);

  const order = uuidv7();
  const payment = uuidv7();
  await exec(sql`insert into payment_orders (id, provider_order_id, payer_id, type, reference_id, amount_paise, status, description, mode)
    values (${order}, ${`order_${tag}${order.slice(0, 8)}`}, ${p.id}, 'care_fund_topup', ${p.id}, 500000, 'paid',
      ${`Care fund top-up for ${p.name}`}, 'test')`);
  await exec(sql`insert into payments (id, order_id, provider_payment_id, payer_id, type, reference_id, amount_paise, status, description)
    values (${payment}, ${order}, ${`pay_${tag}${order.slice(0, 8)}`}, ${p.id}, 'care_fund_topup', ${p.id}, 500000, 'success',
      ${`Care fund top-up for ${p.name}`})`);
  await exec(sql`insert into care_fund_ledger (id, patient_id, amount_paise, balance_after_paise, kind, payment_id, description, created_at) values
    (${uuidv7()}, ${p.id}, 500000, 500000, 'topup', ${payment}, 'Top-up', ${new Date('2030-02-28T00:00:00Z')}),
    (${uuidv7()}, ${p.id}, -200000, 300000, 'booking', null, 'Visit', ${new Date('2030-02-28T01:00:00Z')}),
    (${uuidv7()}, ${p.id}, -200000, 100000, 'booking', null, 'Visit', ${new Date('2030-02-28T02:00:00Z')})`);
  await exec(sql`update users set care_fund_balance_paise = 100000 where id = ${p.id}`);
  await exec(
    sql`insert into care_funds (patient_id, display_name, story) values (${p.id}, ${p.name}, ${`Help ${p.name} recover`})`,
  );
  await exec(sql`insert into care_circle_members (id, patient_id, member_user_id, email, role, status)
    values (${uuidv7()}, ${p.id}, ${family.id}, ${family.email}, 'Family', 'Active')`);

  const question = uuidv7();
  await exec(sql`insert into forum_questions (id, author_id, title, body, category)
    values (${question}, ${p.id}, ${`Fever that keeps coming back (${tag})`}, 'What should I ask my doctor?', 'symptoms')`);
  await exec(sql`insert into forum_answers (id, question_id, author_id, body)
    values (${uuidv7()}, ${question}, ${doctor.id}, ${`Get well soon, ${p.name}. Drink fluids.`})`);
  const group = uuidv7();
  await exec(sql`insert into support_groups (id, name, description, category, key_salt)
    values (${group}, ${`Fever friends ${tag}`}, 'A group', 'General Health', 'salt')`);
  await exec(
    sql`insert into support_profiles (user_id, display_name) values (${p.id}, ${`Sunflower ${tag}`})`,
  );
  await exec(
    sql`insert into support_members (id, group_id, user_id) values (${uuidv7()}, ${group}, ${p.id})`,
  );
  await exec(sql`insert into support_messages (id, group_id, author_id, author_key, display_name, content)
    values (${uuidv7()}, ${group}, ${p.id}, ${`key-${tag}`}, ${`Sunflower ${tag}`}, 'Feeling better today')`);
  await exec(sql`insert into notifications (id, user_id, kind, message) values
    (${uuidv7()}, ${p.id}, 'appointment_confirmed', ${`Your visit is confirmed (${tag})`}),
    (${uuidv7()}, ${doctor.id}, 'appointment_booked', ${`New booking: In-Home Visit with ${p.name} on 20 Mar at ${slotFuture}.`})`);
  await exec(sql`insert into second_opinion_requests (id, patient_id, title, description, urgency_level, specialty, response_type, price_rupees)
    values (${uuidv7()}, ${p.id}, ${`Second look (${tag})`}, 'Recurring fever', 'routine', 'internal-medicine', 'written', 2299)`);
  await exec(sql`insert into ambulance_requests (id, requester_id, patient_name, contact_number, contact_digits, address, city,
      emergency_type, status, tracking_token_hash)
    values (${uuidv7()}, ${p.id}, ${p.name}, ${p.phone}, ${p.phone.replace(/\D/g, '').slice(-10)}, ${`12 MG Road, flat ${tag}`},
      'Mumbai', 'General', 'completed', ${`hash-${tag}`})`);
  const quest = uuidv7();
  await exec(sql`insert into quests (id, title, description, category, points, duration_days, badge)
    values (${quest}, ${`Walk more ${tag}`}, 'Walk', 'fitness', 10, 7, 'walker')`);
  await exec(sql`insert into quest_enrolments (id, quest_id, patient_id, accepted_on, accepted_at)
    values (${uuidv7()}, ${quest}, ${p.id}, ${today}, ${clock.now()})`);
  await exec(sql`insert into ai_chat_messages (id, user_id, sender, text, created_at)
    values (${uuidv7()}, ${p.id}, 'user', ${`I have a fever (${tag})`}, ${clock.now()})`);
  await exec(sql`insert into discharge_requests (id, user_id, patient_name, phone, email, hospital_name, discharge_date)
    values (${uuidv7()}, ${p.id}, ${p.name}, ${p.phone}, ${p.email}, 'City Hospital', '2030-03-12')`);
  await exec(sql`insert into email_outbox (id, "to", subject, text)
    values (${uuidv7()}, ${p.email}, 'Welcome', ${`Hello ${p.name}`}),
      (${uuidv7()}, ${family.email}, ${`${p.name} invited you`}, ${`${p.name} invited you to their care circle.`})`);
  return { recordKey, recordBytes };
}

let ashaFiles: { recordKey: string; recordBytes: Buffer };

beforeAll(async () => {
  // The clock moves weeks ahead: sessions must outlive their idle limit here (sessions are tested elsewhere).
  t = await createTestApp({ clock, config: { sessionIdleMs: 365 * DAY } });
  family = await insertAccount(t.app, { role: 'patient', name: 'Kiran Family' });
  doctor = await insertAccount(t.app, { role: 'doctor', name: 'Meera Rao', approvalStatus: 'approved' });
  technician = await insertAccount(t.app, {
    role: 'technician',
    name: 'Tarun Tech',
    approvalStatus: 'approved',
  });
  asha = await registerPerson('Asha Verma', 'asha.verma@example.com', '+919812345670');
  bela = await registerPerson('Bela Kapoor', 'bela.kapoor@example.com', '+919898765430');
  // Real passwords for the direct accounts too: tokens expire when the clock moves days ahead.
  await exec(sql`update users set password_hash = (select password_hash from users where id = ${asha.id})
    where id in (${doctor.id}, ${family.id})`);
  ashaFiles = await seedEverything(asha, 'a');
  await seedEverything(bela, 'b');
});

/** Moves the clock and signs everyone in again (tokens live a day; sessions are tested elsewhere). */
async function advance(ms: number): Promise<void> {
  clock.advance(ms);
  for (const who of [asha, bela, doctor, family]) {
    const token = await login(t.app, who.email, TEST_PASSWORD).catch(() => null);
    if (token) who.headers.authorization = `Bearer ${token}`;
  }
}

afterAll(async () => {
  await t?.close();
});

describe('consents', () => {
  it('registration records the account (and AI summaries) under the current notice', async () => {
    const res = await call('GET', '/api/me/consents', asha);
    expect(res.statusCode, res.body).toBe(200);
    const body = consentListSchema.parse(res.json());
    expect(body.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(body.consents.map((c) => c.purpose)).toEqual([
      'account',
      'record_sharing',
      'care_circle',
      'ai_summaries',
    ]);
    const account = body.consents.find((c) => c.purpose === 'account');
    expect(account).toMatchObject({ granted: true, noticeVersion: PRIVACY_NOTICE_VERSION });
    expect(account?.history).toEqual([
      { action: 'granted', at: clock.now().toISOString(), noticeVersion: PRIVACY_NOTICE_VERSION },
    ]);
    expect(body.consents.find((c) => c.purpose === 'record_sharing')).toMatchObject({
      granted: false,
      history: [],
    });
  });

  it('grants under the current notice only; a stale version is a 409 naming the current one', async () => {
    const stale = await call('POST', '/api/me/consents', bela, {
      purpose: 'care_circle',
      noticeVersion: '2020-01-01',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'NOTICE_OUTDATED',
      details: { noticeVersion: PRIVACY_NOTICE_VERSION },
    });
    const bad = await call('POST', '/api/me/consents', bela, {
      purpose: 'marketing',
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG_PRIVACY.consentPurposeInvalid);
    const ok = await call('POST', '/api/me/consents', bela, {
      purpose: 'care_circle',
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(consentResponseSchema.parse(ok.json()).consent).toMatchObject({
      purpose: 'care_circle',
      granted: true,
    });
  });

  it('registration accepts privacyConsent: true, refuses false, and works without it', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        role: 'patient',
        name: 'No Consent',
        email: 'no.consent@example.com',
        password: TEST_PASSWORD,
        privacyConsent: false,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MSG_PRIVACY.accountConsentRequired);
    const given = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        role: 'patient',
        name: 'Yes Consent',
        email: 'yes.consent@example.com',
        password: TEST_PASSWORD,
        privacyConsent: true,
      },
    });
    expect(given.statusCode, given.body).toBe(201);
  });

  it('the account consent cannot be withdrawn: erase instead', async () => {
    const res = await call('DELETE', '/api/me/consents/account', bela);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG_PRIVACY.accountConsentNotWithdrawable);
  });

  it('withdrawing record sharing revokes every share; care circle ends the links; AI summaries stop', async () => {
    // Bela's record is shared with the doctor and she is in a circle (with Kiran).
    const shares = async () =>
      rowsOf<{ n: number }>(
        await exec(
          sql`select count(*)::int as n from record_shares s join health_records r on r.id = s.record_id where r.owner_id = ${bela.id}`,
        ),
      )[0]?.n;
    expect(await shares()).toBe(1);
    const rs = await call('DELETE', '/api/me/consents/record_sharing', bela);
    expect(rs.statusCode, rs.body).toBe(200);
    expect(consentResponseSchema.parse(rs.json()).consent).toMatchObject({ granted: false });
    expect(await shares()).toBe(0);

    const cc = await call('DELETE', '/api/me/consents/care_circle', bela);
    expect(cc.statusCode).toBe(200);
    const links = rowsOf<{ n: number }>(
      await exec(
        sql`select count(*)::int as n from care_circle_members where patient_id = ${bela.id} or member_user_id = ${bela.id}`,
      ),
    );
    expect(links[0]?.n).toBe(0);
    const history = consentResponseSchema.parse(cc.json()).consent.history.map((h) => h.action);
    expect(history).toEqual(['granted', 'withdrawn']);

    const [visit] = rowsOf<{ id: string }>(
      await exec(sql`select id from appointments where patient_id = ${bela.id} and status = 'Completed'`),
    );
    const before = await call('GET', `/api/appointments/${visit?.id}/summary`, doctor);
    expect(before.statusCode, before.body).toBe(200);
    expect((await call('DELETE', '/api/me/consents/ai_summaries', bela)).statusCode).toBe(200);
    const after = await call('GET', `/api/appointments/${visit?.id}/summary`, doctor);
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe(MSG_PRIVACY.aiSummariesWithdrawn);
    // Granting again turns them back on.
    await call('POST', '/api/me/consents', bela, {
      purpose: 'ai_summaries',
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    expect((await call('GET', `/api/appointments/${visit?.id}/summary`, doctor)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await call('GET', '/api/me/consents', null)).statusCode).toBe(401);
  });
});

describe('export', () => {
  let exportId: string;

  it('starts a job (202), and a second request the same day is a 429 saying when', async () => {
    const res = await call('POST', '/api/me/export', asha);
    expect(res.statusCode, res.body).toBe(202);
    const body = exportStartedSchema.parse(res.json());
    expect(body.export).toMatchObject({ status: 'pending', readyAt: null, expiresAt: null, sizeBytes: null });
    exportId = body.export.id;
    const again = await call('POST', '/api/me/export', asha);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(
      /^You can ask for one export a day\. You can ask again after .+ IST\.$/,
    );
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(86_000);
  });

  it('two requests at once make one export', async () => {
    const [a, b] = await Promise.all([
      call('POST', '/api/me/export', family),
      call('POST', '/api/me/export', family),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([202, 429]);
  });

  it('the durable job builds it on its own and the person is notified, live and in the bell', async () => {
    const ready = await waitFor(
      "Kiran's export to be built by the job",
      async () => {
        const list = exportListSchema.parse((await call('GET', '/api/me/export', family)).json()).exports;
        return list[0]?.status === 'ready' ? list[0] : undefined;
      },
      { timeoutMs: 20_000 },
    );
    expect(ready.sizeBytes).toBeGreaterThan(0);
    const bell = await call('GET', '/api/notifications/unread', family);
    expect(bell.body).toContain(
      'Your data export is ready. Download it from the Privacy page within 7 days.',
    );
  });

  it('a pending export answers 409; someone else and unknown ids 404', async () => {
    const pending = uuidv7();
    await exec(
      sql`insert into privacy_exports (id, user_id, status, requested_at) values (${pending}, ${bela.id}, 'pending', ${clock.now()})`,
    );
    const notReady = await call('GET', `/api/me/export/${pending}`, bela);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().message).toBe(MSG_PRIVACY.exportNotReady);
    expect((await call('GET', `/api/me/export/${pending}`, asha)).statusCode).toBe(404);
    expect((await call('GET', `/api/me/export/${uuidv7()}`, asha)).statusCode).toBe(404);
    expect((await call('GET', `/api/me/export/${exportId}`, bela)).statusCode).toBe(404);
    await exec(sql`delete from privacy_exports where id = ${pending}`);
  });

  it('holds every area of the person, their documents and an index, and nothing of anyone else', async () => {
    await service().buildExport(exportId);
    const list = exportListSchema.parse((await call('GET', '/api/me/export', asha)).json());
    expect(list.exports[0]).toMatchObject({
      id: exportId,
      status: 'ready',
      readyAt: clock.now().toISOString(),
    });
    expect(list.exports[0]?.expiresAt).toBe(new Date(clock.now().getTime() + 7 * DAY).toISOString());

    const res = await call('GET', `/api/me/export/${exportId}`, asha);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="arogya-data-2030-03-10\.zip"/);
    expect(list.exports[0]?.sizeBytes).toBe(res.rawPayload.length);
    const zip = readZip(res.rawPayload);
    const json = (name: string) =>
      JSON.parse(zip.get(name)?.toString('utf8') ?? 'null') as Record<string, unknown>[];

    for (const [file, min] of [
      ['profile/account.json', 1],
      ['appointments/as-patient.json', 2],
      ['appointments/notes-to-patient.json', 1],
      ['appointments/follow-ups.json', 1],
      ['prescriptions/prescriptions.json', 1],
      ['prescriptions/medicines.json', 1],
      ['prescriptions/dose-logs.json', 1],
      ['records/records.json', 1],
      ['records/shares.json', 1],
      ['records/lab-tests.json', 1],
      ['payments/orders.json', 1],
      ['payments/payments.json', 1],
      ['care-fund/fund.json', 1],
      ['care-fund/ledger.json', 3],
      ['care-circle/links.json', 1],
      ['forum/questions.json', 1],
      ['support/messages.json', 1],
      ['notifications/notifications.json', 1],
      ['consents/consents.json', 2],
      ['reviews/written.json', 1],
      ['second-opinions/requests.json', 1],
      ['ambulance/requests.json', 1],
      ['quests/enrolments.json', 1],
      ['assistant/messages.json', 1],
      ['discharge-concierge/requests.json', 1],
      ['account-log/audit-log.json', 1],
      ['account-log/exports.json', 1],
    ] as const) {
      expect(json(file).length, file).toBeGreaterThanOrEqual(min);
    }
    const account = json('profile/account.json')[0];
    expect(account).toMatchObject({ id: asha.id, name: asha.name, email: asha.email, phone: asha.phone });
    expect(account).not.toHaveProperty('password_hash');
    expect(account).not.toHaveProperty('two_factor_secret_enc');

    const record = [...zip.keys()].find((k) => k.startsWith('files/record/'));
    expect(record).toMatch(/blood-test-a\.pdf$/);
    expect(zip.get(record ?? '')?.equals(ashaFiles.recordBytes)).toBe(true);
    expect(zip.get('index.html')?.toString('utf8')).toContain('Your Arogya data');
    expect(zip.get('README.txt')?.toString('utf8')).toContain('Asha Verma');

    const everything = [...zip.values()].map((b) => b.toString('utf8')).join('\n');
    for (const other of [bela.id, bela.name, bela.email, bela.phone, 'report of b', '(b)', 'flat b']) {
      expect(everything.includes(other), `export of Asha holds "${other}"`).toBe(false);
    }
    expect(everything).not.toContain('not-a-real-hash');
  });

  it("a professional's export holds their work, not their patients' health data", async () => {
    const started = await call('POST', '/api/me/export', technician);
    expect(started.statusCode, started.body).toBe(202);
    const id = exportStartedSchema.parse(started.json()).export.id;
    await service().buildExport(id);
    const res = await call('GET', `/api/me/export/${id}`, technician);
    expect(res.statusCode).toBe(200);
    const zip = readZip(res.rawPayload);
    const done = JSON.parse(zip.get('records/collections-done.json')?.toString('utf8') ?? '[]') as unknown[];
    expect(done.length).toBe(4);
    const everything = [...zip.values()].map((b) => b.toString('utf8')).join('\n');
    for (const theirs of ['12 MG Road', 'Asha Verma', 'Bela Kapoor', asha.phone, bela.phone, 'report of']) {
      expect(everything.includes(theirs), `the technician's export holds "${theirs}"`).toBe(false);
    }
  });

  it('the download is in the admin audit log (who, when, what; never the content)', async () => {
    const rows = rowsOf<{ action: string; details: Record<string, unknown> }>(
      await exec(
        sql`select action, details from audit_log where actor_id = ${asha.id} and action like 'export.%' order by created_at, id`,
      ),
    );
    expect(rows.map((r) => r.action)).toEqual(['export.requested', 'export.downloaded']);
    expect(rows[0]?.details).toEqual({ exportId });
  });

  it('every table that references an account is in the export plan or left out with a reason', async () => {
    const { EXPORT_PLAN, NOT_EXPORTED } = await import('./export.repo');
    const planned = new Set(EXPORT_PLAN.flatMap((a) => a.parts.map((p) => p.table)));
    const referencing = rowsOf<{ table_name: string }>(
      await exec(sql`select distinct tc.table_name from information_schema.table_constraints tc
        join information_schema.constraint_column_usage cu on cu.constraint_name = tc.constraint_name
        where tc.constraint_type = 'FOREIGN KEY' and cu.table_name = 'users' and tc.table_schema = 'public'`),
    ).map((r) => r.table_name);
    const missing = referencing.filter((name) => !planned.has(name) && !(name in NOT_EXPORTED));
    expect(missing).toEqual([]);
  });

  it('expires after 7 days: 410, the file deleted', async () => {
    const [row] = rowsOf<{ storage_key: string }>(
      await exec(sql`select storage_key from privacy_exports where id = ${exportId}`),
    );
    await advance(7 * DAY + 1000);
    expect((await call('GET', `/api/me/export/${exportId}`, asha)).statusCode).toBe(410);
    await service().sweep();
    const gone = await call('GET', `/api/me/export/${exportId}`, asha);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(MSG_PRIVACY.exportExpired);
    expect(await t.app.ctx.storage.get(row?.storage_key ?? '')).toBeNull();
    const list = exportListSchema.parse((await call('GET', '/api/me/export', asha)).json());
    expect(list.exports[0]?.status).toBe('expired');
  });
});

describe('erasure', () => {
  it('needs the password: missing or wrong is a 401, nothing scheduled', async () => {
    const missing = await call('POST', '/api/me/erase', asha, {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe(MSG_PRIVACY.erasePasswordRequired);
    const wrong = await call('POST', '/api/me/erase', asha, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MSG_PRIVACY.erasePasswordWrong);
    expect(erasureStateSchema.parse((await call('GET', '/api/me/erase', asha)).json()).erasure).toBeNull();
    expect((await call('DELETE', '/api/me/erase', asha)).statusCode).toBe(404);
  });

  it('with two-factor on, a code is needed too: missing or wrong 401, a recovery code works', async () => {
    const crypto = createFieldCrypto(t.app.ctx.config.appSecret);
    await exec(sql`update users set two_factor_enabled = true,
      two_factor_secret_enc = ${crypto.encrypt('totp-secret', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')} where id = ${bela.id}`);
    const code = recoveryCodeSchema.parse('abcde-23456');
    await t.app.ctx.db.transaction((tx) =>
      replaceRecoveryCodes(tx, bela.id, [recoveryCodeHash(crypto, bela.id, code)], clock.now()),
    );
    const none = await call('POST', '/api/me/erase', bela, { password: TEST_PASSWORD });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(MSG_PRIVACY.eraseCodeRequired);
    const wrong = await call('POST', '/api/me/erase', bela, { password: TEST_PASSWORD, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MSG_PRIVACY.eraseCodeWrong);
    const ok = await call('POST', '/api/me/erase', bela, { password: TEST_PASSWORD, code: 'ABCDE-23456' });
    expect(ok.statusCode, ok.body).toBe(202);
    // A recovery code works once.
    await call('DELETE', '/api/me/erase', bela);
    expect(
      (await call('POST', '/api/me/erase', bela, { password: TEST_PASSWORD, code: 'abcde-23456' }))
        .statusCode,
    ).toBe(401);
    await exec(
      sql`update users set two_factor_enabled = false, two_factor_secret_enc = null where id = ${bela.id}`,
    );
  });

  it('a professional with open work is told what must finish first (409 OPEN_OBLIGATIONS)', async () => {
    await exec(
      sql`update users set password_hash = (select password_hash from users where id = ${asha.id}) where id = ${doctor.id}`,
    );
    const res = await call('POST', '/api/me/erase', doctor, { password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(409);
    const body = res.json();
    expect(body).toMatchObject({ code: 'OPEN_OBLIGATIONS', message: MSG_PRIVACY.openObligations });
    const { obligations } = openObligationsDetailsSchema.parse(body.details);
    expect(obligations).toEqual([
      {
        kind: 'visits',
        count: 2,
        message: 'You have 2 confirmed upcoming visit(s). Complete or cancel them first.',
      },
    ]);
  });

  it('two erase requests at once schedule one', async () => {
    const [a, b] = await Promise.all([
      call('POST', '/api/me/erase', family, { password: TEST_PASSWORD }),
      call('POST', '/api/me/erase', family, { password: TEST_PASSWORD }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([202, 409]);
    const [n] = rowsOf<{ n: number }>(
      await exec(
        sql`select count(*)::int as n from erasure_requests where user_id = ${family.id} and status = 'scheduled'`,
      ),
    );
    expect(n?.n).toBe(1);
    expect((await call('DELETE', '/api/me/erase', family)).statusCode).toBe(200);
  });

  it('cancelling inside the grace period changes nothing', async () => {
    const snapshot = async () =>
      JSON.stringify(
        rowsOf(
          await exec(sql`select (select count(*) from appointments where patient_id = ${asha.id}) as a,
            (select count(*) from health_records where owner_id = ${asha.id}) as r,
            (select count(*) from care_fund_ledger where patient_id = ${asha.id}) as l,
            (select count(*) from notifications) as n,
            (select to_jsonb(u) - 'updated_at' from users u where id = ${asha.id}) as u`),
        ),
      );
    const before = await snapshot();
    const res = await call('POST', '/api/me/erase', asha, { password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(202);
    const erasure = erasureResponseSchema.parse(res.json()).erasure;
    expect(erasure).toMatchObject({
      status: 'scheduled',
      cancelledAt: null,
      requestedAt: clock.now().toISOString(),
    });
    expect(erasure.scheduledFor).toBe(new Date(clock.now().getTime() + 7 * DAY).toISOString());
    expect((await call('POST', '/api/me/erase', asha, { password: TEST_PASSWORD })).statusCode).toBe(409);
    // Still signed in during the grace period, and able to cancel.
    await advance(6 * DAY);
    await service().sweep();
    const cancelled = await call('DELETE', '/api/me/erase', asha);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(erasureResponseSchema.parse(cancelled.json()).erasure).toMatchObject({
      status: 'cancelled',
      cancelledAt: clock.now().toISOString(),
    });
    await advance(2 * DAY);
    await service().sweep();
    expect(await snapshot()).toBe(before);
    expect(erasureStateSchema.parse((await call('GET', '/api/me/erase', asha)).json()).erasure?.status).toBe(
      'cancelled',
    );
  });

  it('after the grace period nothing personal of the person is left in any table, and the money still balances', async () => {
    const res = await call('POST', '/api/me/erase', asha, { password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(202);
    const belaLedgerBefore = rowsOf(
      await exec(sql`select * from care_fund_ledger where patient_id = ${bela.id} order by id`),
    );
    await advance(7 * DAY + 60_000);
    expect(await service().sweep()).toMatchObject({ erased: 1 });

    // Every text, varchar and jsonb column of every table.
    const columns = rowsOf<{ table_schema: string; table_name: string; column_name: string }>(
      await exec(sql`select c.table_schema, c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema not in ('pg_catalog', 'information_schema') and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'jsonb', 'ARRAY', 'json')`),
    );
    expect(columns.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const c of columns) {
      for (const needle of [asha.name, asha.email, asha.phone, asha.id]) {
        const [hit] = rowsOf<{ n: number }>(
          await exec(sql`select count(*)::int as n from ${sql.identifier(c.table_schema)}.${sql.identifier(c.table_name)}
            where strpos(lower(${sql.identifier(c.column_name)}::text), lower(${needle})) > 0`),
        );
        if ((hit?.n ?? 0) > 0)
          found.push(`${c.table_schema}.${c.table_name}.${c.column_name} holds ${needle}`);
      }
    }
    expect(found).toEqual([]);
    const [byId] = rowsOf<{ n: number }>(
      await exec(sql`select count(*)::int as n from users where id = ${asha.id}`),
    );
    expect(byId?.n).toBe(0);

    // The anonymous account keeps the money: its balance is the sum of its ledger, the refund included.
    const [anon] = rowsOf<{
      id: string;
      name: string;
      balance: number;
      sum: number;
      last: number;
      active: boolean;
    }>(
      await exec(sql`select u.id, u.name, u.care_fund_balance_paise::int as balance, u.is_active as active,
          (select sum(amount_paise)::int from care_fund_ledger where patient_id = u.id) as sum,
          (select balance_after_paise::int from care_fund_ledger where patient_id = u.id order by created_at desc, id desc limit 1) as last
        from users u join erasure_requests e on e.user_id = u.id where e.status = 'completed'`),
    );
    expect(anon).toMatchObject({
      name: 'Deleted user',
      balance: 300000,
      sum: 300000,
      last: 300000,
      active: false,
    });
    const [paid] = rowsOf<{ n: number }>(
      await exec(sql`select count(*)::int as n from payments where payer_id = ${anon?.id}`),
    );
    expect(paid?.n).toBe(1);
    expect(
      rowsOf(await exec(sql`select * from care_fund_ledger where patient_id = ${bela.id} order by id`)),
    ).toEqual(belaLedgerBefore);

    // The future visit was cancelled and refunded; the completed one stays as the doctor's clinical record.
    const visits = rowsOf<{ status: string; doctor_notes: string | null; patient_id: string }>(
      await exec(
        sql`select status, doctor_notes, patient_id from appointments where doctor_notes like '%(a)%'`,
      ),
    );
    expect(visits).toEqual([
      { status: 'Completed', doctor_notes: 'Viral fever, rest (a)', patient_id: anon?.id },
    ]);
    // The scheduled collection was cancelled and the technician told, without the patient's name.
    const techNotes = rowsOf<{ message: string }>(
      await exec(sql`select message from notifications where user_id = ${technician.id}`),
    ).map((n) => n.message);
    expect(techNotes).toContain(
      'The sample collection on 21 May 2030 (10:00 AM - 12:00 PM) was cancelled: the patient closed their Arogya account.',
    );
    // Stored files are gone.
    expect(await t.app.ctx.storage.get(ashaFiles.recordKey)).toBeNull();
  });

  it('the erased person can no longer sign in, and the old session is dead', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: asha.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', asha)).statusCode).toBe(401);
  });

  it("nothing of them reappears through the forum, notifications or the doctor's appointment list", async () => {
    const [q] = rowsOf<{ id: string }>(
      await exec(sql`select id from forum_questions where title like '%(a)%'`),
    );
    const question = await call('GET', `/api/forum/questions/${q?.id}`, bela);
    expect(question.statusCode, question.body).toBe(200);
    expect(question.body).toContain('Deleted user');
    expect(question.body).not.toContain('Asha');
    const bell = await call('GET', '/api/notifications/unread', doctor);
    expect(bell.statusCode).toBe(200);
    expect(bell.body).not.toContain('Asha');
    const list = await call('GET', '/api/appointments/my-appointments', doctor);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).not.toContain('Asha');
    expect(list.body).not.toContain(asha.email);
    const audit = rowsOf<{ action: string }>(
      await exec(sql`select action from audit_log where action like 'erasure.%' order by created_at, id`),
    );
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['erasure.requested', 'erasure.cancelled', 'erasure.completed']),
    );
  });

  it('everyone else is untouched and signs in as before', async () => {
    await login(t.app, family.email, TEST_PASSWORD);
    expect((await call('GET', '/api/auth/me', bela)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', doctor)).statusCode).toBe(200);
  });

  it('a professional without open work is erased too: gone from search, their patients keep the visit', async () => {
    const vikram = await insertAccount(t.app, {
      role: 'doctor',
      name: 'Vikram Sethi',
      approvalStatus: 'approved',
    });
    await exec(
      sql`update users set password_hash = (select password_hash from users where id = ${bela.id}) where id = ${vikram.id}`,
    );
    await exec(sql`insert into appointments (id, patient_id, professional_id, professional_role, appointment_date,
        appointment_time, booking_type, status, fee_paise, payment_method, payment_status, doctor_notes, completed_at)
      values (${uuidv7()}, ${bela.id}, ${vikram.id}, 'doctor', '2030-03-02', '01:00 PM', 'In-Home Visit', 'Completed',
        200000, 'external', 'paid', 'Sprain, rest the ankle', ${new Date('2030-03-02T08:00:00Z')})`);
    const listed = async () => (await call('GET', '/api/doctors?limit=50', bela)).body;
    expect(await listed()).toContain('Vikram Sethi');
    const res = await call('POST', '/api/me/erase', vikram, { password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(202);
    await advance(7 * DAY + 60_000);
    expect(await service().sweep()).toMatchObject({ erased: 1 });
    expect(await listed()).not.toContain('Vikram');
    const mine = await call('GET', '/api/appointments/my-appointments', bela);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.body).toContain('Sprain, rest the ankle');
    expect(mine.body).toContain('Deleted user');
    expect(mine.body).not.toContain('Vikram');
  });

  it('a patient with a paid open second opinion or a live ambulance request is told to wait for it first', async () => {
    const gita = await registerPerson('Gita Rao', 'gita.rao@example.com', '+919811122233');
    const caseId = uuidv7();
    await exec(sql`insert into second_opinion_requests (id, patient_id, title, description, urgency_level, specialty,
        response_type, price_rupees, status, payment_status)
      values (${caseId}, ${gita.id}, 'Knee MRI review', 'Pain for months', 'routine', 'orthopedics', 'written', 2299,
        'pending', 'paid')`);
    const requestId = uuidv7();
    await exec(sql`insert into ambulance_requests (id, requester_id, patient_name, contact_number, contact_digits, address,
        city, emergency_type, status, tracking_token_hash)
      values (${requestId}, ${gita.id}, 'Gita Rao', '+919811122233', '9811122233', '4 Park Street', 'Mumbai', 'General',
        'searching', ${`hash-${requestId}`})`);
    const refused = await call('POST', '/api/me/erase', gita, { password: TEST_PASSWORD });
    expect(refused.statusCode, refused.body).toBe(409);
    const { obligations } = openObligationsDetailsSchema.parse(refused.json().details);
    expect(obligations.map((o) => [o.kind, o.count])).toEqual([
      ['paid_second_opinions', 1],
      ['ambulance_requests', 1],
    ]);
    expect(obligations[0]?.message).toContain('cancel a request no specialist has taken for a full refund');

    // Once both are over, the request goes through; one taken on during the grace period makes the
    // erasure wait for it.
    await exec(sql`update second_opinion_requests set status = 'cancelled' where id = ${caseId}`);
    await exec(sql`update ambulance_requests set status = 'completed' where id = ${requestId}`);
    const scheduled = await call('POST', '/api/me/erase', gita, { password: TEST_PASSWORD });
    expect(scheduled.statusCode, scheduled.body).toBe(202);
    await exec(sql`update ambulance_requests set status = 'en_route' where id = ${requestId}`);
    await advance(7 * DAY + 60_000);
    expect(await service().sweep()).toMatchObject({ erased: 0 });
    await exec(sql`update ambulance_requests set status = 'completed' where id = ${requestId}`);
    expect(await service().sweep()).toMatchObject({ erased: 1 });
  });
});
