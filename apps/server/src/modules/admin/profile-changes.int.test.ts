import { fill } from '@arogya/contract/messages';
import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/care';
import { professionalProfiles } from '../../db/schema/users';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: DirectAccount;
let otherAdmin: DirectAccount;
let patient: DirectAccount;

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertAccount(t.app, { role: 'admin' });
  otherAdmin = await insertAccount(t.app, { role: 'admin' });
  patient = await insertAccount(t.app, { role: 'patient' });
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
/** An approved doctor with a name of their own, so searches find only them. */
async function approvedDoctor(overrides: { approvalStatus?: 'pending' | 'approved' | 'rejected' } = {}) {
  seq += 1;
  const name = `Dr Review${String.fromCharCode(64 + seq)}`;
  const who = await insertAccount(t.app, {
    role: 'doctor',
    name,
    city: 'Pune',
    specialty: 'Dermatologist',
    verifiedSkills: ['Skin biopsy'],
    approvalStatus: overrides.approvalStatus ?? 'approved',
  });
  return { ...who, name };
}

const editProfile = (who: DirectAccount, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/profile/me', headers: who.headers, payload });
const ownProfile = async (who: DirectAccount) =>
  (await t.app.inject({ method: 'GET', url: '/api/profile/me', headers: who.headers })).json();
const publicProfile = async (who: DirectAccount) =>
  (await t.app.inject({ method: 'GET', url: `/api/profile/${who.id}` })).json();
const listChanges = (who: DirectAccount) =>
  t.app.inject({ method: 'GET', url: '/api/admin/profile-changes', headers: who.headers });
const decide = (who: DirectAccount, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/profile-changes/${id}`, headers: who.headers, payload });

/** The doctor's card in a search of Pune, by specialty when given. */
async function searchCard(doctor: { id: string; name: string }, specialty?: string) {
  const query = `city=Pune&limit=50${specialty ? `&specialty=${specialty}` : ''}`;
  const res = await t.app.inject({ method: 'GET', url: `/api/doctors?${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json().doctors as Array<{ id: string; name: string; specialty: string }>).find(
    (d) => d.id === doctor.id,
  );
}

async function pendingChangeOf(who: DirectAccount) {
  const res = await listChanges(admin);
  expect(res.statusCode).toBe(200);
  return (res.json() as Array<{ id: string; userId: string; diff: unknown[] }>).find(
    (c) => c.userId === who.id,
  );
}

describe('re-review of an approved professional’s verified details', () => {
  it('holds a new specialty for review; the listing keeps the approved one until an admin approves', async () => {
    const doctor = await approvedDoctor();
    const res = await editProfile(doctor, { specialty: 'Cardiologist', bio: 'Twenty years of practice.' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The non-material field is saved at once; the material one waits.
    expect(body.bio).toBe('Twenty years of practice.');
    expect(body.specialty).toBe('Dermatologist');
    expect(body.profileChangeRequest).toMatchObject({
      status: 'pending',
      changes: { specialty: 'Cardiologist' },
    });
    expect((await ownProfile(doctor)).profileChangeRequest.changes).toEqual({ specialty: 'Cardiologist' });

    expect(await searchCard(doctor)).toMatchObject({ specialty: 'Dermatologist' });
    expect(await searchCard(doctor, 'Dermatologist')).toBeDefined();
    expect(await searchCard(doctor, 'Cardiologist')).toBeUndefined();
    expect((await publicProfile(doctor)).specialty).toBe('Dermatologist');
    expect((await publicProfile(doctor)).bio).toBe('Twenty years of practice.');

    const change = await pendingChangeOf(doctor);
    expect(change?.diff).toEqual([{ field: 'specialty', before: 'Dermatologist', after: 'Cardiologist' }]);

    const approved = await decide(admin, change!.id, { action: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().msg).toBe(MSG_ADMIN.changeApproved);

    expect(await searchCard(doctor, 'Cardiologist')).toMatchObject({ specialty: 'Cardiologist' });
    expect(await searchCard(doctor, 'Dermatologist')).toBeUndefined();
    const own = await ownProfile(doctor);
    expect(own.specialty).toBe('Cardiologist');
    expect(own.profileChangeRequest).toBeNull();
    expect(await pendingChangeOf(doctor)).toBeUndefined();
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, doctor.id));
    expect(notices.map((n) => n.message)).toEqual([MSG_PROFILE.changeApprovedNotice]);
  });

  it('holds each material field: name, specialty, skills (doctor) and licence number (nurse)', async () => {
    const doctor = await approvedDoctor();
    const res = await editProfile(doctor, {
      name: 'Dr Renamed',
      specialty: 'Cardiologist',
      verifiedSkills: ['ECG', 'Echo'],
      phone: '+919876500001',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: doctor.name,
      specialty: 'Dermatologist',
      phone: '+919876500001',
    });
    expect(res.json().verifiedSkills).toEqual(['Skin biopsy']);
    expect((await publicProfile(doctor)).name).toBe(doctor.name);
    expect((await pendingChangeOf(doctor))?.diff).toEqual([
      { field: 'name', before: doctor.name, after: 'Dr Renamed' },
      { field: 'specialty', before: 'Dermatologist', after: 'Cardiologist' },
      { field: 'verifiedSkills', before: ['Skin biopsy'], after: ['ECG', 'Echo'] },
    ]);

    const nurse = await insertAccount(t.app, {
      role: 'nurse',
      specialty: 'Elder Care',
      licenseNumber: 'MNC-2014-023456',
    });
    const edited = await editProfile(nurse, { licenseNumber: 'MNC-2019-099999' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().licenseNumber).toBe('MNC-2014-023456');
    expect((await pendingChangeOf(nurse))?.diff).toEqual([
      { field: 'licenseNumber', before: 'MNC-2014-023456', after: 'MNC-2019-099999' },
    ]);
  });

  it('merges a later edit into the one pending change', async () => {
    const doctor = await approvedDoctor();
    await editProfile(doctor, { specialty: 'Cardiologist' });
    await editProfile(doctor, { name: 'Dr Second Edit' });
    await editProfile(doctor, { specialty: 'Neurologist' });
    const changes = (await listChanges(admin))
      .json()
      .filter((c: { userId: string }) => c.userId === doctor.id);
    expect(changes).toHaveLength(1);
    expect(changes[0].diff.map((d: { after: unknown }) => d.after)).toEqual([
      'Dr Second Edit',
      'Neurologist',
    ]);
  });

  it('applies a pending or rejected professional’s edits at once, as before', async () => {
    for (const status of ['pending', 'rejected'] as const) {
      const doctor = await approvedDoctor({ approvalStatus: status });
      const res = await editProfile(doctor, { specialty: 'Cardiologist', name: 'Dr Straight Through' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ specialty: 'Cardiologist', name: 'Dr Straight Through' });
      expect(res.json().profileChangeRequest).toBeNull();
      expect(await pendingChangeOf(doctor)).toBeUndefined();
    }
  });

  it('rejection keeps the approved values and tells the professional why', async () => {
    const doctor = await approvedDoctor();
    await editProfile(doctor, { specialty: 'Cardiologist' });
    const change = await pendingChangeOf(doctor);

    const missingReason = await decide(admin, change!.id, { action: 'reject' });
    expect(missingReason.statusCode).toBe(400);
    expect(missingReason.json().message).toBe(MSG_ADMIN.rejectReasonRequired);

    const res = await decide(admin, change!.id, {
      action: 'reject',
      reason: 'No cardiology registration on file.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(MSG_ADMIN.changeRejected);
    expect(await searchCard(doctor)).toMatchObject({ specialty: 'Dermatologist' });
    const own = await ownProfile(doctor);
    expect(own.specialty).toBe('Dermatologist');
    expect(own.profileChangeRequest).toMatchObject({
      status: 'rejected',
      rejectionReason: 'No cardiology registration on file.',
      changes: { specialty: 'Cardiologist' },
    });
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, doctor.id));
    expect(notices.map((n) => n.message)).toEqual([
      fill(MSG_PROFILE.changeRejectedNotice, { reason: 'No cardiology registration on file.' }),
    ]);
  });

  it('recomputes the fraud flags when an approved licence change is applied', async () => {
    const nurse = await insertAccount(t.app, {
      role: 'nurse',
      specialty: 'Elder Care',
      licenseNumber: 'MNC-2014-023456',
    });
    await editProfile(nurse, { licenseNumber: 'not a licence' });
    const before = await t.database.db
      .select({ flags: professionalProfiles.fraudFlags })
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, nurse.id));
    expect(before[0]?.flags).not.toContain('INVALID_LICENSE_FORMAT');
    const change = await pendingChangeOf(nurse);
    expect((await decide(admin, change!.id, { action: 'approve' })).statusCode).toBe(200);
    const after = await t.database.db
      .select({ flags: professionalProfiles.fraudFlags, licence: professionalProfiles.licenseNumber })
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, nurse.id));
    expect(after[0]).toMatchObject({ licence: 'not a licence' });
    expect(after[0]?.flags).toContain('INVALID_LICENSE_FORMAT');
  });

  it('is for admins only: 401 signed out, 403 for a professional or a patient', async () => {
    const doctor = await approvedDoctor();
    await editProfile(doctor, { specialty: 'Cardiologist' });
    const change = await pendingChangeOf(doctor);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/profile-changes' })).statusCode).toBe(401);
    for (const who of [doctor, patient]) {
      expect((await listChanges(who)).statusCode).toBe(403);
      expect((await decide(who, change!.id, { action: 'approve' })).statusCode).toBe(403);
    }
    expect((await ownProfile(doctor)).specialty).toBe('Dermatologist');
  });

  it('answers 404 for an unknown change, and 400 for a bad action', async () => {
    const unknown = await decide(admin, '0190c0de-0000-7000-8000-000000000000', { action: 'approve' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG_ADMIN.changeNotFound);
    const doctor = await approvedDoctor();
    await editProfile(doctor, { specialty: 'Cardiologist' });
    const change = await pendingChangeOf(doctor);
    expect((await decide(admin, change!.id, { action: 'maybe' })).statusCode).toBe(400);
    expect((await ownProfile(doctor)).profileChangeRequest.status).toBe('pending');
  });

  it('of two admins deciding at once, one wins and the other gets 409', async () => {
    const doctor = await approvedDoctor();
    await editProfile(doctor, { specialty: 'Cardiologist' });
    const change = await pendingChangeOf(doctor);
    const results = await Promise.all([
      decide(admin, change!.id, { action: 'approve' }),
      decide(otherAdmin, change!.id, { action: 'reject', reason: 'Not verified.' }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.json().message).toBe(MSG_ADMIN.changeAlreadyDecided);
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, doctor.id));
    expect(notices).toHaveLength(1);
  });
});
