import type { AddressInfo } from 'node:net';
import { ambulanceBookedSchema } from '@arogya/contract/schemas/ambulance';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { TOO_MANY_HANDSHAKES, UNAUTHORIZED } from '../../realtime/server';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { connectSocket, connectTracking, recordAll } from '../../test/sockets';
import { waitFor } from '../../test/wait-for';

/**
 * The tracking link's socket (decision 057): a handshake with `auth: { trackingToken }` hears its one request
 * (status and the driver's position) and nothing else, is refused for an unknown or ended link, and closes when
 * the trip ends.
 */
const clock = fixedClock('2031-04-01T04:00:00Z');
const MUMBAI = { latitude: 19.076, longitude: 72.8777 };
const DELHI = { latitude: 28.6139, longitude: 77.209 };

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

type Json = Record<string, unknown>;

function call(method: 'GET' | 'POST' | 'PUT', path: string, who: DirectAccount | null, payload?: Json) {
  return t.app.inject({
    method,
    url: path,
    headers: who ? who.headers : {},
    ...(payload !== undefined ? { payload } : {}),
  });
}

async function book(who: DirectAccount | null, city: 'Mumbai' | 'Delhi', contactNumber: string) {
  const at = city === 'Mumbai' ? MUMBAI : DELHI;
  const res = await call('POST', '/api/ambulance/book', who, {
    patientName: 'Asha Patil',
    contactNumber,
    address: 'Flat 4, Sea View Road, Bandra West',
    city,
    emergencyType: 'Cardiac',
    notes: '',
    coordinates: [at.longitude, at.latitude],
  });
  expect(res.statusCode, res.body).toBe(201);
  return ambulanceBookedSchema.parse(res.json());
}

async function onlineDriver(city: string, at: { latitude: number; longitude: number }) {
  const account = await insertAccount(t.app, { role: 'ambulance', city, ...at, approvalStatus: 'approved' });
  const socket = await connectSocket(url, account.token);
  sockets.push(socket);
  const res = await call('PUT', '/api/profile/me/driver-status', account, { isOnline: true });
  expect(res.statusCode, res.body).toBe(200);
  return { ...account, socket };
}

async function tracking(token: unknown, extra: Json = {}): Promise<Socket> {
  const outcome = await connectTracking(url, token, extra);
  if ('refused' in outcome) throw new Error(`tracking socket refused: ${outcome.refused}`);
  sockets.push(outcome.socket);
  return outcome.socket;
}

const accept = (d: DirectAccount, requestId: string) =>
  call('POST', '/api/ambulance/respond', d, { requestId, action: 'accept' });
const advance = (d: DirectAccount, id: string, status: string) =>
  call('PUT', `/api/ambulance/trips/${id}/status`, d, { status });

beforeAll(async () => {
  t = await createTestApp({ clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 240_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
}, 120_000);

describe('tracking-link socket', () => {
  it('hears its own request’s status changes and driver positions, never another request’s', async () => {
    const mumbaiDriver = await onlineDriver('Mumbai', {
      latitude: MUMBAI.latitude + 0.02,
      longitude: MUMBAI.longitude,
    });
    const delhiDriver = await onlineDriver('Delhi', DELHI);
    const mine = await book(null, 'Mumbai', '+91 98111 00001');
    const other = await book(null, 'Delhi', '+91 98111 00002');

    const mineSocket = await tracking(mine.trackingToken);
    const otherSocket = await tracking(other.trackingToken);
    const heard = recordAll(mineSocket);
    const otherHeard = recordAll(otherSocket);

    expect((await accept(mumbaiDriver, mine.requestId)).statusCode).toBe(200);
    await waitFor('accepted on the tracking socket', () => heard.length === 1);
    expect(heard[0]).toEqual(['ambulance_tracking', { requestId: mine.requestId, status: 'accepted' }]);

    // The other request changes: its own link hears it.
    expect((await accept(delhiDriver, other.requestId)).statusCode).toBe(200);
    await waitFor('the other link hears its own request', () => otherHeard.length === 1);

    // The driver moves (socket, as the dashboard sends it): the point and the distance to the pickup.
    mumbaiDriver.socket.emit('driver_location', {
      latitude: MUMBAI.latitude + 0.01,
      longitude: MUMBAI.longitude,
    });
    await waitFor('the driver’s position', () => heard.length === 2);
    expect(heard[1]).toEqual([
      'ambulance_driver_location',
      {
        requestId: mine.requestId,
        driverLocation: [MUMBAI.longitude, MUMBAI.latitude + 0.01],
        distanceKm: 1.1,
      },
    ]);

    expect((await advance(mumbaiDriver, mine.requestId, 'en_route')).statusCode).toBe(200);
    await waitFor('en route', () => heard.length === 3);
    expect(heard[2]).toEqual(['ambulance_tracking', { requestId: mine.requestId, status: 'en_route' }]);

    // Events to one socket keep their order: the other request's events, sent before, would be here by now.
    // Nothing personal rides on it: no phone, no address, no bell, no `ambulance_updated`.
    expect(heard.every(([, p]) => (p as { requestId: string }).requestId === mine.requestId)).toBe(true);
    expect(heard.map(([event]) => event)).toEqual([
      'ambulance_tracking',
      'ambulance_driver_location',
      'ambulance_tracking',
    ]);
    expect(JSON.stringify(heard)).not.toMatch(/98111|Sea View|Asha/);
    expect(otherHeard.map(([, p]) => (p as { requestId: string }).requestId)).toEqual([other.requestId]);
  });

  it('a position saved with PUT /profile/location reaches the tracking page too; an offline driver’s does not', async () => {
    const driver = await onlineDriver('Mumbai', {
      latitude: MUMBAI.latitude + 0.03,
      longitude: MUMBAI.longitude,
    });
    const booked = await book(null, 'Mumbai', '+91 98111 00009');
    const socket = await tracking(booked.trackingToken);
    const heard = recordAll(socket);
    expect((await accept(driver, booked.requestId)).statusCode).toBe(200);
    await waitFor('accepted', () => heard.length === 1);

    const moved = await call('PUT', '/api/profile/location', driver, {
      latitude: MUMBAI.latitude + 0.02,
      longitude: MUMBAI.longitude,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await waitFor('the position saved over HTTP', () => heard.length === 2);
    expect(heard[1]).toEqual([
      'ambulance_driver_location',
      {
        requestId: booked.requestId,
        driverLocation: [MUMBAI.longitude, MUMBAI.latitude + 0.02],
        distanceKm: 2.2,
      },
    ]);

    // Offline, the point is still saved (it is the driver's own profile) but pushes nothing.
    expect((await call('PUT', '/api/profile/me/driver-status', driver, { isOnline: false })).statusCode).toBe(
      200,
    );
    const later = await call('PUT', '/api/profile/location', driver, {
      latitude: MUMBAI.latitude + 0.01,
      longitude: MUMBAI.longitude,
    });
    expect(later.statusCode, later.body).toBe(200);
    expect((await advance(driver, booked.requestId, 'en_route')).statusCode).toBe(200);
    await waitFor('en route', () => heard.length === 3);
    expect(heard.map(([event]) => event)).toEqual([
      'ambulance_tracking',
      'ambulance_driver_location',
      'ambulance_tracking',
    ]);
  });

  it('closes when the trip ends, and the ended link is refused afterwards', async () => {
    const driver = await onlineDriver('Mumbai', MUMBAI);
    const booked = await book(null, 'Mumbai', '+91 98111 00003');
    const socket = await tracking(booked.trackingToken);
    const heard = recordAll(socket);
    let closedBy = '';
    socket.on('disconnect', (reason) => {
      closedBy = reason;
    });
    expect((await accept(driver, booked.requestId)).statusCode).toBe(200);
    expect((await advance(driver, booked.requestId, 'completed')).statusCode).toBe(200);
    await waitFor('the server to close the socket', () => closedBy === 'io server disconnect');
    expect(heard.map(([, p]) => (p as { status: string }).status)).toEqual(['accepted', 'completed']);

    expect(await connectTracking(url, booked.trackingToken)).toEqual({ refused: UNAUTHORIZED });
  });

  it('a cancelled request closes its link the same way', async () => {
    const booked = await book(null, 'Mumbai', '+91 98111 00004');
    const socket = await tracking(booked.trackingToken);
    let closed = false;
    socket.on('disconnect', () => {
      closed = true;
    });
    const res = await call('POST', `/api/ambulance/requests/${booked.requestId}/cancel`, null, {
      reason: 'Went by taxi',
      trackingToken: booked.trackingToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    await waitFor('the socket to close', () => closed);
    expect(await connectTracking(url, booked.trackingToken)).toEqual({ refused: UNAUTHORIZED });
  });

  it('refuses unknown, malformed and empty tokens, and a session token never opens a tracking socket', async () => {
    const patient = await insertAccount(t.app, { role: 'patient' });
    for (const token of ['not-a-token', '', 42, 'x'.repeat(500)]) {
      expect(await connectTracking(url, token), String(token)).toEqual({ refused: UNAUTHORIZED });
    }
    // A session token beside a bad tracking token is still a tracking handshake: refused, never a session.
    expect(await connectTracking(url, 'not-a-token', { token: patient.token })).toEqual({
      refused: UNAUTHORIZED,
    });
  });

  it('a tracking socket cannot join other rooms: its room asks go unanswered and it hears no one’s bell', async () => {
    const patient = await insertAccount(t.app, { role: 'patient' });
    const driver = await onlineDriver('Mumbai', MUMBAI);
    const booked = await book(patient, 'Mumbai', '+91 98111 00005');
    const socket = await tracking(booked.trackingToken, { token: patient.token });
    const heard = recordAll(socket);
    const bell = await connectSocket(url, patient.token);
    sockets.push(bell);
    const bellHeard = recordAll(bell);
    // The tracking socket has no join handlers: a join of the patient's own room gets no answer, no room.
    socket.emit('join_user_room', patient.id);
    expect((await accept(driver, booked.requestId)).statusCode).toBe(200);
    // The signed-in patient's bell still works: the notification and the update reach the session socket.
    await waitFor('the bell', () =>
      ['new_notification', 'ambulance_updated'].every((e) => bellHeard.some(([event]) => event === e)),
    );
    await waitFor('the tracking socket’s event', () => heard.length === 1);
    expect(heard).toEqual([['ambulance_tracking', { requestId: booked.requestId, status: 'accepted' }]]);
  });
});

describe('tracking-link handshakes are rate-limited per address', () => {
  let limited: TestApp;
  let limitedUrl: string;

  beforeAll(async () => {
    // Scale 0.1: 20 a minute becomes 2.
    limited = await createTestApp({ clock, config: { authRateLimitScale: 0.1 } });
    await limited.app.listen({ port: 0, host: '127.0.0.1' });
    limitedUrl = `http://127.0.0.1:${(limited.app.server.address() as AddressInfo).port}`;
  }, 240_000);

  afterAll(async () => {
    await limited?.close();
  }, 120_000);

  it('answers Too many requests over the budget, and again after the minute', async () => {
    expect(await connectTracking(limitedUrl, 'guess-1')).toEqual({ refused: UNAUTHORIZED });
    expect(await connectTracking(limitedUrl, 'guess-2')).toEqual({ refused: UNAUTHORIZED });
    expect(await connectTracking(limitedUrl, 'guess-3')).toEqual({ refused: TOO_MANY_HANDSHAKES });
    clock.advance(60_000);
    expect(await connectTracking(limitedUrl, 'guess-4')).toEqual({ refused: UNAUTHORIZED });
  });
});
