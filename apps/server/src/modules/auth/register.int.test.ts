import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { registerSchema } from '@arogya/contract/schemas/auth';
import { sessionUserSchema } from '@arogya/contract/schemas/users';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { professionalProfiles, users } from '../../db/schema/users';
import { createFieldCrypto } from '../../lib/crypto';
import { bearer, registrationFor, setActive, type TestRole, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/harness';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const register = (payload: object, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

async function rowsFor(email: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  const [profile] = user
    ? await t.database.db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, user.id))
    : [];
  return { user, profile };
}

describe(`registration (${backend})`, () => {
  it('a patient gets a session at once and never carries professional fields', async () => {
    const payload = registrationFor('patient', {
      // Sent anyway by a careless or hostile client: all dropped.
      phone: '9876512345',
      specialty: 'Cardiologist',
      city: 'Mumbai',
      experience: 4,
      licenseNumber: 'MMC-1',
      govId: '1111 2222 3333',
      vehicleRegistrationNumber: 'MH 01 AA 0001',
    });
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ pendingApproval: false, msg: MSG_AUTH.registrationSuccess });
    expect(body.token).toEqual(expect.any(String));
    expect(sessionUserSchema.parse(body.user)).toMatchObject({
      role: 'patient',
      email: payload.email,
      phone: null,
      city: null,
      specialty: null,
      licenseNumber: null,
      approvalStatus: null,
      isVerified: false,
      careFundBalance: 0,
    });
    expect(body.user._id).toBe(body.user.id);

    const { user, profile } = await rowsFor(payload.email);
    expect(user).toMatchObject({ role: 'patient', phone: null, city: null, registrationIp: '127.0.0.1' });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(profile).toBeUndefined();

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.user);
  });

  it('a doctor gets a session, pending approval: listed and badged only once approved', async () => {
    const payload = registrationFor('doctor', { experience: '12' });
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body).toMatchObject({ pendingApproval: false, msg: MSG_AUTH.registrationSuccess });
    expect(body.user).toMatchObject({
      role: 'doctor',
      phone: '+919876512345',
      city: 'Mumbai',
      specialty: 'Cardiologist',
      licenseNumber: 'MMC-2011-045678',
      approvalStatus: 'pending',
      isVerified: false,
      subscriptionTier: 'free',
    });
    expect(body.user).not.toHaveProperty('careFundBalance');

    const { profile } = await rowsFor(payload.email);
    expect(profile).toMatchObject({
      role: 'doctor',
      specialty: 'Cardiologist',
      city: 'Mumbai',
      experience: 12,
      licenseNumber: 'MMC-2011-045678',
      approvalStatus: 'pending',
      govIdEnc: null,
      govIdHash: null,
      vehicleRegistrationNumber: null,
      fraudFlags: [],
    });
  });

  it('a nurse gets a session too', async () => {
    const res = await register(registrationFor('nurse'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      pendingApproval: false,
      user: { role: 'nurse', specialty: 'Elder Care' },
    });
    expect(res.json().token).toEqual(expect.any(String));
  });

  it('a technician gets no token and is told the account awaits approval; the government id is encrypted', async () => {
    const payload = registrationFor('technician');
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toBeUndefined();
    expect(body).toMatchObject({
      pendingApproval: true,
      msg: 'Your account is pending admin approval.',
      user: {
        role: 'technician',
        approvalStatus: 'pending',
        licenseNumber: 'DMLT-MH-2019-04512',
        city: 'Delhi',
      },
    });
    expect(JSON.stringify(body)).not.toContain('1234 5678 9012');
    expect(body.user).not.toHaveProperty('govId');

    const { profile } = await rowsFor(payload.email);
    expect(profile!.govIdEnc).toMatch(/^v1\./);
    expect(profile!.govIdEnc).not.toContain('1234');
    expect(createFieldCrypto(t.app.ctx.config.appSecret).decrypt('gov-id', profile!.govIdEnc!)).toBe(
      '1234 5678 9012',
    );
    expect(profile!.govIdHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('an ambulance driver gets no token; vehicle and licence are kept; a reused government id is flagged', async () => {
    // The same id as the technician above, typed differently: one person, two accounts.
    const payload = registrationFor('ambulance', {
      govId: '1234-5678-9012',
      vehicleRegistrationNumber: 'mh02-ab.1234',
    });
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json().token).toBeUndefined();
    expect(res.json()).toMatchObject({ pendingApproval: true, msg: MSG_AUTH.pendingApproval });
    const { profile } = await rowsFor(payload.email);
    expect(profile).toMatchObject({
      role: 'ambulance',
      licenseNumber: 'MH0220190012345',
      vehicleRegistrationNumber: 'MH 02 AB 1234',
      city: 'Mumbai',
      approvalStatus: 'pending',
    });
    expect(profile!.fraudFlags).toContain('DUPLICATE_GOV_ID');
    // The plate as typed ('mh02-ab.1234') is kept in the form the details editor writes.
  });

  it('records who registered in the audit log', async () => {
    const payload = registrationFor('nurse');
    await register(payload);
    const { user } = await rowsFor(payload.email);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, user!.id), eq(auditLog.action, 'user.registered')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: user!.id, details: { role: 'nurse' }, ip: '127.0.0.1' });
  });

  describe('each required field, missing or blank, gets the contract’s message', () => {
    const required: Record<TestRole, Record<string, string>> = {
      patient: {
        name: MSG_AUTH.nameRequired,
        email: MSG_AUTH.emailRequired,
        password: MSG_AUTH.passwordRequired,
      },
      doctor: {
        phone: MSG_AUTH.phoneRequired,
        specialty: MSG_AUTH.specialtyRequired,
        city: MSG_AUTH.cityRequired,
        experience: MSG_AUTH.experienceRequired,
        licenseNumber: MSG_AUTH.licenseRequired,
      },
      nurse: {
        phone: MSG_AUTH.phoneRequired,
        specialty: MSG_AUTH.careCategoryRequired,
        city: MSG_AUTH.cityRequired,
        experience: MSG_AUTH.experienceRequired,
        licenseNumber: MSG_AUTH.licenseRequired,
      },
      technician: {
        phone: MSG_AUTH.phoneRequired,
        licenseNumber: MSG_AUTH.certificationRequired,
        city: MSG_AUTH.cityRequired,
        govId: MSG_AUTH.govIdRequired,
      },
      ambulance: {
        phone: MSG_AUTH.phoneRequired,
        licenseNumber: MSG_AUTH.driversLicenseRequired,
        vehicleRegistrationNumber: MSG_AUTH.vehicleRegistrationRequired,
        govId: MSG_AUTH.govIdRequired,
        city: MSG_AMBULANCE.driverCityRequired,
      },
    };
    for (const [role, fields] of Object.entries(required) as [TestRole, Record<string, string>][]) {
      it(`${role}`, async () => {
        for (const [field, message] of Object.entries(fields)) {
          // Passwords are never trimmed: three spaces are a (too short) password, not a missing one.
          for (const value of field === 'password' ? [undefined, ''] : [undefined, '', '   ']) {
            const payload: Record<string, unknown> = { ...registrationFor(role) };
            if (value === undefined) delete payload[field];
            else payload[field] = value;
            // The web form runs this very schema: same rule, same words.
            const clientSide = registerSchema.safeParse(payload);
            expect(clientSide.success).toBe(false);
            expect(clientSide.error?.issues[0]?.message).toBe(message);

            const res = await register(payload);
            expect(res.statusCode, `${role}.${field}=${JSON.stringify(value)}`).toBe(400);
            expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message, msg: message });
          }
        }
      });
    }
  });

  it('refuses malformed values with the contract’s messages', async () => {
    const cases: Array<[object, string]> = [
      [registrationFor('patient', { email: 'not-an-email' }), MSG_AUTH.emailInvalid],
      [registrationFor('patient', { password: '12345' }), MSG_AUTH.passwordTooShort],
      [registrationFor('patient', { confirmPassword: 'something else' }), MSG_AUTH.passwordsDoNotMatch],
      [registrationFor('doctor', { phone: '12345' }), MSG_AUTH.phoneInvalid],
      [registrationFor('doctor', { specialty: 'Astrologer' }), MSG_AUTH.specialtyRequired],
      [registrationFor('nurse', { city: 'Atlantis' }), MSG_AUTH.cityRequired],
      [
        registrationFor('ambulance', { vehicleRegistrationNumber: 'MH 02 XX' }),
        MSG_AMBULANCE.vehicleRegistrationInvalid,
      ],
      [
        registrationFor('ambulance', { vehicleRegistrationNumber: 'AMBULANCE 1' }),
        MSG_AMBULANCE.vehicleRegistrationInvalid,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('admins cannot self-register', async () => {
    const payload = { ...registrationFor('patient'), role: 'admin' };
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG_AUTH.adminNotSelfRegister);
    expect((await rowsFor(payload.email)).user).toBeUndefined();
  });

  it('refuses a common password, and one equal to the name or the e-mail’s first part', async () => {
    for (const password of ['password', 'Password1', 'QWERTY123', 'iloveyou']) {
      const res = await register(registrationFor('patient', { password }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: MSG_AUTH.commonPassword });
    }
    const blank = await register(registrationFor('patient', { password: '        ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(MSG_AUTH.passwordRequired);
    const named = await register(registrationFor('patient', { name: 'Ravi Kumar', password: 'ravi kumar' }));
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toBe(MSG_AUTH.passwordLikeIdentity);
    const local = await register(
      registrationFor('patient', { email: 'ravi.k.1987@example.com', password: 'ravi.k.1987' }),
    );
    expect(local.statusCode).toBe(400);
    expect(local.json().message).toBe(MSG_AUTH.passwordLikeIdentity);
  });

  it('refuses an e-mail already registered, whatever its case or spacing', async () => {
    const email = uniqueEmail('dup');
    expect((await register(registrationFor('patient', { email }))).statusCode).toBe(201);
    for (const variant of [email, email.toUpperCase(), `  ${email.replace('dup', 'DUP')}  `]) {
      const res = await register(registrationFor('doctor', { email: variant }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: MSG_AUTH.emailTaken });
    }
  });

  it('of simultaneous registrations with one e-mail exactly one succeeds', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        register(
          registrationFor(i % 2 ? 'doctor' : 'patient', { email: i % 3 ? email : email.toUpperCase() }),
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe(MSG_AUTH.emailTaken);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

describe(`GET /auth/me (${backend})`, () => {
  it('needs a session, and stops working once the account is deactivated', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const res = await register(registrationFor('patient'));
    const { token, user } = res.json();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode,
    ).toBe(200);
    await setActive(t.database.db, user.id, false);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHORIZED');
  });

  it('shows Pro only while the subscription is active and unexpired, and Verified only once approved', async () => {
    const res = await register(registrationFor('doctor'));
    const { token, user } = res.json();
    const me = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();
    const setProfile = (values: Partial<typeof professionalProfiles.$inferInsert>) =>
      t.database.db.update(professionalProfiles).set(values).where(eq(professionalProfiles.userId, user.id));

    await setProfile({
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: new Date(Date.now() + 86_400_000),
      approvalStatus: 'approved',
    });
    expect(await me()).toMatchObject({
      subscriptionTier: 'pro',
      isVerified: true,
      approvalStatus: 'approved',
    });
    await setProfile({ subscriptionExpiresAt: new Date(Date.now() - 1000) });
    expect((await me()).subscriptionTier).toBe('free');
    await setProfile({
      subscriptionExpiresAt: new Date(Date.now() + 86_400_000),
      subscriptionStatus: 'cancelled',
    });
    expect((await me()).subscriptionTier).toBe('free');
    await setProfile({ approvalStatus: 'rejected', rejectionReason: 'Licence not found' });
    expect(await me()).toMatchObject({ isVerified: false, rejectionReason: 'Licence not found' });
  });
});
