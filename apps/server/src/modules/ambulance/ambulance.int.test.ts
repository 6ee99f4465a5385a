import type { AddressInfo } from 'node:net';
import { patientAmbulanceLink } from '@arogya/contract/constants/ambulance';
import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import {
  ambulanceBookedSchema,
  ambulanceOfferListSchema,
  ambulanceRequestListSchema,
  ambulanceTripListSchema,
  respondAcceptedSchema,
  trackingSchema,
} from '@arogya/contract/schemas/ambulance';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ambulanceDrivers } from '../../db/schema/ambulance';
import { notifications } from '../../db/schema/care';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { TooManyRequestsError } from '../../lib/errors';
import { registrationFor } from '../../test/accounts';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { connectSocket } from '../../test/sockets';
import { waitFor } from '../../test/wait-for';
import { createAmbulanceService } from './ambulance.service';

// Far in the future: the durable expiry jobs (due 30 s after this clock) never run by themselves during the
// test; the test ends each ring by moving the clock and running the job's work itself.
const clock = fixedClock('2031-03-01T04:00:00Z');
const MUMBAI = { latitude: 19.076, longitude: 72.8777 };
const northOf = (km: number) => ({ latitude: MUMBAI.latitude + km / 111.2, longitude: MUMBAI.longitude });

let t: TestApp;
let url: string;
let service: ReturnType<typeof createAmbulanceService>;
let patient: DirectAccount;
let otherPatient: DirectAccount;
let admin: DirectAccount;
const sockets: Socket[] = [];

type Json = Record<string, unknown>;

function call(method: 'GET' | 'POST' | 'PUT', path: string, who: DirectAccount | null, payload?: unknown) {
  return t.app.inject({
    method,
    url: path,
    headers: who ? who.headers : {},
    ...(payload !== undefined ? { payload: payload as Json } : {}),
  });
}

function booking(over: Json = {}): Json {
  return {
    patientName: 'Asha Patil',
    contactNumber: '+91 98765 43210',
    address: 'Flat 4, Sea View Road, Bandra West, Mumbai',
    city: 'Mumbai',
    emergencyType: 'Cardiac',
    notes: 'Chest pain',
    coordinates: [MUMBAI.longitude, MUMBAI.latitude],
    ...over,
  };
}

async function book(who: DirectAccount | null, over: Json = {}) {
  const res = await call('POST', '/api/ambulance/book', who, booking(over));
  expect(res.statusCode, res.body).toBe(201);
  return ambulanceBookedSchema.parse(res.json());
}

interface Driver extends DirectAccount {
  socket: Socket;
  offers: Array<{ requestId: string; address: string }>;
  taken: string[];
}

/** An approved driver with a live socket that records offers and withdrawals; online unless told. */
async function driver(
  city: string,
  at: { latitude: number; longitude: number } | null,
  opts: { online?: boolean; approval?: 'approved' | 'pending' } = {},
): Promise<Driver> {
  const account = await insertAccount(t.app, {
    role: 'ambulance',
    city,
    latitude: at?.latitude ?? null,
    longitude: at?.longitude ?? null,
    approvalStatus: opts.approval ?? 'approved',
  });
  const socket = await connectSocket(url, account.token);
  sockets.push(socket);
  const d: Driver = { ...account, socket, offers: [], taken: [] };
  socket.on('new_ambulance_request', (offer: { requestId: string; address: string }) => d.offers.push(offer));
  socket.on('request_taken', (p: { requestId: string }) => d.taken.push(p.requestId));
  if (opts.online !== false && (opts.approval ?? 'approved') === 'approved') {
    const res = await call('PUT', '/api/profile/me/driver-status', account, { isOnline: true });
    expect(res.statusCode, res.body).toBe(200);
  }
  return d;
}

async function offline(...drivers: Driver[]) {
  for (const d of drivers) await call('PUT', '/api/profile/me/driver-status', d, { isOnline: false });
}

const offered = (d: Driver, requestId: string) => d.offers.some((o) => o.requestId === requestId);

/** Offers travel through sockets: wait until each driver that should have one has it. */
async function waitForOffers(requestId: string, drivers: readonly Driver[]) {
  await waitFor('offers', () => drivers.every((d) => offered(d, requestId)));
}

/** A marker request proves that earlier socket events have arrived (events to one socket keep their order). */
async function settle(drivers: readonly Driver[]) {
  for (const d of drivers) {
    await new Promise<void>((resolve) => d.socket.emit('join_user_room', d.id, () => resolve()));
  }
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  service = createAmbulanceService({
    db: t.app.ctx.db,
    clock,
    jobs: t.app.ctx.jobs,
    events: t.app.ctx.events,
    rateLimitScale: 1,
    trackingSecret: t.app.ctx.config.appSecret,
  });
  patient = await insertAccount(t.app, { role: 'patient', name: 'Asha Patil' });
  otherPatient = await insertAccount(t.app, { role: 'patient' });
  admin = await insertAccount(t.app, { role: 'admin' });
}, 240_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
}, 120_000);

describe('POST /ambulance/book', () => {
  it('requires patientName, contactNumber, address and a city of the list (400 with a message)', async () => {
    for (const [field, message] of [
      ['patientName', MSG_AMBULANCE.patientNameRequired],
      ['contactNumber', MSG_AMBULANCE.contactNumberRequired],
      ['address', MSG_AMBULANCE.addressRequired],
      ['city', MSG_AMBULANCE.cityRequired],
    ] as const) {
      const res = await call('POST', '/api/ambulance/book', null, booking({ [field]: '' }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const patna = await call('POST', '/api/ambulance/book', null, booking({ city: 'Patna' }));
    expect(patna.statusCode).toBe(400);
    expect(patna.json().message).toBe(MSG_AMBULANCE.cityInvalid);
    const coords = await call('POST', '/api/ambulance/book', null, booking({ coordinates: [19.07] }));
    expect(coords.statusCode).toBe(400);
  });

  it('defaults the emergency type to General and answers the tracking link', async () => {
    const { emergencyType: _omit, ...rest } = booking({ city: 'Chennai' });
    const res = await call('POST', '/api/ambulance/book', null, rest);
    expect(res.statusCode, res.body).toBe(201);
    const body = ambulanceBookedSchema.parse(res.json());
    expect(body.data.emergencyType).toBe('General');
    expect(body.trackingUrl).toBe(`/ambulance/track/${body.trackingToken}`);
    expect(body.trackingToken.length).toBeGreaterThanOrEqual(32);
    // Nobody is online in Chennai: the patient is told at once to call 112.
    expect(body.data.status).toBe('unassigned');
    expect(body.message).toBe(MSG_AMBULANCE.noDriversInCity.replace('{city}', 'Chennai'));
  });

  it('limits visitors per address and per contact number (5 an hour at scale 1)', async () => {
    const input = {
      patientName: 'V',
      contactNumber: '9000000001',
      address: 'Somewhere',
      city: 'Chennai' as const,
      emergencyType: 'General' as const,
      notes: '',
      coordinates: null,
    };
    for (let i = 0; i < 5; i++) await service.book(null, input, '203.0.113.9');
    await expect(service.book(null, input, '203.0.113.9')).rejects.toBeInstanceOf(TooManyRequestsError);
    // Another address, same number: still limited; another number from a fresh address: fine.
    await expect(service.book(null, input, '203.0.113.10')).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(
      service.book(null, { ...input, contactNumber: '9000000002' }, '203.0.113.11'),
    ).resolves.toBeTruthy();
    // A signed-in person is not a visitor.
    await expect(
      service.book({ id: patient.id, role: 'patient' } as never, input, '203.0.113.9'),
    ).resolves.toBeTruthy();
    clock.advance(61 * 60_000);
    await expect(service.book(null, input, '203.0.113.9')).resolves.toBeTruthy();
  });
});

describe('dispatch', () => {
  it('offers the nearest ring first, then wider rings, then tells the patient to call 112', async () => {
    const near = await driver('Mumbai', northOf(1));
    const near2 = await driver('Mumbai', northOf(4));
    const mid = await driver('Mumbai', northOf(10));
    const far = await driver('Mumbai', northOf(40));
    const nowhere = await driver('Mumbai', null);
    const off = await driver('Mumbai', northOf(0.5), { online: false });
    const delhi = await driver('Delhi', { latitude: 28.61, longitude: 77.2 });
    const pending = await driver('Mumbai', northOf(0.2), { approval: 'pending' });
    const all = [near, near2, mid, far, nowhere, off, delhi, pending];

    const pendingOnline = await call('PUT', '/api/profile/me/driver-status', pending, { isOnline: true });
    expect(pendingOnline.statusCode).toBe(403);
    expect(pendingOnline.json().message).toBe(MSG_AMBULANCE.onlyApprovedOnline);

    const booked = await book(patient);
    const id = booked.requestId;
    expect(booked.data.status).toBe('searching');
    await waitForOffers(id, [near, near2]);
    await settle(all);
    expect(all.filter((d) => offered(d, id))).toEqual([near, near2]);
    // The offer shows the area, not the full address.
    expect(near.offers.find((o) => o.requestId === id)?.address).toBe('Bandra West, Mumbai');

    // Before the 30 s are over, the job's work does nothing.
    expect(await service.expireOffer({ requestId: id, ring: 0 })).toBe('not-due');
    clock.advance(30_000);
    expect(await service.expireOffer({ requestId: id, ring: 0 })).toBe('advanced');
    // A repeated job for the same ring is a no-op.
    expect(await service.expireOffer({ requestId: id, ring: 0 })).toBe('done');
    await waitForOffers(id, [mid]);
    await waitFor('withdrawn from ring 0', () => near.taken.includes(id));
    // The nearest drivers' offers lapsed: too late to accept.
    expect(
      (await call('POST', '/api/ambulance/respond', near, { requestId: id, action: 'accept' })).statusCode,
    ).toBe(409);

    clock.advance(30_000);
    expect(await service.expireOffer({ requestId: id, ring: 1 })).toBe('advanced');
    await waitForOffers(id, [far, nowhere]);

    clock.advance(30_000);
    expect(await service.expireOffer({ requestId: id, ring: 2 })).toBe('unassigned');
    await settle(all);
    for (const d of [off, delhi, pending]) expect(offered(d, id)).toBe(false);

    const mine = ambulanceRequestListSchema.parse((await call('GET', '/api/ambulance/my', patient)).json());
    expect(mine.data.find((r) => r._id === id)?.status).toBe('unassigned');
    const bells = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'ambulance_update'));
    // The bell opens that request's card on My Appointments, not the bare page.
    const link = patientAmbulanceLink(id);
    expect(
      bells.some((n) => n.userId === patient.id && n.message === MSG_AMBULANCE.unassigned && n.link === link),
    ).toBe(true);
    expect(bells.some((n) => n.userId === admin.id)).toBe(true);
    // The tracking link still says what happened, for an hour.
    const tracked = await call('GET', `/api/ambulance/track/${booked.trackingToken}`, null);
    expect(trackingSchema.parse(tracked.json()).data.status).toBe('unassigned');
    await offline(...all);
  });

  it('ten drivers accepting at once make exactly one trip; nine get 409 and request_taken', async () => {
    const drivers = await Promise.all(Array.from({ length: 10 }, () => driver('Pune', null)));
    const booked = await book(null, { city: 'Pune', coordinates: null, address: 'Camp, Pune' });
    const id = booked.requestId;
    await waitForOffers(id, drivers);

    const answers = await Promise.all(
      drivers.map((d, i) =>
        call(
          'POST',
          '/api/ambulance/respond',
          d,
          i % 2 ? { id, action: 'accept' } : { requestId: id, action: 'accept' },
        ),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    const winnerIndex = answers.findIndex((a) => a.statusCode === 200);
    const winner = drivers[winnerIndex] as Driver;
    const trip = respondAcceptedSchema.parse(answers[winnerIndex]?.json()).data;
    expect(trip).toMatchObject({ requestId: id, status: 'accepted', contactNumber: '+91 98765 43210' });
    const losers = drivers.filter((d) => d !== winner);
    await waitFor('request_taken to every loser', () => losers.every((d) => d.taken.includes(id)));
    await settle([winner]);
    expect(winner.taken).not.toContain(id);

    // The trip: only its driver, only forward.
    const path = `/api/ambulance/trips/${id}/status`;
    expect((await call('PUT', path, losers[0] as Driver, { status: 'en_route' })).statusCode).toBe(403);
    expect((await call('PUT', path, winner, { status: 'en_route' })).statusCode).toBe(200);
    const track = async () => call('GET', `/api/ambulance/track/${booked.trackingToken}`, null);
    const onTheWay = trackingSchema.parse((await track()).json()).data;
    expect(onTheWay.status).toBe('en_route');
    expect(onTheWay.driver).toMatchObject({ _id: winner.id, vehicleRegistrationNumber: null });
    expect(onTheWay.timeline.enRouteAt).not.toBeNull();
    expect((await call('PUT', path, winner, { status: 'arrived' })).statusCode).toBe(200);
    expect((await call('PUT', path, winner, { status: 'en_route' })).statusCode).toBe(409);
    expect((await call('PUT', path, winner, { status: 'accepted' })).statusCode).toBe(400);
    const trips = ambulanceTripListSchema.parse((await call('GET', '/api/ambulance/trips', winner)).json());
    expect(trips.data.active.map((x) => x._id)).toEqual([id]);
    expect((await call('PUT', path, winner, { status: 'completed' })).statusCode).toBe(200);
    // The tracking link shows nothing once the trip has ended.
    expect((await track()).statusCode).toBe(404);
    const after = ambulanceTripListSchema.parse((await call('GET', '/api/ambulance/trips', winner)).json());
    expect(after.data.recent.map((x) => x._id)).toContain(id);
    await offline(...drivers);
  });

  it('a decline removes the request for that driver only', async () => {
    const a = await driver('Bangalore', null);
    const b = await driver('Bangalore', null);
    const { requestId } = await book(patient, { city: 'Bangalore', coordinates: null });
    await waitForOffers(requestId, [a, b]);
    const listOf = async (d: Driver) =>
      ambulanceOfferListSchema
        .parse((await call('GET', '/api/ambulance/offers', d)).json())
        .data.map((o) => o._id);
    expect(await listOf(a)).toContain(requestId);
    expect(
      (await call('POST', '/api/ambulance/respond', a, { requestId, action: 'decline' })).statusCode,
    ).toBe(200);
    expect(await listOf(a)).not.toContain(requestId);
    expect(await listOf(b)).toContain(requestId);
    expect(
      (await call('POST', '/api/ambulance/respond', a, { requestId, action: 'accept' })).statusCode,
    ).toBe(409);
    // A driver it was never offered to cannot take it.
    const stranger = await driver('Delhi', null);
    expect(
      (await call('POST', '/api/ambulance/respond', stranger, { requestId, action: 'accept' })).statusCode,
    ).toBe(404);
    // An offline driver cannot take it either.
    await offline(b);
    expect(await listOf(b)).toEqual([]);
    expect(
      (await call('POST', '/api/ambulance/respond', b, { requestId, action: 'accept' })).statusCode,
    ).toBe(409);
    await offline(a, stranger);
  });
});

describe('cancel', () => {
  it('the requester, or whoever holds the link, cancels before arrival; nobody else', async () => {
    const d = await driver('Hyderabad', null);
    const mine = await book(patient, { city: 'Hyderabad', coordinates: null });
    await waitForOffers(mine.requestId, [d]);
    const cancelPath = `/api/ambulance/requests/${mine.requestId}/cancel`;
    expect((await call('POST', cancelPath, otherPatient, { reason: 'x' })).statusCode).toBe(404);
    expect(
      (await call('POST', cancelPath, null, { reason: 'x', trackingToken: 'not-the-token-at-all' }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', cancelPath, patient, { reason: '' })).statusCode).toBe(400);
    const ok = await call('POST', cancelPath, patient, { reason: 'Took a taxi' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 'cancelled', cancellationReason: 'Took a taxi' });
    await waitFor('offer withdrawn', () => d.taken.includes(mine.requestId));
    expect((await call('POST', cancelPath, patient, { reason: 'again' })).statusCode).toBe(409);

    const visitor = await book(null, { city: 'Hyderabad', coordinates: null });
    await waitForOffers(visitor.requestId, [d]);
    expect(
      (await call('POST', '/api/ambulance/respond', d, { requestId: visitor.requestId, action: 'accept' }))
        .statusCode,
    ).toBe(200);
    await call('PUT', `/api/ambulance/trips/${visitor.requestId}/status`, d, { status: 'arrived' });
    const late = await call('POST', `/api/ambulance/requests/${visitor.requestId}/cancel`, null, {
      reason: 'x',
      trackingToken: visitor.trackingToken,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MSG_AMBULANCE.cannotCancel);
    await call('PUT', `/api/ambulance/trips/${visitor.requestId}/status`, d, { status: 'completed' });
    await offline(d);
  });
});

describe('drivers', () => {
  it('only drivers reach the driver routes', async () => {
    const res = await call('POST', '/api/ambulance/respond', patient, {
      requestId: '0190d6a8-0000-7000-8000-000000000000',
      action: 'accept',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG_AMBULANCE.driversOnly);
    expect((await call('PUT', '/api/profile/me/driver-status', null, { isOnline: true })).statusCode).toBe(
      401,
    );
  });

  it('registration asks for the service city; a driver may move to Hyderabad, a patient may not', async () => {
    const { city: _c, ...noCity } = registrationFor('ambulance', { city: 'Mumbai' }) as Json;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: noCity });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG_AMBULANCE.driverCityRequired);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationFor('ambulance', { city: 'Hyderabad', govId: '5555 6666 7777' }),
    });
    expect(ok.statusCode, ok.body).toBe(201);

    const d = await insertAccount(t.app, { role: 'ambulance', city: 'Mumbai' });
    expect((await call('PUT', '/api/profile/me', d, { city: 'Hyderabad' })).statusCode).toBe(200);
    expect((await call('PUT', '/api/profile/me', patient, { city: 'Hyderabad' })).statusCode).toBe(400);
  });

  it('update_status and driver_location over the socket act on the socket’s own driver', async () => {
    const d = await driver('Delhi', null, { online: false });
    const ack = await new Promise<{ ok: boolean; isOnline?: boolean }>((resolve) =>
      d.socket.emit('update_status', { isOnline: true }, resolve),
    );
    expect(ack).toEqual({ ok: true, isOnline: true });
    d.socket.emit('driver_location', { latitude: 28.6, longitude: 77.21 });
    await waitFor('position stored', async () => {
      const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, d.id));
      return row?.latitude === 28.6 && row.longitude === 77.21;
    });
    const bad = await new Promise<{ ok: boolean }>((resolve) =>
      d.socket.emit('update_status', { isOnline: 'yes' }, resolve),
    );
    expect(bad.ok).toBe(false);
    const pending = await driver('Delhi', null, { approval: 'pending' });
    const refused = await new Promise<{ ok: boolean; message?: string }>((resolve) =>
      pending.socket.emit('update_status', { isOnline: true }, resolve),
    );
    expect(refused).toEqual({ ok: false, message: MSG_AMBULANCE.onlyApprovedOnline });
    await offline(d);
  });

  it('a driver whose last socket closed goes offline after the grace period, unless they came back', async () => {
    const presence = async (id: string) =>
      (await t.app.ctx.db.select().from(ambulanceDrivers).where(eq(ambulanceDrivers.userId, id)))[0];
    const d = await driver('Chennai', null);
    d.socket.close();
    const gone = await waitFor(
      'disconnect noted',
      async () => (await presence(d.id))?.disconnectedAt ?? undefined,
    );
    const data = { driverId: d.id, disconnectedAt: gone.toISOString() };
    clock.advance(59_000);
    expect(await service.expirePresence(data)).toBe('not-due');
    expect((await presence(d.id))?.isOnline).toBe(true);
    clock.advance(2_000);
    expect(await service.expirePresence(data)).toBe('offline');
    expect((await presence(d.id))?.isOnline).toBe(false);

    // Back within the grace period: stays online.
    const e = await driver('Chennai', null);
    e.socket.close();
    const eGone = await waitFor(
      'disconnect noted',
      async () => (await presence(e.id))?.disconnectedAt ?? undefined,
    );
    const again = await connectSocket(url, e.token);
    sockets.push(again);
    await waitFor('reconnect noted', async () => (await presence(e.id))?.disconnectedAt === null);
    clock.advance(61_000);
    expect(await service.expirePresence({ driverId: e.id, disconnectedAt: eGone.toISOString() })).toBe(
      'reconnected',
    );
    expect((await presence(e.id))?.isOnline).toBe(true);
    const rows = await t.app.ctx.db
      .select()
      .from(ambulanceDrivers)
      .where(and(eq(ambulanceDrivers.userId, e.id), eq(ambulanceDrivers.isOnline, true)));
    expect(rows).toHaveLength(1);
  });
});
