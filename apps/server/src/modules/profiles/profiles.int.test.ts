import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { professionalProfiles, users } from '../../db/schema/users';
import { sessionIdOf } from '../../test/accounts';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';

const PUBLIC_KEYS = [
  '_id',
  'averageRating',
  'bio',
  'city',
  'experience',
  'id',
  'isVerified',
  'name',
  'numReviews',
  'profilePictureUrl',
  'qualifications',
  'role',
  'specialty',
  'subscriptionTier',
  'verifiedSkills',
].sort();

const PRIVATE_KEYS = [
  'email',
  'phone',
  'govId',
  'govIdHash',
  'govIdEnc',
  'password',
  'passwordHash',
  'twoFactorSecretEnc',
  'licenseNumber',
  'location',
];

const SQUARE = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [72.8, 19.0],
      [72.9, 19.0],
      [72.9, 19.1],
      [72.8, 19.1],
      [72.8, 19.0],
    ],
  ],
};

let t: TestApp;
let dataDir: string;
let patient: DirectAccount;
let doctor: DirectAccount;
let nurse: DirectAccount;
let technician: DirectAccount;
let admin: DirectAccount;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-profiles-'));
  t = await createTestApp({ config: { dataDir } });
  patient = await insertAccount(t.app, {
    role: 'patient',
    name: 'Priya Patient',
    phone: '+919820000001',
    careFundBalancePaise: 123_450,
    latitude: 19.07,
    longitude: 72.88,
  });
  doctor = await insertAccount(t.app, {
    role: 'doctor',
    name: 'Dr Mehta',
    qualifications: ['MBBS'],
    verifiedSkills: ['ECG'],
  });
  nurse = await insertAccount(t.app, { role: 'nurse' });
  technician = await insertAccount(t.app, { role: 'technician' });
  admin = await insertAccount(t.app, { role: 'admin', city: null });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, who?: DirectAccount) =>
  t.app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });
const put = (url: string, who: DirectAccount | undefined, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, ...(who ? { headers: who.headers } : {}) });

describe('GET /profile/me', () => {
  it('needs a session', async () => {
    expect((await get('/api/profile/me')).statusCode).toBe(401);
  });

  it('shows the person their own private fields and balance, but never secrets', async () => {
    const res = await get('/api/profile/me', patient);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      _id: patient.id,
      email: patient.email,
      phone: '+919820000001',
      role: 'patient',
      careFundBalance: 1234.5,
      location: { type: 'Point', coordinates: [72.88, 19.07] },
      approvalStatus: null,
      isVerified: false,
    });
    for (const key of ['passwordHash', 'password', 'twoFactorSecretEnc', 'govIdHash', 'govIdEnc', 'govId']) {
      expect(body).not.toHaveProperty(key);
    }
  });

  it('gives a professional the practice fields and no balance', async () => {
    const body = (await get('/api/profile/me', doctor)).json();
    expect(body).toMatchObject({
      role: 'doctor',
      specialty: 'Cardiologist',
      licenseNumber: 'MMC-2011-045678',
      qualifications: ['MBBS'],
      isVerified: true,
      approvalStatus: 'approved',
      serviceArea: null,
    });
    expect(body).not.toHaveProperty('careFundBalance');
  });
});

describe('GET /profile/{id}', () => {
  it("shows a professional's public fields only, to anyone", async () => {
    for (const viewer of [undefined, patient, nurse]) {
      const res = await get(`/api/profile/${doctor.id}`, viewer);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(PUBLIC_KEYS);
      for (const key of PRIVATE_KEYS) expect(res.json()).not.toHaveProperty(key);
    }
  });

  it('shows a patient their own balance and nobody else', async () => {
    const own = (await get(`/api/profile/${patient.id}`, patient)).json();
    expect(Object.keys(own).sort()).toEqual([...PUBLIC_KEYS, 'careFundBalance'].sort());
    expect(own.careFundBalance).toBe(1234.5);

    const byAdmin = await get(`/api/profile/${patient.id}`, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(Object.keys(byAdmin.json()).sort()).toEqual(PUBLIC_KEYS);
  });

  it("keeps a patient's profile from other people", async () => {
    for (const viewer of [undefined, doctor]) {
      const res = await get(`/api/profile/${patient.id}`, viewer);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MSG_PROFILE.notFound);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/api/profile/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/profile/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('PUT /profile/me', () => {
  it('accepts the e-mail back unchanged and refuses a new one', async () => {
    const same = await put('/api/profile/me', patient, {
      email: patient.email.toUpperCase(),
      name: 'Priya S',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().name).toBe('Priya S');

    const changed = await put('/api/profile/me', patient, { email: 'new@example.com' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe(MSG_PROFILE.emailReadOnly);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, patient.id));
    expect(row?.email).toBe(patient.email);
  });

  it('refuses a field the role may not change, naming it', async () => {
    const res = await put('/api/profile/me', patient, { specialty: 'Cardiologist' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Specialty cannot be changed on a patient profile.');

    const tech = await put('/api/profile/me', technician, { bio: 'I collect samples.' });
    expect(tech.statusCode).toBe(400);
    expect(tech.json().message).toBe('Bio cannot be changed on a lab technician profile.');

    const doc = await put('/api/profile/me', doctor, { licenseNumber: 'MMC-2011-999999' });
    expect(doc.statusCode).toBe(400);
    expect(doc.json().details).toEqual([
      { path: 'body.licenseNumber', message: 'License number cannot be changed on a doctor profile.' },
    ]);
  });

  it('lets an editor send a field it may not change when the value is unchanged', async () => {
    const res = await put('/api/profile/me', doctor, {
      licenseNumber: 'MMC-2011-045678',
      bio: 'Cardiologist.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().bio).toBe('Cardiologist.');
  });

  it('splits comma-joined qualifications and trims skills, dropping empties', async () => {
    const res = await put('/api/profile/me', doctor, {
      qualifications: ' MBBS,  MD (Cardiology) ,, DM ',
      verifiedSkills: ['  ECG interpretation ', '', '   ', 'Echo'],
      experience: '14',
      specialty: 'Neurologist',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      qualifications: ['MBBS', 'MD (Cardiology)', 'DM'],
      experience: 14,
    });
    // The doctor is approved: skills and specialty wait for an admin, normalised the same way.
    expect(res.json().profileChangeRequest.changes).toMatchObject({
      verifiedSkills: ['ECG interpretation', 'Echo'],
      specialty: 'Neurologist',
    });
  });

  it('keeps specialties to the lists of the role', async () => {
    const doc = await put('/api/profile/me', doctor, { specialty: 'Elder Care' });
    expect(doc.statusCode).toBe(400);
    expect(doc.json().message).toBe(MSG_PROFILE.specialtyInvalid);
    const ok = await put('/api/profile/me', nurse, { specialty: 'Auxiliary Nursing (ANM)' });
    expect(ok.statusCode).toBe(200);
    const bad = await put('/api/profile/me', nurse, { specialty: 'Cardiologist' });
    expect(bad.statusCode).toBe(400);
  });

  it('saves a service area with the centroid computed on the server, and null clears both', async () => {
    const res = await put('/api/profile/me', doctor, { serviceArea: SQUARE });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.serviceArea).toEqual(SQUARE);
    expect(body.serviceAreaCentroid.type).toBe('Point');
    expect(body.serviceAreaCentroid.coordinates[0]).toBeCloseTo(72.85, 10);
    expect(body.serviceAreaCentroid.coordinates[1]).toBeCloseTo(19.05, 10);

    const [row] = await t.database.db
      .select()
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, doctor.id));
    expect(row?.serviceAreaCentroidLat).toBeCloseTo(19.05, 10);

    const cleared = await put('/api/profile/me', doctor, { serviceArea: null });
    expect(cleared.json()).toMatchObject({ serviceArea: null, serviceAreaCentroid: null });
  });

  it.each([
    [
      'an open ring',
      {
        type: 'Polygon',
        coordinates: [
          [
            [72.8, 19.0],
            [72.9, 19.0],
            [72.9, 19.1],
            [72.8, 19.1],
          ],
        ],
      },
    ],
    [
      'two points',
      {
        type: 'Polygon',
        coordinates: [
          [
            [72.8, 19.0],
            [72.9, 19.0],
          ],
        ],
      },
    ],
    [
      'three positions that enclose nothing',
      {
        type: 'Polygon',
        coordinates: [
          [
            [72.8, 19.0],
            [72.9, 19.0],
            [72.9, 19.0],
            [72.8, 19.0],
          ],
        ],
      },
    ],
    [
      'longitude out of range',
      {
        type: 'Polygon',
        coordinates: [
          [
            [200, 19],
            [72.9, 19],
            [72.9, 19.1],
            [200, 19],
          ],
        ],
      },
    ],
    ['a point', { type: 'Point', coordinates: [72.8, 19.0] }],
  ])('refuses a service area that is %s', async (_label, area) => {
    const res = await put('/api/profile/me', doctor, { serviceArea: area });
    expect(res.statusCode).toBe(400);
  });

  it('normalises a phone number, refuses a bad one, and lets only non-professionals clear it', async () => {
    const ok = await put('/api/profile/me', patient, { phone: '098200 00002' });
    expect(ok.json().phone).toBe('+919820000002');
    expect((await put('/api/profile/me', patient, { phone: '12345' })).statusCode).toBe(400);
    expect((await put('/api/profile/me', patient, { phone: '' })).json().phone).toBeNull();
    const doc = await put('/api/profile/me', doctor, { phone: '' });
    expect(doc.statusCode).toBe(400);
  });

  it('accepts only pictures this server issued to the person', async () => {
    const foreign = await put('/api/profile/me', patient, {
      profilePictureUrl: 'https://evil.example/x.png',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(MSG_PROFILE.pictureNotIssued);
    const unknown = await put('/api/profile/me', patient, {
      profilePictureUrl: '/api/files/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    for (const empty of [null, '']) {
      const cleared = await put('/api/profile/me', patient, { profilePictureUrl: empty });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().profilePictureUrl).toBeNull();
    }
  });

  it('changes city on both the account and the listing of a professional', async () => {
    const res = await put('/api/profile/me', nurse, { city: 'Delhi' });
    expect(res.json().city).toBe('Delhi');
    const [row] = await t.database.db
      .select({ city: professionalProfiles.city })
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, nurse.id));
    expect(row?.city).toBe('Delhi');
    expect((await put('/api/profile/me', nurse, { city: 'Atlantis' })).statusCode).toBe(400);
  });

  it("re-checks fraud flags when a nurse's licence or phone changes", async () => {
    // Still under review, so the licence applies at once (an approved nurse's waits for an admin).
    const nurse = await insertAccount(t.app, { role: 'nurse', approvalStatus: 'pending' });
    const bad = await put('/api/profile/me', nurse, { licenseNumber: 'not a licence' });
    expect(bad.statusCode).toBe(200);
    const flagsOf = async () =>
      (
        await t.database.db
          .select({ flags: professionalProfiles.fraudFlags })
          .from(professionalProfiles)
          .where(eq(professionalProfiles.userId, nurse.id))
      )[0]?.flags;
    expect(await flagsOf()).toEqual(['INVALID_LICENSE_FORMAT']);

    const [doctorRow] = await t.database.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, doctor.id));
    await put('/api/profile/me', nurse, { licenseNumber: 'KSNC/RN/12345', phone: doctorRow?.phone });
    expect(await flagsOf()).toEqual(['DUPLICATE_PHONE']);
  });

  it('has no route to change someone else', async () => {
    const res = await put(`/api/profile/${patient.id}`, doctor, { name: 'Hacked' });
    expect([404, 405]).toContain(res.statusCode);
    const [row] = await t.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, patient.id));
    expect(row?.name).not.toBe('Hacked');
  });

  it('needs a session', async () => {
    expect((await put('/api/profile/me', undefined, { name: 'x' })).statusCode).toBe(401);
  });
});

describe('PUT /profile/location', () => {
  it('saves the position as a GeoJSON point', async () => {
    const res = await put('/api/profile/location', patient, { latitude: 19.1, longitude: 72.9 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      msg: 'Location saved.',
      location: { type: 'Point', coordinates: [72.9, 19.1] },
    });
    const [row] = await t.database.db
      .select({ lat: users.latitude, lng: users.longitude })
      .from(users)
      .where(eq(users.id, patient.id));
    expect(row).toEqual({ lat: 19.1, lng: 72.9 });
  });

  it('refuses a zero coordinate with the spec message, and out-of-range values', async () => {
    const zero = await put('/api/profile/location', patient, { latitude: 0, longitude: 72.8 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe(
      'Location detection returned invalid coordinates. Please try again or select a city manually.',
    );
    const lat = await put('/api/profile/location', patient, { latitude: 91, longitude: 72.8 });
    expect(lat.statusCode).toBe(400);
    expect(lat.json().message).toBe('Latitude must be between -90 and 90.');
  });

  it('needs a session', async () => {
    expect((await put('/api/profile/location', undefined, { latitude: 19, longitude: 72 })).statusCode).toBe(
      401,
    );
  });
});

describe('DELETE /profile/me', () => {
  it('deactivates the account, ends its sessions and hides it', async () => {
    const leaving = await insertAccount(t.app, { role: 'doctor' });
    expect((await get(`/api/profile/${leaving.id}`)).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'DELETE', url: '/api/profile/me', headers: leaving.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Account deactivated.');

    expect((await get('/api/profile/me', leaving)).statusCode).toBe(401);
    expect((await get('/api/auth/me', leaving)).statusCode).toBe(401);
    expect((await get(`/api/profile/${leaving.id}`)).statusCode).toBe(404);
    // A token signed for the new version would be needed, and the account is inactive anyway.
    const fresh = await t.app.ctx.tokens.sign({
      sub: leaving.id,
      role: 'doctor',
      ver: 1,
      sid: sessionIdOf(leaving.token),
    });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/profile/me',
          headers: { authorization: `Bearer ${fresh}` },
        })
      ).statusCode,
    ).toBe(401);

    const [row] = await t.database.db
      .select({ isActive: users.isActive, ver: users.tokenVersion })
      .from(users)
      .where(eq(users.id, leaving.id));
    expect(row).toEqual({ isActive: false, ver: 1 });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, leaving.id), eq(auditLog.action, 'user.deactivated')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(leaving.id);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/profile/me' })).statusCode).toBe(401);
  });
});
