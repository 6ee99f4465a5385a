// Ambulance dispatch benchmark: with many online drivers (sockets) in one city, how long from the booking
// request until the first ring's drivers receive `new_ambulance_request`; and the accept race (many drivers
// accept at once: exactly one winner, and how long until each loser hears `request_taken`).
//
//   npm run bench:ambulance [-- --drivers 500 --racers 50 --rounds 20]
//
// Needs the built server (`npm run build`) and the machine's PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/arogya_bench_ambulance — dropped and recreated). Prints figures; asserts
// nothing.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { io } from 'socket.io-client';
import { api, recreateDatabase } from '../lib/api.mjs';
import { freePort, startServer, stopServer } from '../lib/server.mjs';

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const DRIVERS = arg('drivers', 500);
const RACERS = arg('racers', 50);
const ROUNDS = arg('rounds', 20);
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/arogya_bench_ambulance';
const PASSWORD = 'Bench@12345';
/** Pune's centre: pickups are here; the dispatch city of the first part. */
const CENTRE = { lat: 18.5204, lng: 73.8567 };

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN;
const round1 = (n) => Math.round(n * 10) / 10;
const stats = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: round1(percentile(s, 50)),
    p99: round1(percentile(s, 99)),
    max: round1(s.at(-1) ?? Number.NaN),
  };
};

/**
 * Approved, online drivers straight into the tables (registration and approval are not what is measured):
 * `count` in `city`, spread on a spiral from `centre` out to `maxKm`.
 */
async function insertDrivers(db, { prefix, city, centre, count, maxKm, passwordHash }) {
  const drivers = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const km = (maxKm * (i + 1)) / count;
    const angle = i * 2.399963;
    const lat = centre.lat + (km / 111.2) * Math.sin(angle);
    const lng = centre.lng + (km / 105) * Math.cos(angle);
    drivers.push({ id, email: `${prefix}.${i}@arogya-bench.in`, km, lat, lng });
  }
  for (let i = 0; i < drivers.length; i += 200) {
    const batch = drivers.slice(i, i + 200);
    const values = (n) =>
      batch
        .map((_, k) => `(${Array.from({ length: n }, (_, j) => `$${k * n + j + 1}`).join(',')})`)
        .join(',');
    await db.query(
      `insert into users (id, email, name, password_hash, role, phone, city, latitude, longitude) values ${values(9)}`,
      batch.flatMap((d, k) => [
        d.id,
        d.email,
        `Bench Driver ${i + k}`,
        passwordHash,
        'ambulance',
        `+91 96${prefix === 'pune' ? 1 : 2}${String(i + k).padStart(7, '0')}`,
        city,
        d.lat,
        d.lng,
      ]),
    );
    await db.query(
      `insert into professional_profiles (user_id, role, city, approval_status, vehicle_registration_number) values ${values(5)}`,
      batch.flatMap((d) => [d.id, 'ambulance', city, 'approved', 'MH 12 AB 1234']),
    );
    await db.query(
      `insert into ambulance_drivers (user_id, is_online) values ${values(2)}`,
      batch.flatMap((d) => [d.id, true]),
    );
  }
  return drivers;
}

async function loginAll(base, drivers, concurrency = 8) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < drivers.length) {
        const d = drivers[next++];
        const res = await api(base, 'POST', '/auth/login', { body: { email: d.email, password: PASSWORD } });
        if (!res.body.token) throw new Error(`login ${d.email}: ${res.status} ${JSON.stringify(res.body)}`);
        d.token = res.body.token;
      }
    }),
  );
}

async function connectAll(base, drivers) {
  await Promise.all(
    drivers.map(
      (d) =>
        new Promise((resolve, reject) => {
          const socket = io(base, {
            path: '/socket.io',
            transports: ['websocket'],
            reconnection: false,
            forceNew: true,
            auth: { token: d.token },
          });
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
          d.socket = socket;
        }),
    ),
  );
}

function book(base, city, coordinates) {
  return api(base, 'POST', '/ambulance/book', {
    body: {
      patientName: 'Bench Patient',
      contactNumber: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      address: 'Bench Road, Shivajinagar, Pune',
      city,
      emergencyType: 'Critical',
      coordinates,
    },
  });
}

/** Booking → first-ring delivery: every first-ring driver's receipt time, per round. */
async function firstRing(base, drivers) {
  const latencies = [];
  let missed = 0;
  let ringSize = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const received = new Map();
    const started = performance.now();
    const handlers = drivers.map((d) => {
      const h = (offer) =>
        received.set(d.id, { at: performance.now() - started, requestId: offer.requestId });
      d.socket.on('new_ambulance_request', h);
      return h;
    });
    const res = await book(base, 'Pune', [CENTRE.lng, CENTRE.lat]);
    if (res.status !== 201) throw new Error(`book: ${res.status} ${JSON.stringify(res.body)}`);
    const requestId = res.body.requestId;
    const expected = drivers.filter((d) => d.km <= 5);
    ringSize = expected.length;
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && expected.some((d) => received.get(d.id)?.requestId !== requestId)) {
      await new Promise((r) => setTimeout(r, 5));
    }
    for (const d of expected) {
      const got = received.get(d.id);
      if (got?.requestId === requestId) latencies.push(got.at);
      else {
        missed++;
        if (round === 0)
          console.log(`  missed by the first ring: a driver ${d.km.toFixed(3)} km from the pickup`);
      }
    }
    drivers.forEach((d, i) => {
      d.socket.off('new_ambulance_request', handlers[i]);
    });
    // Free the drivers for the next round.
    await api(base, 'POST', `/ambulance/requests/${requestId}/cancel`, {
      body: { reason: 'bench', trackingToken: res.body.trackingToken },
    });
  }
  return { ringSize, missed, ...stats(latencies) };
}

/** Everyone accepts at once: one 200, the rest 409; each loser's `request_taken` after the winner's answer. */
async function race(base, racers) {
  const offered = new Set();
  const taken = new Map();
  let requestId = null;
  // Offers can arrive before the booking's own answer names the request: keep them all, count after.
  const offers = [];
  for (const d of racers) {
    d.socket.on('new_ambulance_request', (o) => {
      offers.push({ id: d.id, requestId: o.requestId });
    });
    d.socket.on('request_taken', (p) => {
      if (p.requestId === requestId) taken.set(d.id, performance.now());
    });
  }
  const res = await book(base, 'Chennai', null);
  requestId = res.body.requestId;
  const deadline = Date.now() + 10_000;
  const countOffers = () => {
    for (const o of offers) if (o.requestId === requestId) offered.add(o.id);
    return offered.size;
  };
  while (Date.now() < deadline && countOffers() < racers.length) await new Promise((r) => setTimeout(r, 5));
  const started = performance.now();
  const answers = await Promise.all(
    racers.map(async (d) => {
      const r = await api(base, 'POST', '/ambulance/respond', {
        token: d.token,
        body: { requestId, action: 'accept' },
      });
      return { d, status: r.status, at: performance.now() };
    }),
  );
  const winners = answers.filter((a) => a.status === 200);
  const losers = answers.filter((a) => a.status === 409);
  const until = Date.now() + 10_000;
  while (Date.now() < until && losers.some((l) => !taken.has(l.d.id)))
    await new Promise((r) => setTimeout(r, 5));
  const winnerAt = winners[0]?.at ?? started;
  return {
    offered: offered.size,
    winners: winners.length,
    conflicts: losers.length,
    others: answers.length - winners.length - losers.length,
    takenMissed: losers.filter((l) => !taken.has(l.d.id)).length,
    fromAcceptsSent: stats(losers.flatMap((l) => (taken.has(l.d.id) ? [taken.get(l.d.id) - started] : []))),
    fromWinnerAnswer: stats(
      losers.flatMap((l) => (taken.has(l.d.id) ? [Math.max(0, taken.get(l.d.id) - winnerAt)] : [])),
    ),
  };
}

async function main() {
  if (!fs.existsSync(path.resolve(import.meta.dirname, '../../apps/server/dist/main.js'))) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
  await recreateDatabase(DATABASE_URL);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-bench-ambulance-'));
  const server = await startServer({
    port,
    dataDir,
    env: {
      DATABASE_URL,
      RATE_LIMIT_MAX: '100000000',
      AUTH_RATE_LIMIT_SCALE: '100000',
      DATABASE_POOL_MAX: '20',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const all = [];
  try {
    console.log(
      `machine: ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}, node ${process.version}`,
    );
    // The seed's own Pune and Chennai drivers would join the rings: offline for the run.
    await db.query(`update ambulance_drivers set is_online = false`);
    const passwordHash = await hash(PASSWORD);
    const city = await insertDrivers(db, {
      prefix: 'pune',
      city: 'Pune',
      centre: CENTRE,
      count: DRIVERS,
      maxKm: 25,
      passwordHash,
    });
    const racers = await insertDrivers(db, {
      prefix: 'chennai',
      city: 'Chennai',
      centre: { lat: 13.0827, lng: 80.2707 },
      count: RACERS,
      maxKm: 10,
      passwordHash,
    });
    all.push(...city, ...racers);
    console.log(`signing in ${all.length} drivers and connecting their sockets…`);
    await loginAll(base, all);
    await connectAll(base, all);

    const ring = await firstRing(base, city);
    console.log(
      `\nfirst ring: ${DRIVERS} online drivers in Pune, ${ring.ringSize} within 5 km of the pickup, ${ROUNDS} bookings`,
    );
    console.log(
      `  booking request → new_ambulance_request: p50 ${ring.p50} ms, p99 ${ring.p99} ms, max ${ring.max} ms (${ring.n} deliveries, missed ${ring.missed})`,
    );

    const r = await race(base, racers);
    console.log(`\naccept race: ${RACERS} drivers offered (${r.offered} received it), all accept at once`);
    console.log(
      `  winners ${r.winners}, 409s ${r.conflicts}, other answers ${r.others}, request_taken missing ${r.takenMissed}`,
    );
    console.log(
      `  loser's request_taken after the accepts were sent: p50 ${r.fromAcceptsSent.p50} ms, p99 ${r.fromAcceptsSent.p99} ms`,
    );
    console.log(
      `  after the winner's answer arrived: p50 ${r.fromWinnerAnswer.p50} ms, p99 ${r.fromWinnerAnswer.p99} ms`,
    );
  } finally {
    for (const d of all) d.socket?.close();
    await db.end();
    await stopServer(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
