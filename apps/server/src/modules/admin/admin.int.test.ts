import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { professionalProfiles, users } from '../../db/schema/users';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';

const DAY = 86_400_000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let admin: DirectAccount;
let otherAdmin: DirectAccount;
let patient: DirectAccount;
let doctor: DirectAccount;

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertAccount(t.app, { role: 'admin' });
  otherAdmin = await insertAccount(t.app, { role: 'admin' });
  patient = await insertAccount(t.app, { role: 'patient' });
  doctor = await insertAccount(t.app, { role: 'doctor' });
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'PUT', url: string, who?: DirectAccount, payload?: object) =>
  t.app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });

async function pending(opts: Parameters<typeof insertAccount>[1]): Promise<DirectAccount> {
  return insertAccount(t.app, { approvalStatus: 'pending', ...opts });
}

async function profileOf(id: string) {
  const [row] = await t.database.db
    .select()
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, id));
  return row;
}

describe('GET /admin/pending', () => {
  it('lists active pending professionals, oldest first, with their flags', async () => {
    const now = Date.now();
    const driver = await pending({
      role: 'ambulance',
      name: 'Suresh Yadav',
      city: 'Mumbai',
      createdAt: new Date(now - 2 * DAY),
    });
    const flagged = await pending({
      role: 'doctor',
      name: 'Rohan Desai',
      city: 'Pune',
      specialty: 'General Physician',
      fraudFlags: ['DUPLICATE_PHONE', 'SOMETHING_NEW'],
      createdAt: new Date(now - 3 * DAY),
    });
    const gone = await pending({ role: 'nurse', createdAt: new Date(now - 4 * DAY) });
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    await insertAccount(t.app, { role: 'nurse', approvalStatus: 'rejected' });

    const res = await call('GET', '/api/admin/pending', admin);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list.map((p) => p._id)).toEqual([flagged.id, driver.id]);
    expect(list[0]).toEqual({
      _id: flagged.id,
      id: flagged.id,
      name: 'Rohan Desai',
      role: 'doctor',
      email: flagged.email,
      specialty: 'General Physician',
      city: 'Pune',
      flags: ['DUPLICATE_PHONE', 'SOMETHING_NEW'],
      createdAt: new Date(now - 3 * DAY).toISOString(),
    });
    expect(list[1]).toMatchObject({ role: 'ambulance', specialty: null, city: 'Mumbai', flags: [] });

    // Clean up so later tests see only their own rows.
    for (const p of [driver, flagged]) {
      await t.database.db
        .update(professionalProfiles)
        .set({ approvalStatus: 'approved' })
        .where(eq(professionalProfiles.userId, p.id));
    }
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/pending')).statusCode).toBe(401);
    for (const who of [patient, doctor]) {
      const res = await call('GET', '/api/admin/pending', who);
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('PUT /admin/approve/{id}', () => {
  it('approves a pending professional once, with an audit row', async () => {
    const nurse = await pending({ role: 'nurse' });
    expect((await call('GET', `/api/profile/${nurse.id}`)).json().isVerified).toBe(false);

    const res = await call('PUT', `/api/admin/approve/${nurse.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('User approved successfully');

    const row = await profileOf(nurse.id);
    expect(row).toMatchObject({ approvalStatus: 'approved', reviewedBy: admin.id, rejectionReason: null });
    expect(row?.reviewedAt).toBeInstanceOf(Date);
    expect((await call('GET', `/api/profile/${nurse.id}`)).json().isVerified).toBe(true);
    expect((await call('GET', '/api/profile/me', nurse)).json()).toMatchObject({
      approvalStatus: 'approved',
      isVerified: true,
    });

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, nurse.id), eq(auditLog.action, 'user.approved')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(admin.id);

    const again = await call('PUT', `/api/admin/approve/${nurse.id}`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG_ADMIN.alreadyDecided);
  });

  it('lets exactly one of two admins approving at once succeed', async () => {
    const tech = await pending({ role: 'technician' });
    const results = await Promise.all([
      call('PUT', `/api/admin/approve/${tech.id}`, admin),
      call('PUT', `/api/admin/approve/${tech.id}`, otherAdmin),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, tech.id), eq(auditLog.action, 'user.approved')));
    expect(audit).toHaveLength(1);
  });

  it('answers 404 for unknown ids, patients and deactivated accounts', async () => {
    const gone = await pending({ role: 'doctor' });
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    for (const id of [UNKNOWN, patient.id, gone.id]) {
      const res = await call('PUT', `/api/admin/approve/${id}`, admin);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MSG_ADMIN.userNotFound);
    }
    expect((await profileOf(gone.id))?.approvalStatus).toBe('pending');
  });

  it('is for admins only', async () => {
    const target = await pending({ role: 'doctor' });
    expect((await call('PUT', `/api/admin/approve/${target.id}`)).statusCode).toBe(401);
    expect((await call('PUT', `/api/admin/approve/${target.id}`, doctor)).statusCode).toBe(403);
    expect((await call('PUT', `/api/admin/approve/${target.id}`, target)).statusCode).toBe(403);
    expect((await profileOf(target.id))?.approvalStatus).toBe('pending');
  });

  it('refuses a malformed id', async () => {
    expect((await call('PUT', '/api/admin/approve/not-a-uuid', admin)).statusCode).toBe(400);
  });
});

describe('PUT /admin/reject/{id}', () => {
  it('needs a reason', async () => {
    const target = await pending({ role: 'ambulance' });
    for (const payload of [{}, { reason: '   ' }, { reason: 42 }]) {
      const res = await call('PUT', `/api/admin/reject/${target.id}`, admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG_ADMIN.rejectReasonRequired);
    }
    expect((await profileOf(target.id))?.approvalStatus).toBe('pending');
  });

  it('rejects with the reason the applicant will see, once', async () => {
    const target = await pending({ role: 'ambulance' });
    const res = await call('PUT', `/api/admin/reject/${target.id}`, admin, {
      reason: '  Licence photo unreadable  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(MSG_ADMIN.rejected);
    expect(await profileOf(target.id)).toMatchObject({
      approvalStatus: 'rejected',
      rejectionReason: 'Licence photo unreadable',
      reviewedBy: admin.id,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, target.id), eq(auditLog.action, 'user.rejected')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toEqual({ reason: 'Licence photo unreadable' });

    expect((await call('PUT', `/api/admin/reject/${target.id}`, admin, { reason: 'again' })).statusCode).toBe(
      409,
    );
    expect((await call('PUT', `/api/admin/approve/${target.id}`, admin)).statusCode).toBe(409);
  });

  it('is for admins only', async () => {
    const target = await pending({ role: 'nurse' });
    expect((await call('PUT', `/api/admin/reject/${target.id}`, undefined, { reason: 'x' })).statusCode).toBe(
      401,
    );
    expect((await call('PUT', `/api/admin/reject/${target.id}`, patient, { reason: 'x' })).statusCode).toBe(
      403,
    );
  });
});
