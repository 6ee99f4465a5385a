import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { registrationFor, uniqueEmail } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/harness';

/** TRUST_PROXY lists the proxies whose X-Forwarded-For is believed; nobody else chooses their address. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: ['10.0.0.0/8'] } });
});
afterAll(async () => {
  await t?.close();
});

/** The address the app recorded for a registration made over a connection from `remoteAddress`. */
async function recordedAddress(remoteAddress: string, forwardedFor?: string): Promise<string | null> {
  const email = uniqueEmail('proxy');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: registrationFor('patient', { email }),
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.database.db
    .select({ ip: users.registrationIp })
    .from(users)
    .where(eq(users.email, email));
  return row?.ip ?? null;
}

describe('X-Forwarded-For', () => {
  it('is believed from a listed proxy', async () => {
    expect(await recordedAddress('10.1.2.3', '203.0.113.7')).toBe('203.0.113.7');
  });

  it('is ignored from any other address: a client cannot choose its own', async () => {
    expect(await recordedAddress('198.51.100.9', '203.0.113.7')).toBe('198.51.100.9');
  });
});

describe('the development outbox', () => {
  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });

  it('answers a caller on this machine', async () => {
    expect((await outbox('127.0.0.1')).statusCode).toBe(200);
  });

  it('refuses a remote caller, even one claiming loopback through a header', async () => {
    expect((await outbox('198.51.100.9')).statusCode).toBe(404);
    expect((await outbox('198.51.100.9', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    // A trusted proxy relaying a forged header: request.ip would say loopback, the socket does not.
    expect((await outbox('10.1.2.3', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
  });

  it('refuses what a local reverse proxy relays from elsewhere', async () => {
    expect((await outbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(404);
    expect((await outbox('127.0.0.1', { forwarded: 'for=203.0.113.7' })).statusCode).toBe(404);
  });
});
