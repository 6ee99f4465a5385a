import { normalizeVehicleRegistration } from '@arogya/contract/constants/ambulance';
import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { pendingProfileChangeSchema } from '@arogya/contract/schemas/admin';
import { ownProfileSchema } from '@arogya/contract/schemas/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalProfiles } from '../../db/schema/users';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';

/**
 * A driver's details editor (#22): PUT /profile/me takes what registration asked of a driver — licence,
 * vehicle registration, phone, service city; an approved driver's licence and vehicle wait for an admin
 * (decision 012), a rejected driver corrects them and resubmits.
 */
let t: TestApp;
let admin: DirectAccount;

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertAccount(t.app, { role: 'admin' });
}, 240_000);

afterAll(async () => {
  await t?.close();
}, 120_000);

const put = (who: DirectAccount | null, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/profile/me', payload, headers: who ? who.headers : {} });
const as = (who: DirectAccount, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

async function stored(id: string) {
  const [row] = await t.database.db
    .select({
      vehicle: professionalProfiles.vehicleRegistrationNumber,
      licence: professionalProfiles.licenseNumber,
      city: professionalProfiles.city,
    })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, id));
  return row;
}

const driver = (approvalStatus: 'approved' | 'pending' | 'rejected') =>
  insertAccount(t.app, { role: 'ambulance', city: 'Mumbai', approvalStatus });

describe('vehicle registration numbers', () => {
  it('reads plates as written and answers them spaced; refuses what is not a plate', () => {
    expect(normalizeVehicleRegistration('mh02ek7781')).toBe('MH 02 EK 7781');
    expect(normalizeVehicleRegistration('DL-1C-AA-1234')).toBe('DL 01 CAA 1234');
    expect(normalizeVehicleRegistration('KA 5 M 42')).toBe('KA 05 M 0042');
    expect(normalizeVehicleRegistration('22 BH 1234 AA')).toBe('22 BH 1234 AA');
    for (const bad of ['', 'ABC', '1234', 'MH 02 EKXY 7781', 'MH 02 EK 77811', 'M 02 EK 7781']) {
      expect(normalizeVehicleRegistration(bad), bad).toBeNull();
    }
  });
});

describe('PUT /profile/me for drivers', () => {
  it('lets a pending driver correct vehicle, licence, phone and service city at once', async () => {
    const me = await driver('pending');
    const res = await put(me, {
      vehicleRegistrationNumber: 'mh 12 ab 1234',
      licenseNumber: 'MH-0220190012345',
      phone: '9876512345',
      city: 'Hyderabad',
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = ownProfileSchema.parse(res.json());
    expect(profile).toMatchObject({
      vehicleRegistrationNumber: 'MH 12 AB 1234',
      licenseNumber: 'MH-0220190012345',
      phone: '+919876512345',
      city: 'Hyderabad',
      profileChangeRequest: null,
    });
    expect(await stored(me.id)).toEqual({
      vehicle: 'MH 12 AB 1234',
      licence: 'MH-0220190012345',
      city: 'Hyderabad',
    });
  });

  it('refuses an invalid vehicle number and a city outside the ambulance cities, changing nothing', async () => {
    const me = await driver('pending');
    const before = await stored(me.id);
    const plate = await put(me, { vehicleRegistrationNumber: 'NOT A PLATE', city: 'Delhi' });
    expect(plate.statusCode).toBe(400);
    expect(plate.json().message).toBe(MSG_AMBULANCE.vehicleRegistrationInvalid);
    const city = await put(me, { city: 'Patna', vehicleRegistrationNumber: 'MH 12 AB 1234' });
    expect(city.statusCode).toBe(400);
    expect(city.json().message).toBe(MSG_AMBULANCE.driverCityInvalid);
    const longPlate = await put(me, { vehicleRegistrationNumber: 'X'.repeat(21) });
    expect(longPlate.statusCode).toBe(400);
    expect(await stored(me.id)).toEqual(before);
  });

  it('refuses the driver fields to other roles and to nobody signed in', async () => {
    for (const role of ['patient', 'doctor', 'technician'] as const) {
      const other = await insertAccount(t.app, { role, approvalStatus: 'approved' });
      const res = await put(other, { vehicleRegistrationNumber: 'MH 12 AB 1234' });
      expect(res.statusCode, role).toBe(400);
      expect(res.json().message, role).toMatch(/Vehicle registration number/);
    }
    expect((await put(null, { vehicleRegistrationNumber: 'MH 12 AB 1234' })).statusCode).toBe(401);
  });

  it("sends an approved driver's new licence and vehicle to review; phone and city apply at once", async () => {
    const me = await driver('approved');
    const before = await stored(me.id);
    const res = await put(me, {
      vehicleRegistrationNumber: 'MH 04 ZZ 9001',
      licenseNumber: 'MH-0420200099999',
      city: 'Pune',
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = ownProfileSchema.parse(res.json());
    expect(profile.profileChangeRequest).toMatchObject({
      status: 'pending',
      changes: { vehicleRegistrationNumber: 'MH 04 ZZ 9001', licenseNumber: 'MH-0420200099999' },
    });
    expect(profile.approvalStatus).toBe('approved');
    expect(await stored(me.id)).toEqual({ ...before, city: 'Pune' });

    // The admin sees before → after and approves: the new plate is what the tracking page shows.
    const list = await as(admin, 'GET', '/admin/profile-changes');
    const change = pendingProfileChangeSchema
      .array()
      .parse(list.json())
      .find((c) => c.userId === me.id);
    expect(change?.diff.map((d) => d.field)).toEqual(['licenseNumber', 'vehicleRegistrationNumber']);
    const decided = await as(admin, 'PUT', `/admin/profile-changes/${change!._id}`, { action: 'approve' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await stored(me.id)).toEqual({
      vehicle: 'MH 04 ZZ 9001',
      licence: 'MH-0420200099999',
      city: 'Pune',
    });
  });

  it('a rejected driver corrects the vehicle and resubmits; the admin sees them pending again', async () => {
    const me = await driver('rejected');
    const fixed = await put(me, { vehicleRegistrationNumber: 'TS 09 EA 4321' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await stored(me.id))?.vehicle).toBe('TS 09 EA 4321');

    const resubmitted = await as(me, 'POST', '/profile/resubmit');
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect(resubmitted.json().approvalStatus).toBe('pending');
    const pending = await as(admin, 'GET', '/admin/pending');
    expect((pending.json() as Array<{ _id: string }>).map((p) => p._id)).toContain(me.id);
    expect((await as(me, 'POST', '/profile/resubmit')).statusCode).toBe(409);
  });
});
