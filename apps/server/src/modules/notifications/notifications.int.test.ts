import type { AddressInfo } from 'node:net';
import { SOCKET_EVENTS } from '@arogya/contract/events';
import { MSG_NOTIFICATIONS } from '@arogya/contract/messages/notifications';
import { notificationReadSchema, unreadNotificationsSchema } from '@arogya/contract/schemas/notifications';
import { eq } from 'drizzle-orm';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/care';
import { fixedClock } from '../../lib/clock';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { waitFor } from '../../test/wait-for';
import { bookingBody, bookOk, openDays, START } from '../appointments/appointments.fixtures';
import { insertNotifications, type NewNotification, pushNotifications } from './notifications.service';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const clock = fixedClock(START);

let t: TestApp;
let url: string;
let asha: DirectAccount;
let ravi: DirectAccount;
const sockets: Socket[] = [];

function notice(userId: string, message: string, extra: Partial<NewNotification> = {}): NewNotification {
  return { userId, kind: 'appointment_confirmed', message, link: '/my-appointments', ...extra };
}

async function unread(account: DirectAccount) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/notifications/unread',
    headers: account.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return unreadNotificationsSchema.parse(res.json()).notifications;
}

function markRead(account: DirectAccount | null, id: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/notifications/${id}/mark-read`,
    headers: account ? account.headers : {},
  });
}

async function connect(token: string): Promise<Socket> {
  const socket = connectClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  [asha, ravi] = await Promise.all([
    insertAccount(t.app, { role: 'patient', name: 'Asha Rao' }),
    insertAccount(t.app, { role: 'doctor', name: 'Ravi Kumar' }),
  ]);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

describe(`notifications (${backend})`, () => {
  it('insertNotifications stores, returns the contract shape with the owner, and skips repeated keys', async () => {
    const first = await insertNotifications(
      t.app.ctx.db,
      [
        notice(asha.id, 'One', { dedupeKey: 'test:one' }),
        notice(ravi.id, 'Two', { link: null, kind: 'appointment_booked' }),
      ],
      clock.now(),
    );
    expect(first).toEqual([
      {
        _id: expect.any(String),
        message: 'One',
        link: '/my-appointments',
        createdAt: expect.any(String),
        kind: 'appointment_confirmed',
        userId: asha.id,
      },
      {
        _id: expect.any(String),
        message: 'Two',
        link: null,
        createdAt: expect.any(String),
        kind: 'appointment_booked',
        userId: ravi.id,
      },
    ]);
    const again = await insertNotifications(
      t.app.ctx.db,
      [
        notice(asha.id, 'One again', { dedupeKey: 'test:one' }),
        notice(asha.id, 'Three', { dedupeKey: 'test:three' }),
      ],
      clock.now(),
    );
    expect(again.map((n) => n.message)).toEqual(['Three']);
    expect(await insertNotifications(t.app.ctx.db, [], clock.now())).toEqual([]);
    // A message longer than the bound is cut, not refused.
    const [long] = await insertNotifications(t.app.ctx.db, [notice(ravi.id, 'x'.repeat(800))], clock.now());
    expect(long?.message).toHaveLength(500);
  });

  it('rolls back with the transaction that created them', async () => {
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        await insertNotifications(
          tx,
          [notice(asha.id, 'Never committed', { dedupeKey: 'test:rollback' })],
          clock.now(),
        );
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, 'test:rollback'));
    expect(rows).toEqual([]);
  });

  it('GET /notifications/unread: only your own unread ones, newest first, at most 50', async () => {
    const mine = await unread(asha);
    expect(mine.map((n) => n.message)).toEqual(['Three', 'One']);
    expect((await unread(ravi)).map((n) => n.message).sort()).toEqual(
      ['Two', 'x'.repeat(499).concat('…')].sort(),
    );

    const many = await insertAccount(t.app, { role: 'patient' });
    for (let i = 0; i < 60; i++) {
      await insertNotifications(t.app.ctx.db, [notice(many.id, `Note ${i}`)], clock.now());
      clock.advance(1_000);
    }
    clock.set(START);
    const list = await unread(many);
    expect(list).toHaveLength(50);
    expect(list[0]?.message).toBe('Note 59');
    const times = list.map((n) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const res = await t.app.inject({ method: 'GET', url: '/api/notifications/unread' });
    expect(res.statusCode).toBe(401);
  });

  it('GET /notifications/unread answers { notifications: [...] }, the shape the client reads', async () => {
    const someone = await insertAccount(t.app, { role: 'patient' });
    await insertNotifications(t.app.ctx.db, [notice(someone.id, 'Shape check')], clock.now());
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/unread',
      headers: someone.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      notifications: [
        {
          _id: expect.any(String),
          message: 'Shape check',
          link: '/my-appointments',
          createdAt: expect.any(String),
          kind: 'appointment_confirmed',
        },
      ],
    });
  });

  it('newest first is a total order: rows of the same millisecond come back latest-made first', async () => {
    const someone = await insertAccount(t.app, { role: 'patient' });
    // One statement: every row gets the same created_at (the clock's now), so only the id can
    // order them, and it must be the order they were made in.
    const made = await insertNotifications(
      t.app.ctx.db,
      Array.from({ length: 20 }, (_, i) => notice(someone.id, `Same ms ${i}`)),
      clock.now(),
    );
    expect(new Set(made.map((n) => n.createdAt)).size).toBe(1);
    // And rows stamped with the same instant by a fixed clock, made one after the other.
    const at = clock.now();
    for (const message of ['Fixed 1', 'Fixed 2', 'Fixed 3']) {
      await t.app.ctx.db
        .insert(notifications)
        .values({ userId: someone.id, kind: 'reminder', message, createdAt: at });
    }
    const list = await unread(someone);
    // All 23 rows share the clock's instant: the id alone orders them.
    expect(list.map((n) => n.message)).toEqual([
      'Fixed 3',
      'Fixed 2',
      'Fixed 1',
      ...Array.from({ length: 20 }, (_, i) => `Same ms ${19 - i}`),
    ]);
  });

  it('PUT /notifications/:id/mark-read: your own only, idempotent; anyone else’s is 404 like an unknown id', async () => {
    const [target] = await unread(asha);
    if (!target) throw new Error('no notification');

    const stranger = await markRead(ravi, target._id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().msg).toBe(MSG_NOTIFICATIONS.notFound);
    const unknown = await markRead(ravi, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ ...stranger.json(), requestId: unknown.json().requestId });
    expect((await unread(asha)).map((n) => n._id)).toContain(target._id);

    const res = await markRead(asha, target._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(notificationReadSchema.parse(res.json())).toEqual({
      msg: MSG_NOTIFICATIONS.markedRead,
      data: target,
    });
    const [row] = await t.app.ctx.db.select().from(notifications).where(eq(notifications.id, target._id));
    const readAt = row?.readAt?.toISOString();
    expect(readAt).toBe(START);

    clock.set('2030-03-11T00:00:00.000Z');
    expect((await markRead(asha, target._id)).statusCode).toBe(200);
    const [still] = await t.app.ctx.db.select().from(notifications).where(eq(notifications.id, target._id));
    expect(still?.readAt?.toISOString()).toBe(readAt);
    clock.set(START);

    expect((await unread(asha)).map((n) => n._id)).not.toContain(target._id);
    // Sent as a JSON request without a body (what fetch wrappers do): accepted.
    const [next] = await unread(asha);
    if (!next) throw new Error('no second notification');
    const bodiless = await t.app.inject({
      method: 'PUT',
      url: `/api/notifications/${next._id}/mark-read`,
      headers: { ...asha.headers, 'content-type': 'application/json' },
    });
    expect(bodiless.statusCode, bodiless.body).toBe(200);
    expect(bodiless.json().data._id).toBe(next._id);

    expect((await markRead(null, target._id)).statusCode).toBe(401);
    expect((await markRead(asha, 'nope')).statusCode).toBe(400);
  });

  it('pushes new_notification live to every open tab of the owner and to nobody else', async () => {
    const [tab1, tab2, other] = await Promise.all([
      connect(asha.token),
      connect(asha.token),
      connect(ravi.token),
    ]);
    const got = { tab1: [] as unknown[], tab2: [] as unknown[], other: [] as unknown[] };
    tab1.on(SOCKET_EVENTS.newNotification, (p: unknown) => got.tab1.push(p));
    tab2.on(SOCKET_EVENTS.newNotification, (p: unknown) => got.tab2.push(p));
    other.on(SOCKET_EVENTS.newNotification, (p: unknown) => got.other.push(p));

    const created = await insertNotifications(t.app.ctx.db, [notice(asha.id, 'Live one')], clock.now());
    pushNotifications(t.app.ctx.events, created);
    await waitFor('both tabs to receive it', () => got.tab1.length === 1 && got.tab2.length === 1);
    const { userId: _owner, ...payload } = created[0] as (typeof created)[number];
    expect(got.tab1[0]).toEqual(payload);
    expect(got.tab1[0]).not.toHaveProperty('userId');

    // A booking pushes to the professional's socket through the same helper.
    await openDays(t.app, ravi.id);
    await bookOk(t.app, asha, bookingBody({ id: ravi.id, role: 'doctor' }));
    await waitFor('the booking notice', () => got.other.length === 1);
    expect(got.other[0]).toMatchObject({ kind: 'appointment_booked', link: '/doctor/appointments' });
    expect(got.tab1).toHaveLength(1);
  });
});
