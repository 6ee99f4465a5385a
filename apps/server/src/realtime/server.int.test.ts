import type { AddressInfo } from 'node:net';
import type { JoinAck } from '@arogya/contract/events';
import { type Socket as ClientSocket, io as connectClient } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users';
import { createTokenService } from '../lib/tokens';
import { sessionIdOf } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/harness';
import { waitFor } from '../test/wait-for';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

type Outcome = { connected: true; socket: ClientSocket } | { connected: false; message: string };

/** Connects once (no reconnection) and reports whether the server let the socket in. */
function connect(url: string, opts: { token?: string; header?: string }): Promise<Outcome> {
  const socket = connectClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(opts.token === undefined ? {} : { auth: { token: opts.token } }),
    ...(opts.header === undefined ? {} : { extraHeaders: { authorization: opts.header } }),
  });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ connected: true, socket }));
    socket.once('connect_error', (err) => {
      socket.close();
      resolve({ connected: false, message: err.message });
    });
  });
}

async function connected(url: string, token: string): Promise<ClientSocket> {
  const outcome = await connect(url, { token });
  if (!outcome.connected) throw new Error(`expected to connect, got ${outcome.message}`);
  return outcome.socket;
}

/** Collects every `event` a socket receives, in order. */
function record(socket: ClientSocket, event: string): unknown[] {
  const received: unknown[] = [];
  socket.on(event, (payload: unknown) => received.push(payload));
  return received;
}

describe(`realtime (${backend})`, () => {
  let t: TestApp;
  let url: string;
  const open: ClientSocket[] = [];
  const people: Record<'asha' | 'ravi' | 'inactive', { id: string; token: string }> = {} as never;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const rows = await t.database.db
      .insert(users)
      .values([
        { email: 'asha@example.com', name: 'Asha', passwordHash: 'x', role: 'patient' },
        { email: 'ravi@example.com', name: 'Ravi', passwordHash: 'x', role: 'doctor' },
        { email: 'gone@example.com', name: 'Gone', passwordHash: 'x', role: 'patient', isActive: false },
      ])
      .returning({ id: users.id, role: users.role, email: users.email });
    const byEmail = (email: string) => rows.find((r) => r.email === email)!;
    for (const [key, email] of [
      ['asha', 'asha@example.com'],
      ['ravi', 'ravi@example.com'],
      ['inactive', 'gone@example.com'],
    ] as const) {
      const row = byEmail(email);
      people[key] = {
        id: row.id,
        token: await t.app.ctx.sessions.issue({ id: row.id, role: row.role, tokenVersion: 0 }),
      };
    }
  });

  afterAll(async () => {
    for (const socket of open) socket.close();
    await t?.close();
  });

  const keep = (socket: ClientSocket) => {
    open.push(socket);
    return socket;
  };

  it('refuses a handshake without a token', async () => {
    expect(await connect(url, {})).toEqual({ connected: false, message: 'Unauthorized' });
  });

  it('refuses a forged token (signed with another secret)', async () => {
    const forged = await createTokenService('not-the-app-secret-at-all-0123456789').sign({
      sub: people.asha.id,
      role: 'admin',
      ver: 0,
      sid: sessionIdOf(people.asha.token),
    });
    expect(await connect(url, { token: forged })).toEqual({ connected: false, message: 'Unauthorized' });
  });

  it('refuses a token of a deactivated account', async () => {
    expect(await connect(url, { token: people.inactive.token })).toEqual({
      connected: false,
      message: 'Unauthorized',
    });
  });

  it('refuses a token of an outdated version (e.g. after a password reset)', async () => {
    const old = await t.app.ctx.tokens.sign({
      sub: people.asha.id,
      role: 'patient',
      ver: 7,
      sid: sessionIdOf(people.asha.token),
    });
    expect(await connect(url, { token: old })).toEqual({ connected: false, message: 'Unauthorized' });
  });

  it('accepts a valid token and delivers toUser to that person only', async () => {
    const asha = keep(await connected(url, people.asha.token));
    const ravi = keep(await connected(url, people.ravi.token));
    const ashaGot = record(asha, 'new_notification');
    const raviGot = record(ravi, 'new_notification');

    // Asha's event is emitted first: had it reached Ravi's socket, it would arrive before his own.
    t.app.ctx.realtime.toUser(people.asha.id, 'new_notification', { title: 'for Asha' });
    t.app.ctx.realtime.toUser(people.ravi.id, 'new_notification', { title: 'for Ravi' });

    await waitFor('Asha to get her notification', () => ashaGot.length === 1);
    await waitFor('Ravi to get his notification', () => raviGot.length === 1);
    expect(ashaGot).toEqual([{ title: 'for Asha' }]);
    expect(raviGot).toEqual([{ title: 'for Ravi' }]);
  });

  it('accepts the token in an Authorization: Bearer header too', async () => {
    const outcome = await connect(url, { header: `Bearer ${people.ravi.token}` });
    expect(outcome.connected).toBe(true);
    if (outcome.connected) keep(outcome.socket);
  });

  it('join_user_room: own id is ok, another person’s id is refused and not joined', async () => {
    const asha = keep(await connected(url, people.asha.token));
    const got = record(asha, 'new_notification');

    const own = (await asha.emitWithAck('join_user_room', people.asha.id)) as JoinAck;
    expect(own).toEqual({ ok: true });

    const other = (await asha.emitWithAck('join_user_room', people.ravi.id)) as JoinAck;
    expect(other).toEqual({ ok: false, message: expect.any(String) });

    const malformed = (await asha.emitWithAck('join_user_room', { userId: 42 })) as JoinAck;
    expect(malformed.ok).toBe(false);

    // Ravi's event first: had the refused join happened, Asha would see it before her own.
    t.app.ctx.realtime.toUser(people.ravi.id, 'new_notification', { title: 'for Ravi' });
    t.app.ctx.realtime.toUser(people.asha.id, 'new_notification', { title: 'for Asha' });
    await waitFor('Asha to get her notification', () => got.length >= 1);
    expect(got).toEqual([{ title: 'for Asha' }]);
  });

  it('closing the app disconnects open sockets instead of hanging', async () => {
    const other = await createTestApp({ database: t.database });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (other.app.server.address() as AddressInfo).port;
    const socket = await connected(`http://127.0.0.1:${port}`, people.asha.token);
    const disconnected = new Promise<string>((resolve) =>
      socket.once('disconnect', (reason) => resolve(reason)),
    );
    await other.close();
    // Not 'io server disconnect': the client reconnects on its own (to another node in a deploy).
    expect(await disconnected).toBe('transport close');
    socket.close();
  });
});

describe(`realtime with Redis unreachable (${backend})`, () => {
  it('keeps serving HTTP and local sockets; emitting does not throw; close ends cleanly', async () => {
    // Port 1 refuses connections: the Redis clients keep retrying in the background.
    const t = await createTestApp({
      config: { redisUrl: 'redis://127.0.0.1:1', redisKeyPrefix: 'arogya-test-down' },
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(() =>
        t.app.ctx.realtime.toUser('00000000-0000-0000-0000-000000000000', 'ping', {}),
      ).not.toThrow();
      // Publishing fails at once while Redis is away (the publisher has no offline queue); it must not
      // become an unhandled rejection. Node reports those when the microtasks of a turn are done: one
      // turn of the event loop later, any would have been seen.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await t.close();
    }
  });
});
