import { MSG_QUESTS } from '@arogya/contract/messages/quests';
import { questChangedSchema, questListSchema } from '@arogya/contract/schemas/quests';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments';
import { auditLog } from '../../db/schema/audit';
import { doseLogs, prescriptionMedicines, prescriptions } from '../../db/schema/prescriptions';
import { fixedClock } from '../../lib/clock';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

// 2026-12-01 20:00 UTC is already 2 December in India (01:30 IST): dates are India dates.
const clock = fixedClock('2026-12-01T20:00:00Z');
const DAY1 = '2026-12-02';

let t: TestApp;
let patient: DirectAccount;
let other: DirectAccount;
let doctor: DirectAccount;
let admin: DirectAccount;

type Json = Record<string, unknown>;
function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: DirectAccount | null,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: who ? who.headers : {},
    ...(payload !== undefined ? { payload: payload as Json } : {}),
  });
}

const walk = {
  title: 'Walk 30 minutes a day for 3 days',
  description: 'A brisk walk of at least 30 minutes, every day.',
  category: 'fitness',
  points: 30,
  durationDays: 3,
  badge: 'Test Walker',
  unit: 'minutes',
};

async function createQuest(over: Json = {}) {
  const res = await call('POST', '/api/admin/quests', admin, { ...walk, ...over });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().quest._id as string;
}

async function list(who: DirectAccount) {
  const res = await call('GET', '/api/quests', who);
  expect(res.statusCode, res.body).toBe(200);
  return questListSchema.parse(res.json());
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  patient = await insertAccount(t.app, { role: 'patient' });
  other = await insertAccount(t.app, { role: 'patient' });
  doctor = await insertAccount(t.app, { role: 'doctor', specialty: 'General Physician' });
  admin = await insertAccount(t.app, { role: 'admin' });
});

afterAll(async () => {
  await t?.close();
});

describe(`Health Quests (${backend})`, () => {
  it('only patients take part; only admins manage the catalogue', async () => {
    expect((await call('GET', '/api/quests', null)).statusCode).toBe(401);
    const asDoctor = await call('GET', '/api/quests', doctor);
    expect(asDoctor.statusCode).toBe(403);
    expect(asDoctor.json().msg).toBe(MSG_QUESTS.patientsOnly);
    expect((await call('POST', '/api/admin/quests', patient, walk)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/quests', admin, { ...walk, category: 'yoga' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/api/admin/quests', admin, { ...walk, points: 0 })).statusCode).toBe(400);
  });

  it('accepts once, logs India days, refuses the future, the past before acceptance and a second entry', async () => {
    const id = await createQuest();
    const accepted = await call('POST', `/api/quests/${id}/accept`, patient);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(questChangedSchema.parse(accepted.json()).quest.enrolment).toMatchObject({
      acceptedOn: DAY1,
      daysDone: 0,
    });
    expect((await call('POST', `/api/quests/${id}/accept`, patient)).statusCode).toBe(409);

    const future = await call('POST', `/api/quests/${id}/progress`, patient, { date: '2026-12-03' });
    expect(future.statusCode).toBe(400);
    expect(future.json().msg).toBe(MSG_QUESTS.futureDate);
    const before = await call('POST', `/api/quests/${id}/progress`, patient, { date: '2026-12-01' });
    expect(before.json().msg).toBe(MSG_QUESTS.beforeAcceptance);
    expect(
      (await call('POST', `/api/quests/${id}/progress`, patient, { date: '2026-02-30' })).statusCode,
    ).toBe(400);

    const first = await call('POST', `/api/quests/${id}/progress`, patient, { date: DAY1, value: 35 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().quest.enrolment).toMatchObject({
      daysDone: 1,
      loggedToday: true,
      loggedDays: [DAY1],
    });
    const again = await call('POST', `/api/quests/${id}/progress`, patient, { date: DAY1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(MSG_QUESTS.alreadyLogged);

    // Someone else has not accepted it: they cannot log, and see no progress of the first patient.
    expect((await call('POST', `/api/quests/${id}/progress`, other, { date: DAY1 })).json().msg).toBe(
      MSG_QUESTS.notAccepted,
    );
    expect((await list(other)).quests.find((q) => q._id === id)?.enrolment).toBeNull();
  });

  it('completes on the last day with points and a badge, once, as the clock moves', async () => {
    const id = await createQuest({ badge: 'Three Days', points: 25 });
    await call('POST', `/api/quests/${id}/accept`, patient);
    await call('POST', `/api/quests/${id}/progress`, patient, { date: DAY1 });
    clock.advance(24 * 3600_000);
    expect(
      (await call('POST', `/api/quests/${id}/progress`, patient, { date: '2026-12-03' })).json().quest
        .enrolment.daysDone,
    ).toBe(2);
    clock.advance(24 * 3600_000);
    // Two logs of the last day at once: exactly one counts, the quest completes once.
    const results = await Promise.all([
      call('POST', `/api/quests/${id}/progress`, patient, { date: '2026-12-04' }),
      call('POST', `/api/quests/${id}/progress`, patient, { date: '2026-12-04' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const done = results.find((r) => r.statusCode === 200)!.json();
    expect(done.msg).toBe('Quest completed! You earned 25 points and the "Three Days" badge.');
    expect(done.quest.enrolment).toMatchObject({ daysDone: 3, pointsAwarded: 25 });
    expect(done.quest.enrolment.completedAt).toBe('2026-12-03T20:00:00.000Z');

    const mine = await list(patient);
    expect(mine.totalPoints).toBe(25);
    expect(mine.badges.map((b) => b.badge)).toEqual(['Three Days']);
    // A late log of a missed day does not reopen or re-award it.
    const late = await call('POST', `/api/quests/${id}/progress`, patient, { date: '2026-12-02' });
    expect(late.statusCode).toBe(409);
    expect((await list(patient)).totalPoints).toBe(25);
  });

  it('admin edits and deletes are audited; a deleted quest leaves the catalogue but not its patients', async () => {
    const id = await createQuest({ title: 'Drink 8 glasses of water for 3 days', badge: 'Hydrated' });
    await call('POST', `/api/quests/${id}/accept`, other);
    const edit = await call('PUT', `/api/admin/quests/${id}`, admin, {
      ...walk,
      title: 'Drink water',
      badge: 'Hydrated',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      msg: MSG_QUESTS.adminUpdated,
      quest: { title: 'Drink water', enrolments: 1 },
    });
    expect((await call('PUT', `/api/admin/quests/${id}`, patient, walk)).statusCode).toBe(403);

    const del = await call('DELETE', `/api/admin/quests/${id}`, admin);
    expect(del.json()).toMatchObject({ msg: MSG_QUESTS.adminDeleted });
    expect((await call('DELETE', `/api/admin/quests/${id}`, admin)).statusCode).toBe(404);
    expect((await list(patient)).quests.some((q) => q._id === id)).toBe(false);
    expect((await list(other)).quests.find((q) => q._id === id)?.enrolment).not.toBeNull();
    expect((await call('POST', `/api/quests/${id}/accept`, patient)).statusCode).toBe(404);

    const actions = (await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id))).map(
      (r) => r.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['quest.created', 'quest.updated', 'quest.deleted']));
  });

  it('"Take every dose" counts perfect dose days and completes itself; it cannot be logged by hand', async () => {
    const id = await createQuest({
      title: 'Take every dose for 2 days',
      kind: 'adherence',
      durationDays: 2,
      badge: 'On Track',
      points: 40,
    });
    const today = '2026-12-04';
    await call('POST', `/api/quests/${id}/accept`, patient);
    const manual = await call('POST', `/api/quests/${id}/progress`, patient, { date: today });
    expect(manual.statusCode).toBe(409);
    expect(manual.json().msg).toBe(MSG_QUESTS.adherenceAutomatic);

    const db = t.app.ctx.db;
    const [appt] = await db
      .insert(appointments)
      .values({
        patientId: patient.id,
        professionalId: doctor.id,
        professionalRole: 'doctor',
        appointmentDate: '2026-12-01',
        appointmentTime: '11:00 AM',
        bookingType: 'Video Consultation',
        status: 'Completed',
        feePaise: 40_000,
        paymentMethod: 'external',
        paymentStatus: 'paid',
      })
      .returning();
    const [rx] = await db
      .insert(prescriptions)
      .values({
        appointmentId: appt!.id,
        doctorId: doctor.id,
        patientId: patient.id,
        issuedOn: today,
        endsOn: '2026-12-10',
        diagnosis: 'Test',
        doctorName: 'Dr Test',
        patientName: 'Patient',
      })
      .returning();
    await db.insert(prescriptionMedicines).values({
      prescriptionId: rx!.id,
      position: 0,
      name: 'Vitamin D3',
      dosage: '1 tablet',
      frequency: '1-0-1',
      duration: '7 days',
      durationDays: 7,
    });
    const take = (day: string, slot: 'morning' | 'night') =>
      db.insert(doseLogs).values({
        prescriptionId: rx!.id,
        medicineIndex: 0,
        scheduledDate: day,
        slot,
        source: 'take',
        takenAt: clock.now(),
      });
    await take(today, 'morning');
    const half = (await list(patient)).quests.find((q) => q._id === id)!;
    expect(half.enrolment).toMatchObject({ daysDone: 0, completedAt: null });
    await take(today, 'night');
    expect((await list(patient)).quests.find((q) => q._id === id)!.enrolment).toMatchObject({ daysDone: 1 });

    clock.advance(24 * 3600_000);
    await take('2026-12-05', 'morning');
    await take('2026-12-05', 'night');
    const done = await list(patient);
    expect(done.quests.find((q) => q._id === id)!.enrolment).toMatchObject({
      daysDone: 2,
      pointsAwarded: 40,
    });
    expect(done.totalPoints).toBe(25 + 40);
    expect(done.badges.map((b) => b.badge)).toContain('On Track');
  });

  it('unknown or malformed quest ids', async () => {
    expect((await call('POST', '/api/quests/not-a-uuid/accept', patient)).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/quests/01890000-0000-7000-8000-000000000000/accept', patient)).statusCode,
    ).toBe(404);
  });
});
