import type { AddressInfo } from 'node:net';
import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { and, eq, isNull } from 'drizzle-orm';
import type { Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { sessions } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { bearer, type RegisteredAccount, registerAccount, sessionIdOf } from '../../test/accounts';
import { insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { connectSocket } from '../../test/sockets';
import { waitFor } from '../../test/wait-for';
import { insertResetToken } from './auth.repo';
import { hashResetToken } from './password-reset.service';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const NEW_PASSWORD = 'Masala-Dosa-77';
/** The production default (SESSION_IDLE_HOURS=24); other tests run without an idle limit. */
const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;

const clock = fixedClock('2026-03-10T10:00:05Z');
let t: TestApp;
let url: string;
const open: ClientSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock, config: { sessionIdleMs: SESSION_IDLE_MS } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of open) socket.close();
  await t?.close();
});

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const status = async (token: string) => (await me(token)).statusCode;
const logout = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
const changePassword = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/password', headers: bearer(token), payload });

async function login(account: { email: string; password: string }, password = account.password) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

/** A live socket of this token (no reconnection), and whether the server has closed it. */
async function socketOf(token: string): Promise<{ socket: ClientSocket; closed: () => boolean }> {
  const socket = await connectSocket(url, token);
  open.push(socket);
  let closed = false;
  socket.on('disconnect', () => {
    closed = true;
  });
  return { socket, closed: () => closed };
}

/** Whether a new socket with this token is let in. */
async function socketAccepted(token: string): Promise<boolean> {
  try {
    (await socketOf(token)).socket.close();
    return true;
  } catch {
    return false;
  }
}

describe(`logout (${backend})`, () => {
  it('ends the session on the server: the same token answers 401 at once', async () => {
    const account = await registerAccount(t.app, 'patient');
    const other = await login(account);
    expect(await status(account.token!)).toBe(200);

    const res = await logout(account.token!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: MSG_AUTH.loggedOut });
    expect(await status(account.token!)).toBe(401);
    expect(await socketAccepted(account.token!)).toBe(false);
    // Only this session: the other device stays signed in.
    expect(await status(other)).toBe(200);
    // Twice is a 401, like any ended session.
    expect((await logout(account.token!)).statusCode).toBe(401);
  });

  it('closes the sockets of that session only', async () => {
    const account = await registerAccount(t.app, 'patient');
    const other = await login(account);
    const mine = await socketOf(account.token!);
    const theirs = await socketOf(other);
    await logout(account.token!);
    await waitFor('the logged-out socket to close', () => mine.closed());
    expect(theirs.closed()).toBe(false);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});

describe(`change password (${backend})`, () => {
  let account: RegisteredAccount;
  beforeAll(async () => {
    account = await registerAccount(t.app, 'doctor');
  });

  it('refuses a wrong current password, a weak new one, or the same one, changing nothing', async () => {
    const wrong = await changePassword(account.token!, {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MSG_AUTH.currentPasswordWrong);
    // A 400, never a 401: the session is fine, only the proof was wrong.
    expect(await status(account.token!)).toBe(200);

    const weak = await changePassword(account.token!, {
      currentPassword: account.password,
      newPassword: 'password',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(MSG_AUTH.commonPassword);
    const short = await changePassword(account.token!, {
      currentPassword: account.password,
      newPassword: 'abc',
    });
    expect(short.json().message).toBe(MSG_AUTH.passwordTooShort);
    const same = await changePassword(account.token!, {
      currentPassword: account.password,
      newPassword: account.password,
    });
    expect(same.json().message).toBe(MSG_AUTH.newPasswordSameAsCurrent);
    const missing = await changePassword(account.token!, { newPassword: NEW_PASSWORD });
    expect(missing.json().message).toBe(MSG_AUTH.currentPasswordRequired);

    // The old password still signs in.
    await login(account);
  });

  it('keeps this session with the same token; every other session and its socket ends', async () => {
    const other = await login(account);
    const mySocket = await socketOf(account.token!);
    const otherSocket = await socketOf(other);

    const res = await changePassword(account.token!, {
      currentPassword: account.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: MSG_AUTH.passwordChanged });

    expect(await status(account.token!)).toBe(200);
    expect(await status(other)).toBe(401);
    await waitFor('the other device’s socket to close', () => otherSocket.closed());
    expect(mySocket.closed()).toBe(false);
    expect(await socketAccepted(other)).toBe(false);

    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    await login(account, NEW_PASSWORD);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, account.id), eq(auditLog.action, 'password.changed')));
    expect(audit).toHaveLength(1);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { currentPassword: 'x', newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe(`password reset (${backend})`, () => {
  it('ends every session and closes every socket, and leaves two-factor on', async () => {
    const account = await registerAccount(t.app, 'patient');
    const other = await login(account);
    const socket = await socketOf(other);
    // Two-factor on, as the person set it.
    await t.database.db
      .update(users)
      .set({ twoFactorEnabled: true, twoFactorSecretEnc: 'v1.placeholder' })
      .where(eq(users.id, account.id));

    const link = 'reset-link-for-the-sessions-test';
    await insertResetToken(t.database.db, {
      userId: account.id,
      tokenHash: hashResetToken(link),
      expiresAt: new Date(clock.now().getTime() + 60_000),
      createdAt: clock.now(),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${link}`,
      payload: { password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);

    expect(await status(account.token!)).toBe(401);
    expect(await status(other)).toBe(401);
    await waitFor('the socket to close', () => socket.closed());
    const open = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, account.id), isNull(sessions.revokedAt)));
    expect(open).toHaveLength(0);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({ twoFactorEnabled: true, twoFactorSecretEnc: 'v1.placeholder' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: NEW_PASSWORD },
    });
    expect(again.json().twoFactorRequired).toBe(true);
  });
});

describe(`accounts that end (${backend})`, () => {
  it('a rejected professional cannot go on with the session issued at registration', async () => {
    const admin = await insertAccount(t.app, { role: 'admin' });
    const doctor = await registerAccount(t.app, 'doctor');
    const socket = await socketOf(doctor.token!);
    expect(await status(doctor.token!)).toBe(200);

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/reject/${doctor.id}`,
      headers: admin.headers,
      payload: { reason: 'Licence photo unreadable' },
    });
    expect(res.statusCode).toBe(200);
    expect(await status(doctor.token!)).toBe(401);
    await waitFor('the rejected doctor’s socket to close', () => socket.closed());
  });

  it('deactivation ends every session and closes the sockets at once', async () => {
    const account = await registerAccount(t.app, 'patient');
    const other = await login(account);
    const socket = await socketOf(other);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/me',
      headers: bearer(account.token!),
    });
    expect(res.statusCode).toBe(200);
    expect(await status(other)).toBe(401);
    await waitFor('the deactivated account’s socket to close', () => socket.closed());
  });
});

describe(`session lifetime (${backend})`, () => {
  it('ends after a day without a request, and activity keeps it alive', async () => {
    const account = await registerAccount(t.app, 'patient');
    const idle = await login(account);
    const busy = await login(account);
    for (let i = 0; i < 4; i++) {
      clock.advance(SESSION_IDLE_MS / 2);
      expect(await status(busy)).toBe(200);
    }
    expect(await status(idle)).toBe(401);
    expect(await socketAccepted(idle)).toBe(false);
  });

  it('ends after 7 days however busy, with the token’s own expiry', async () => {
    const account = await registerAccount(t.app, 'patient');
    for (let day = 0; day < 6; day++) {
      clock.advance(SESSION_IDLE_MS - 60_000);
      expect(await status(account.token!)).toBe(200);
    }
    clock.advance(SESSION_IDLE_MS);
    expect(await status(account.token!)).toBe(401);
  });

  it('a token naming a session of another account, or no stored session, is refused', async () => {
    const a = await registerAccount(t.app, 'patient');
    const b = await registerAccount(t.app, 'patient');
    const crossed = await t.app.ctx.tokens.sign({
      sub: b.id,
      role: 'patient',
      ver: 0,
      sid: sessionIdOf(a.token!),
    });
    expect(await status(crossed)).toBe(401);
    const unknown = await t.app.ctx.tokens.sign({
      sub: a.id,
      role: 'patient',
      ver: 0,
      sid: '00000000-0000-4000-8000-000000000000',
    });
    expect(await status(unknown)).toBe(401);
  });
});
