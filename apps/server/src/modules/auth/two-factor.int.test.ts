import { createHmac } from 'node:crypto';
import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { MSG_TWO_FACTOR } from '@arogya/contract/messages/two-factor';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { twoFactorChallenges, twoFactorRecoveryCodes } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { bearer, type RegisteredAccount, registerAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/harness';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

// ---------------------------------------------------------------------------------------------------------
// An independent RFC 6238 implementation (RFC 4226 dynamic truncation over HMAC), written from the RFCs
// with node:crypto only, so the server's TOTP library is checked against something it did not produce.
// ---------------------------------------------------------------------------------------------------------

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = BASE32.indexOf(ch);
    if (index < 0) throw new Error(`not base32: ${ch}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

function hotp(key: Buffer, counter: number, digits: number, algorithm: 'sha1' | 'sha256' | 'sha512'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** TOTP with T0 = 0 and X = 30 s. */
function totp(
  key: Buffer,
  unixSeconds: number,
  digits = 6,
  algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1',
) {
  return hotp(key, Math.floor(unixSeconds / 30), digits, algorithm);
}

/** The code an authenticator app shows for this base32 secret at `at` (offset by whole steps). */
function codeFor(secret: string, at: Date, stepOffset = 0): string {
  return totp(base32Decode(secret), Math.floor(at.getTime() / 1000) + stepOffset * 30);
}

describe('the test’s own RFC 6238 implementation', () => {
  it('reproduces the SHA-1 test vectors of RFC 6238 Appendix B', () => {
    const key = Buffer.from('12345678901234567890', 'ascii');
    const vectors: Array<[number, string]> = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [time, code] of vectors) expect(totp(key, time, 8)).toBe(code);
  });

  it('decodes base32 (RFC 4648 test vector)', () => {
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
  });
});

// ---------------------------------------------------------------------------------------------------------

// Five seconds into a 30 s step, so "the previous step" is unambiguous.
const clock = fixedClock('2026-03-10T10:00:05Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, opts: { token?: string; payload?: object; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(opts.token ? { headers: bearer(opts.token) } : {}),
    ...(opts.payload ? { payload: opts.payload } : {}),
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const nextStep = () => clock.advance(30_000);

/**
 * Setup + verify with the independent implementation; returns the secret, the token the client goes
 * on with (its own, as the spec's client ignores the answer) and the recovery codes.
 */
async function enable(
  account: RegisteredAccount,
): Promise<{ secret: string; token: string; recoveryCodes: string[] }> {
  const setup = await post('/api/twofactor/setup', { token: account.token! });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const verify = await post('/api/twofactor/verify', {
    token: account.token!,
    payload: { token: codeFor(secret, clock.now()), password: account.password },
  });
  expect(verify.statusCode).toBe(200);
  return { secret, token: account.token!, recoveryCodes: verify.json().recoveryCodes };
}

async function passwordStep(account: RegisteredAccount) {
  const res = await post('/api/auth/login', {
    payload: { email: account.email, password: account.password },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe(`two-factor setup and verify (${backend})`, () => {
  it('setup returns a standard otpauth URI, its QR code and the secret — stored only encrypted', async () => {
    const account = await registerAccount(t.app, 'doctor');
    const res = await post('/api/twofactor/setup', { token: account.token! });
    expect(res.statusCode).toBe(200);
    const { secret, qrCodeUrl, otpauthUrl } = res.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(qrCodeUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{100,}$/);

    const uri = new URL(otpauthUrl);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Arogya:${account.email}`);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Arogya');
    // Absent parameters mean the defaults every app assumes: SHA1, 6 digits, 30 s.
    for (const [param, expected] of [
      ['algorithm', 'SHA1'],
      ['digits', '6'],
      ['period', '30'],
    ] as const) {
      const value = uri.searchParams.get(param);
      if (value !== null) expect(value).toBe(expected);
    }

    const row = await userRow(account.id);
    expect(row.twoFactorEnabled).toBe(false);
    expect(row.twoFactorSecretEnc).toBeNull();
    expect(row.twoFactorPendingSecretEnc).toMatch(/^v1\./);
    expect(row.twoFactorPendingSecretEnc).not.toContain(secret);
  });

  it('verify refuses a wrong code, and needs a setup first', async () => {
    const fresh = await registerAccount(t.app, 'patient');
    const notSetUp = await post('/api/twofactor/verify', {
      token: fresh.token!,
      payload: { token: '123456', password: fresh.password },
    });
    expect(notSetUp.statusCode).toBe(400);
    expect(notSetUp.json().message).toBe(MSG_TWO_FACTOR.notSetUp);

    const { secret } = (await post('/api/twofactor/setup', { token: fresh.token! })).json();
    const good = codeFor(secret, clock.now());
    const wrong = String((Number(good) + 1) % 1_000_000).padStart(6, '0');
    const res = await post('/api/twofactor/verify', {
      token: fresh.token!,
      payload: { token: wrong, password: fresh.password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid token. Please try again.');
    const malformed = await post('/api/twofactor/verify', {
      token: fresh.token!,
      payload: { token: '12ab', password: fresh.password },
    });
    expect(malformed.json().message).toBe('Please enter a valid 6-digit code.');
    expect((await userRow(fresh.id)).twoFactorEnabled).toBe(false);
  });

  it('verify needs the account password: a session alone cannot turn two-factor on', async () => {
    const account = await registerAccount(t.app, 'patient');
    const { secret } = (await post('/api/twofactor/setup', { token: account.token! })).json();
    const code = codeFor(secret, clock.now());

    const without = await post('/api/twofactor/verify', { token: account.token!, payload: { token: code } });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe(MSG_TWO_FACTOR.passwordRequired);
    const wrong = await post('/api/twofactor/verify', {
      token: account.token!,
      payload: { token: code, password: 'not-my-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MSG_TWO_FACTOR.wrongPassword);
    const row = await userRow(account.id);
    expect(row.twoFactorEnabled).toBe(false);
    expect(row.twoFactorPendingSecretEnc).not.toBeNull();

    // With it, the same code still works: the refusals spent nothing.
    const ok = await post('/api/twofactor/verify', {
      token: account.token!,
      payload: { token: code, password: account.password },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('setup again before verifying hands out the same secret (a scanned QR code keeps working)', async () => {
    const account = await registerAccount(t.app, 'patient');
    const first = (await post('/api/twofactor/setup', { token: account.token! })).json();
    const reload = (await post('/api/twofactor/setup', { token: account.token! })).json();
    expect(reload.secret).toBe(first.secret);
    expect(reload.otpauthUrl).toBe(first.otpauthUrl);
    const ok = await post('/api/twofactor/verify', {
      token: account.token!,
      payload: { token: codeFor(first.secret, clock.now()), password: account.password },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('verify enables it, ends other sessions, keeps this one with its token, and answers 10 recovery codes', async () => {
    const account = await registerAccount(t.app, 'nurse');
    const otherDevice = await post('/api/auth/login', {
      payload: { email: account.email, password: account.password },
    });
    const setup = (await post('/api/twofactor/setup', { token: account.token! })).json();
    const secret: string = setup.secret;
    const verify = await post('/api/twofactor/verify', {
      token: account.token!,
      payload: { token: codeFor(secret, clock.now()), password: account.password },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({
      msg: MSG_TWO_FACTOR.enabled,
      token: expect.any(String),
      recoveryCodes: expect.any(Array),
    });
    const codes: string[] = verify.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    // The spec's client ignores the answer and goes on with the token it has: it must keep working.
    const still = await me(account.token!);
    expect(still.statusCode).toBe(200);
    expect(still.json().isTwoFactorEnabled).toBe(true);
    expect((await me(verify.json().token)).statusCode).toBe(200);
    expect((await me(otherDevice.json().token)).statusCode).toBe(401);

    const row = await userRow(account.id);
    expect(row.twoFactorEnabled).toBe(true);
    expect(row.twoFactorPendingSecretEnc).toBeNull();
    expect(row.twoFactorSecretEnc).toMatch(/^v1\./);
    expect(row.twoFactorSecretEnc).not.toContain(secret);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, account.id), eq(auditLog.action, 'two_factor.enabled')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(account.id);
  });

  it('setting up again while enabled is refused and the active secret stays', async () => {
    const account = await registerAccount(t.app, 'patient');
    const { secret, token } = await enable(account);
    const before = await userRow(account.id);
    const res = await post('/api/twofactor/setup', { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG_TWO_FACTOR.alreadyEnabled);
    const after = await userRow(account.id);
    expect(after.twoFactorSecretEnc).toBe(before.twoFactorSecretEnc);
    expect(after.twoFactorPendingSecretEnc).toBeNull();
    // Codes of the active secret keep working.
    nextStep();
    const challenge = await passwordStep(account);
    const ok = await post('/api/auth/2fa/login', {
      payload: { userId: challenge.userId, token: codeFor(secret, clock.now()) },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe(`two-factor sign-in (${backend})`, () => {
  let account: RegisteredAccount;
  let secret: string;

  beforeAll(async () => {
    account = await registerAccount(t.app, 'doctor');
    ({ secret } = await enable(account));
  });

  it('the password alone gives no session: it asks for a code', async () => {
    const body = await passwordStep(account);
    expect(body).toEqual({ twoFactorRequired: true, userId: account.id, msg: MSG_AUTH.twoFactorPrompt });
  });

  it('a code is accepted once: the one used to enable cannot sign in, and no code works twice', async () => {
    // Still the step of the code that enabled two-factor.
    await passwordStep(account);
    const replay = await post('/api/auth/2fa/login', {
      payload: { userId: account.id, token: codeFor(secret, clock.now()) },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(MSG_AUTH.invalidTwoFactorToken);

    nextStep();
    const code = codeFor(secret, clock.now());
    const ok = await post('/api/auth/2fa/login', { payload: { userId: account.id, token: code } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      msg: MSG_AUTH.loginSuccess,
      user: { id: account.id, isTwoFactorEnabled: true },
    });
    expect((await me(ok.json().token)).statusCode).toBe(200);

    await passwordStep(account);
    const again = await post('/api/auth/2fa/login', { payload: { userId: account.id, token: code } });
    expect(again.statusCode).toBe(401);
  });

  it('accepts the previous step’s code (clock drift) once, within its window', async () => {
    nextStep();
    nextStep();
    await passwordStep(account);
    const previous = codeFor(secret, clock.now(), -1);
    expect(
      (await post('/api/auth/2fa/login', { payload: { userId: account.id, token: previous } })).statusCode,
    ).toBe(200);
    await passwordStep(account);
    expect(
      (await post('/api/auth/2fa/login', { payload: { userId: account.id, token: previous } })).statusCode,
    ).toBe(401);
    // Two steps back is outside the window.
    nextStep();
    nextStep();
    nextStep();
    await passwordStep(account);
    const tooOld = codeFor(secret, clock.now(), -2);
    expect(
      (await post('/api/auth/2fa/login', { payload: { userId: account.id, token: tooOld } })).statusCode,
    ).toBe(401);
  });

  it('never works without the password step, nor after its 5 minutes', async () => {
    const other = await registerAccount(t.app, 'patient');
    const { secret: otherSecret } = await enable(other);
    nextStep();
    const bare = await post('/api/auth/2fa/login', {
      payload: { userId: other.id, token: codeFor(otherSecret, clock.now()) },
    });
    expect(bare.statusCode).toBe(401);
    expect(bare.json().message).toBe(MSG_AUTH.invalidTwoFactorToken);

    await passwordStep(other);
    clock.advance(5 * 60 * 1000 + 1000);
    const late = await post('/api/auth/2fa/login', {
      payload: { userId: other.id, token: codeFor(otherSecret, clock.now()) },
    });
    expect(late.statusCode).toBe(401);

    const nobody = await post('/api/auth/2fa/login', {
      payload: { userId: '00000000-0000-4000-8000-000000000000', token: '123456' },
    });
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json().message).toBe(MSG_AUTH.invalidTwoFactorToken);
  });

  it('five wrong codes burn the challenge (and count toward the account’s throttle)', async () => {
    // A fresh account: the replays refused above count as failures too.
    const account = await registerAccount(t.app, 'patient');
    const { secret } = await enable(account);
    nextStep();
    await passwordStep(account);
    const good = codeFor(secret, clock.now());
    const wrong = (i: number) => String((Number(good) + 1 + i) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/2fa/login', { payload: { userId: account.id, token: wrong(i) } });
      expect(res.statusCode).toBe(401);
    }
    expect(
      await t.database.db
        .select()
        .from(twoFactorChallenges)
        .where(eq(twoFactorChallenges.userId, account.id)),
    ).toHaveLength(0);
    const burnt = await post('/api/auth/2fa/login', { payload: { userId: account.id, token: good } });
    expect(burnt.statusCode).toBe(401);

    // Five failures lock sign-in for 30 s; the right password does not unlock it.
    const locked = await post('/api/auth/login', {
      payload: { email: account.email, password: account.password },
    });
    expect(locked.statusCode).toBe(429);
    clock.advance(31_000);
    await passwordStep(account);
    const ok = await post('/api/auth/2fa/login', {
      payload: { userId: account.id, token: codeFor(secret, clock.now()) },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('of two simultaneous sign-ins with one code exactly one succeeds', async () => {
    nextStep();
    await passwordStep(account);
    const code = codeFor(secret, clock.now());
    const results = await Promise.all(
      [1, 2, 3].map(() => post('/api/auth/2fa/login', { payload: { userId: account.id, token: code } })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
  });
});

describe(`two-factor recovery codes (${backend})`, () => {
  it('each code signs in once in place of an authenticator code; case and spaces do not matter', async () => {
    const account = await registerAccount(t.app, 'doctor');
    const { recoveryCodes } = await enable(account);
    const [first, second] = recoveryCodes as [string, string];

    await passwordStep(account);
    const ok = await post('/api/auth/2fa/login', { payload: { userId: account.id, recoveryCode: first } });
    expect(ok.statusCode).toBe(200);
    expect((await me(ok.json().token)).statusCode).toBe(200);

    await passwordStep(account);
    const again = await post('/api/auth/2fa/login', { payload: { userId: account.id, recoveryCode: first } });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(MSG_AUTH.invalidTwoFactorToken);

    const typed = ` ${second.toUpperCase().replace('-', ' ')} `;
    const other = await post('/api/auth/2fa/login', { payload: { userId: account.id, recoveryCode: typed } });
    expect(other.statusCode).toBe(200);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetUserId, account.id), eq(auditLog.action, 'two_factor.recovery_code_used')),
      );
    expect(audit).toHaveLength(2);
  });

  it('never without the password step, never another account’s code, and stored only hashed', async () => {
    const owner = await registerAccount(t.app, 'patient');
    const stranger = await registerAccount(t.app, 'patient');
    const { recoveryCodes } = await enable(owner);
    await enable(stranger);
    const code = recoveryCodes[0]!;

    const bare = await post('/api/auth/2fa/login', { payload: { userId: owner.id, recoveryCode: code } });
    expect(bare.statusCode).toBe(401);
    await passwordStep(stranger);
    const foreign = await post('/api/auth/2fa/login', {
      payload: { userId: stranger.id, recoveryCode: code },
    });
    expect(foreign.statusCode).toBe(401);

    const stored = await t.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, owner.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      for (const c of recoveryCodes) {
        expect(row.codeHash).not.toContain(c.replace('-', ''));
      }
    }
  });

  it('refuses a body with both a code and a recovery code, or neither', async () => {
    const userId = '00000000-0000-4000-8000-000000000000';
    const both = await post('/api/auth/2fa/login', {
      payload: { userId, token: '123456', recoveryCode: 'abcde-23456' },
    });
    expect(both.statusCode).toBe(400);
    const neither = await post('/api/auth/2fa/login', { payload: { userId } });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe(MSG_AUTH.codeRequired);
  });

  it('disabling deletes them', async () => {
    const account = await registerAccount(t.app, 'patient');
    const { token } = await enable(account);
    await post('/api/twofactor/disable', { token, payload: { password: account.password } });
    const left = await t.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, account.id));
    expect(left).toHaveLength(0);
  });
});

describe(`two-factor disable (${backend})`, () => {
  it('needs a current code or the password; refuses neither, a wrong one, or when it is off', async () => {
    const account = await registerAccount(t.app, 'nurse');
    const off = await post('/api/twofactor/disable', {
      token: account.token!,
      payload: { password: account.password },
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe(MSG_TWO_FACTOR.notEnabled);

    const { secret, token } = await enable(account);
    const neither = await post('/api/twofactor/disable', { token, payload: {} });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe(MSG_TWO_FACTOR.codeOrPasswordRequired);
    const noBody = await post('/api/twofactor/disable', { token });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toBe(MSG_TWO_FACTOR.codeOrPasswordRequired);

    const wrongPassword = await post('/api/twofactor/disable', {
      token,
      payload: { password: 'not-my-password' },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe(MSG_TWO_FACTOR.wrongPassword);
    nextStep();
    const good = codeFor(secret, clock.now());
    const wrongCode = await post('/api/twofactor/disable', {
      token,
      payload: { token: String((Number(good) + 7) % 1_000_000).padStart(6, '0') },
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().message).toBe(MSG_TWO_FACTOR.invalidToken);
    expect((await userRow(account.id)).twoFactorEnabled).toBe(true);

    const res = await post('/api/twofactor/disable', { token, payload: { token: good } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: MSG_TWO_FACTOR.disabled, token: expect.any(String) });
    // The session that turned it off stays, with its token.
    expect((await me(token)).json().isTwoFactorEnabled).toBe(false);
    expect((await me(res.json().token)).statusCode).toBe(200);
    const row = await userRow(account.id);
    expect(row).toMatchObject({
      twoFactorEnabled: false,
      twoFactorSecretEnc: null,
      twoFactorPendingSecretEnc: null,
    });

    // Signing in needs only the password again.
    const plain = await post('/api/auth/login', {
      payload: { email: account.email, password: account.password },
    });
    expect(plain.json().token).toEqual(expect.any(String));
  });

  it('with the password (patients too), and records the change in the audit log', async () => {
    const account = await registerAccount(t.app, 'patient');
    const { token } = await enable(account);
    const otherDevice = await post('/api/auth/login', {
      payload: { email: account.email, password: account.password },
    });
    expect(otherDevice.json().twoFactorRequired).toBe(true);
    nextStep();
    const res = await post('/api/twofactor/disable', { token, payload: { password: account.password } });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('2FA has been disabled successfully');
    expect((await me(token)).statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, account.id), eq(auditLog.action, 'two_factor.disabled')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: account.id, details: { proof: 'password' } });
  });

  it('needs a session', async () => {
    for (const url of ['/api/twofactor/setup', '/api/twofactor/verify', '/api/twofactor/disable']) {
      expect((await post(url, { payload: { token: '123456' } })).statusCode).toBe(401);
    }
  });
});
