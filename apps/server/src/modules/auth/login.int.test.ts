import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { loginResponseSchema } from '@arogya/contract/schemas/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import {
  bearer,
  type RegisteredAccount,
  registerAccount,
  setActive,
  setApproval,
  uniqueEmail,
} from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/harness';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

const clock = fixedClock('2026-03-10T10:00:00Z');
let t: TestApp;
let patient: RegisteredAccount;

beforeAll(async () => {
  t = await createTestApp({ clock });
  patient = await registerAccount(t.app, 'patient');
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string, remoteAddress = '127.0.0.1', app = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe(`sign-in (${backend})`, () => {
  it('gives a session for the right password, whatever the e-mail’s case', async () => {
    const res = await login(`  ${patient.email.toUpperCase()} `, patient.password);
    expect(res.statusCode).toBe(200);
    const body = loginResponseSchema.parse(res.json());
    expect(body).toMatchObject({ msg: MSG_AUTH.loginSuccess, user: { id: patient.id, role: 'patient' } });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer((body as { token: string }).token),
    });
    expect(me.json().id).toBe(patient.id);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await login(patient.email, 'not-the-password');
    const unknown = await login(uniqueEmail('nobody'), 'not-the-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: MSG_AUTH.invalidCredentials });
    }
    expect(Object.keys(wrong.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
  });

  it('requires both fields, with the contract’s messages', async () => {
    const noEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { password: 'x' },
    });
    expect(noEmail.json().message).toBe(MSG_AUTH.emailRequired);
    const noPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co' },
    });
    expect(noPassword.json().message).toBe(MSG_AUTH.passwordRequired);
  });

  it('refuses a deactivated account after the password, with 403', async () => {
    const account = await registerAccount(t.app, 'patient');
    await setActive(t.database.db, account.id, false);
    const res = await login(account.email, account.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG_AUTH.accountDeactivated);
    // Without the password nothing about the account is revealed.
    expect((await login(account.email, 'wrong-password')).json().message).toBe(MSG_AUTH.invalidCredentials);
  });

  it('keeps pending technicians and drivers out until approved', async () => {
    for (const role of ['technician', 'ambulance'] as const) {
      const account = await registerAccount(t.app, role);
      const pending = await login(account.email, account.password);
      expect(pending.statusCode).toBe(403);
      // What happens next, not only the state (decision 052).
      expect(pending.json().message).toBe(MSG_AUTH.pendingApprovalLogin);
      expect(pending.json().message).toMatch(/^Your account is pending admin approval\. /);
      await setApproval(t.database.db, account.id, 'approved');
      const approved = await login(account.email, account.password);
      expect(approved.statusCode).toBe(200);
      expect(approved.json().user).toMatchObject({ role, isVerified: true });
    }
  });

  it('lets a pending doctor in, and a rejected professional of any role, who sees why (decision 052)', async () => {
    const doctor = await registerAccount(t.app, 'doctor');
    const pending = await login(doctor.email, doctor.password);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().user).toMatchObject({ approvalStatus: 'pending', isVerified: false });

    // Rejected: signed in, so they can correct their details and resubmit; the reason is in the session.
    for (const account of [doctor, await registerAccount(t.app, 'ambulance')]) {
      await setApproval(t.database.db, account.id, 'rejected', 'The licence number could not be verified.');
      const rejected = await login(account.email, account.password);
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json().user).toMatchObject({
        approvalStatus: 'rejected',
        rejectionReason: 'The licence number could not be verified.',
        isVerified: false,
      });
    }
  });
});

describe(`per-account throttle (${backend})`, () => {
  const failTimes = async (email: string, n: number, from = '10.0.0.1') => {
    const codes: number[] = [];
    for (let i = 0; i < n; i++) codes.push((await login(email, `wrong-${i}`, from)).statusCode);
    return codes;
  };

  it('after five failures locks sign-in from every address, doubling from 30 s to a 15-minute cap', async () => {
    const account = await registerAccount(t.app, 'patient');
    expect(await failTimes(account.email, 5)).toEqual([401, 401, 401, 401, 401]);

    // Locked: even the right password from another address is refused without being checked.
    const locked = await login(account.email, account.password, '192.0.2.77');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('30');
    expect(locked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait 30 seconds and try again.',
      msg: 'Too many attempts. Please wait 30 seconds and try again.',
      requestId: expect.any(String),
    });

    const waits: number[] = [];
    for (const expected of [60, 120, 240, 480, 900, 900]) {
      clock.advance(Number(waits.at(-1) ?? 30) * 1000);
      expect((await login(account.email, 'still-wrong', '198.51.100.9')).statusCode).toBe(401);
      const res = await login(account.email, account.password);
      expect(res.statusCode).toBe(429);
      waits.push(Number(res.headers['retry-after']));
      expect(waits.at(-1)).toBe(expected);
    }

    // The cap holds, and once it has passed the owner gets in; success clears the count.
    clock.advance(900 * 1000);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
    expect(await failTimes(account.email, 4)).toEqual([401, 401, 401, 401]);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('throttles an unknown e-mail exactly like a known one (nothing is revealed)', async () => {
    const ghost = uniqueEmail('ghost');
    expect(await failTimes(ghost, 6)).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('forgets old failures after a day', async () => {
    const account = await registerAccount(t.app, 'patient');
    expect(await failTimes(account.email, 4)).toEqual([401, 401, 401, 401]);
    clock.advance(25 * 60 * 60 * 1000);
    // A fifth failure a day later is the first of a new count: no lock.
    expect(await failTimes(account.email, 1)).toEqual([401]);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });
});

describe(`per-address rate limits (${backend})`, () => {
  let strict: TestApp;
  beforeAll(async () => {
    // The real numbers (scale 1), on the same database.
    strict = await createTestApp({ database: t.database, clock, config: { authRateLimitScale: 1 } });
  });
  afterAll(async () => {
    await strict?.close();
  });

  const post = (url: string, payload: object, remoteAddress: string) =>
    strict.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('login: the 11th attempt in a minute from one address gets 429 with Retry-After', async () => {
    const codes: number[] = [];
    let last: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 11; i++) {
      // Different unknown e-mails, so the per-account throttle stays out of it.
      last = await post(
        '/api/auth/login',
        { email: uniqueEmail('rl'), password: 'whatever1' },
        '203.0.113.5',
      );
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([...Array(10).fill(401), 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(last!.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(last!.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/),
    });
    expect(last!.json().msg).toBe(last!.json().message);
    // Another address is not affected.
    expect(
      (await post('/api/auth/login', { email: patient.email, password: patient.password }, '203.0.113.6'))
        .statusCode,
    ).toBe(200);
  });

  it('two-factor login: 10 a minute; forgot password: 5 per 15 minutes; registration: 10 an hour', async () => {
    const run = async (url: string, payload: object, ip: string, n: number) => {
      const codes: number[] = [];
      for (let i = 0; i < n; i++) codes.push((await post(url, payload, ip)).statusCode);
      return codes;
    };
    const twoFa = await run(
      '/api/auth/2fa/login',
      { userId: patient.id, token: '123456' },
      '203.0.113.20',
      11,
    );
    expect(twoFa.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(twoFa[10]).toBe(429);

    const forgot = await run('/api/auth/forgot-password', { email: uniqueEmail('fp') }, '203.0.113.21', 6);
    expect(forgot).toEqual([200, 200, 200, 200, 200, 429]);

    // Invalid bodies count too: the limit is checked before anything else.
    const reg = await run('/api/auth/register', { role: 'patient' }, '203.0.113.22', 11);
    expect(reg).toEqual([...Array(10).fill(400), 429]);
  });

  it('two-factor setup is limited per account, not per address', async () => {
    const a = await registerAccount(t.app, 'patient');
    const b = await registerAccount(t.app, 'patient');
    const setup = (token: string, ip: string) =>
      strict.app.inject({
        method: 'POST',
        url: '/api/twofactor/setup',
        headers: bearer(token),
        remoteAddress: ip,
      });
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await setup(a.token!, `198.18.0.${i + 1}`)).statusCode);
    expect(codes).toEqual([...Array(10).fill(200), 429]);
    expect((await setup(b.token!, '198.18.0.1')).statusCode).toBe(200);
  });
});
