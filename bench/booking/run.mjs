// Booking benchmark (DESIGN §5): contention for one slot, throughput of booking distinct slots, and
// notification fan-out latency to many connected sockets on one node and on two nodes through Redis.
//
//   npm run bench:booking [-- --sockets 2000 --connections 50 --rounds 10]
//
// Needs the built server (`npm run build`), the machine's PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/arogya_bench_booking — dropped and recreated) and `redis-server`
// on the PATH (a throwaway instance on a free port is started and stopped here; the machine's shared
// Redis is never touched). It prints figures; it asserts nothing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { api, recreateDatabase } from '../lib/api.mjs';
import { freePort, startServer, stopServer } from '../lib/server.mjs';

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const SOCKETS = arg('sockets', 2000);
const CONNECTIONS = arg('connections', 50);
const ROUNDS = arg('rounds', 10);
const CONTENDERS = arg('contenders', 200);
const DOCTORS = arg('doctors', 40);
const DAYS = arg('days', 14);
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/arogya_bench_booking';
const SLOTS = ['11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM', '01:00 PM', '01:30 PM', '02:00 PM'];
const FEE = 2000;

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
const round1 = (n) => Math.round(n * 10) / 10;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** India calendar date `offset` days from today, as YYYY-MM-DD. */
function indiaDate(offset) {
  const d = new Date(Date.now() + 5.5 * 3600_000 + offset * 86_400_000);
  return d.toISOString().slice(0, 10);
}

async function startRedis() {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (ok) return { child, url: `redis://127.0.0.1:${port}` };
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error('redis-server did not start');
}

async function login(base, email, password) {
  const res = await api(base, 'POST', '/auth/login', { body: { email, password } });
  if (res.status !== 200 || !res.body.token)
    throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

async function setup(base, db) {
  const adminToken = await login(base, 'admin@arogya.health', 'Admin@12345');
  const doctors = [];
  for (let i = 0; i < DOCTORS; i++) {
    const email = `bench.doctor.${i}@arogya-bench.in`;
    const reg = await api(base, 'POST', '/auth/register', {
      body: {
        name: `Bench Doctor ${i}`,
        email,
        password: 'Bench@12345',
        role: 'doctor',
        phone: `+91 98${String(10_000_000 + i).padStart(8, '0')}`,
        specialty: 'General Physician',
        city: 'Pune',
        experience: 10,
        licenseNumber: `MMC-2010-${String(100_000 + i)}`,
      },
    });
    if (reg.status !== 201 && reg.status !== 200)
      throw new Error(`register doctor: ${reg.status} ${JSON.stringify(reg.body)}`);
    const id = reg.body.user?._id ?? reg.body.user?.id;
    const ok = await api(base, 'PUT', `/admin/approve/${id}`, { token: adminToken });
    if (ok.status !== 200) throw new Error(`approve: ${ok.status} ${JSON.stringify(ok.body)}`);
    doctors.push({ id, email });
  }
  // Availability straight into the table: the API accepts the current month only, the bench wants
  // the next DAYS days whatever today is.
  for (const d of doctors) {
    for (let day = 1; day <= DAYS; day++) {
      await db.query(
        'insert into availability (professional_id, date) values ($1, $2) on conflict do nothing',
        [d.id, indiaDate(day)],
      );
    }
  }
  const patients = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const reg = await api(base, 'POST', '/auth/register', {
      body: {
        name: `Bench Patient ${i}`,
        email: `bench.patient.${i}@arogya-bench.in`,
        password: 'Bench@12345',
        role: 'patient',
      },
    });
    if (!reg.body.token) throw new Error(`register patient: ${reg.status} ${JSON.stringify(reg.body)}`);
    patients.push(reg.body.token);
  }
  return { doctors, patients };
}

function booking(doctorId, date, time) {
  return {
    doctor: doctorId,
    appointmentDate: date,
    appointmentTime: time,
    bookingType: 'In-Home Visit',
    symptoms: 'Fever for two days with body ache.',
    previousMeds: '',
    fee: FEE,
    paymentMethod: 'external',
  };
}

async function contention(base, db, { doctors, patients }) {
  const doctor = doctors[0];
  const date = indiaDate(1);
  const time = SLOTS[0];
  const results = await Promise.all(
    Array.from({ length: CONTENDERS }, (_, i) =>
      api(base, 'POST', '/appointments', {
        token: patients[i % patients.length],
        body: booking(doctor.id, date, time),
      }),
    ),
  );
  const count = (s) => results.filter((r) => r.status === s).length;
  const other = results.filter((r) => r.status !== 201 && r.status !== 409);
  const rows = await db.query(
    `select count(*)::int as n from appointments where professional_id = $1 and appointment_date = $2 and appointment_time = $3`,
    [doctor.id, date, time],
  );
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    requests: CONTENDERS,
    created: count(201),
    conflicts: count(409),
    errors: other.length,
    errorSamples: other.slice(0, 3).map((r) => `${r.status} ${JSON.stringify(r.body).slice(0, 160)}`),
    rowsInDatabase: rows.rows[0].n,
    latencyMs: { p50: round1(percentile(ms, 50)), p99: round1(percentile(ms, 99)), max: round1(ms.at(-1)) },
  };
}

async function throughput(base, { doctors, patients }) {
  // Every free slot of doctors 1..N (doctor 0 is used by the contention run and the fan-out rounds).
  const slots = [];
  for (let day = 2; day <= DAYS; day++)
    for (const d of doctors.slice(1)) for (const t of SLOTS) slots.push([d.id, indiaDate(day), t]);
  let next = 0;
  const ms = [];
  const statuses = {};
  const started = performance.now();
  await Promise.all(
    patients.map(async (token) => {
      while (next < slots.length) {
        const [id, date, time] = slots[next++];
        const r = await api(base, 'POST', '/appointments', { token, body: booking(id, date, time) });
        ms.push(r.ms);
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  ms.sort((a, b) => a - b);
  return {
    connections: patients.length,
    requests: ms.length,
    seconds: round1(seconds),
    bookingsPerSecond: Math.round((statuses[201] ?? 0) / seconds),
    statuses,
    latencyMs: {
      p50: round1(percentile(ms, 50)),
      p95: round1(percentile(ms, 95)),
      p99: round1(percentile(ms, 99)),
    },
  };
}

const CLIENT_WORKERS = arg('client-workers', 2);

/** Worker threads holding the sockets (fanout-client.mjs), spread over the nodes round-robin. */
async function startClients(bases, token, total) {
  const count = Math.max(bases.length, CLIENT_WORKERS);
  const clients = [];
  for (let i = 0; i < count; i++) {
    const share = Math.floor(total / count) + (i < total % count ? 1 : 0);
    const worker = new Worker(new URL('./fanout-client.mjs', import.meta.url), {
      workerData: { base: bases[i % bases.length], token, count: share },
    });
    const ready = await new Promise((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', resolve);
    });
    clients.push({ worker, node: i % bases.length, sockets: ready.sockets });
  }
  return clients;
}

/** Tells every client a round starts; resolves once they listen, and gives a promise of their results. */
async function round(clients, r) {
  const results = clients.map(
    (c) =>
      new Promise((resolve) => {
        const onMessage = (m) => {
          if (m.type === 'round' && m.round === r) {
            c.worker.off('message', onMessage);
            resolve({ ...m, node: c.node });
          }
        };
        c.worker.on('message', onMessage);
      }),
  );
  await Promise.all(
    clients.map(
      (c) =>
        new Promise((resolve) => {
          const onMessage = (m) => {
            if (m.type === 'listening' && m.round === r) {
              c.worker.off('message', onMessage);
              resolve();
            }
          };
          c.worker.on('message', onMessage);
          c.worker.postMessage({ type: 'round', round: r });
        }),
    ),
  );
  return Promise.all(results);
}

async function fanout(label, bases, postBase, { doctors, patients }, firstDay) {
  const doctor = doctors[0];
  const token = await login(postBase, doctor.email, 'Bench@12345');
  const clients = await startClients(bases, token, SOCKETS);
  // The server joins every socket to user:<id> on connection; let the joins settle.
  await sleep(500);
  const fromRequest = bases.map(() => []);
  const fromEvent = bases.map(() => []);
  let missed = 0;
  const spreads = [];
  const requestMs = [];
  for (let r = 0; r < ROUNDS; r++) {
    const results = round(clients, r);
    const sentAt = Date.now();
    const res = await api(postBase, 'POST', '/appointments', {
      token: patients[r % patients.length],
      body: booking(doctor.id, indiaDate(firstDay + Math.floor(r / SLOTS.length)), SLOTS[r % SLOTS.length]),
    });
    if (res.status !== 201) throw new Error(`fan-out booking: ${res.status} ${JSON.stringify(res.body)}`);
    requestMs.push(res.ms);
    const arrivals = [];
    for (const result of await results) {
      missed += result.missed;
      fromEvent[result.node].push(...result.fromEvent);
      fromRequest[result.node].push(...result.arrivals.map((at) => at - sentAt));
      arrivals.push(...result.arrivals);
    }
    if (arrivals.length) spreads.push(Math.max(...arrivals) - Math.min(...arrivals));
    await sleep(200);
  }
  for (const c of clients) c.worker.postMessage({ type: 'close' });
  await Promise.all(clients.map((c) => new Promise((resolve) => c.worker.once('exit', resolve))));
  const summary = (xs) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return {
      samples: sorted.length,
      p50: round1(percentile(sorted, 50)),
      p99: round1(percentile(sorted, 99)),
      max: round1(sorted.at(-1)),
    };
  };
  return {
    label,
    sockets: clients.reduce((n, c) => n + c.sockets, 0),
    clientWorkers: clients.length,
    rounds: ROUNDS,
    missed,
    /** From the notification's createdAt (recorded in the booking's transaction) to each socket. */
    msFromEvent: summary(fromEvent.flat()),
    msFromBookingRequest: summary(fromRequest.flat()),
    /** The booking request's own time (HTTP + transaction): part of every delivery figure above. */
    bookingRequestMs: summary(requestMs),
    /** First to last socket of a round: what the fan-out itself adds. */
    spreadMs: summary(spreads),
    ...(bases.length > 1
      ? { perNode: fromEvent.map(summary), perNodeFromRequest: fromRequest.map(summary) }
      : {}),
  };
}

async function main() {
  if (!fs.existsSync(path.resolve(import.meta.dirname, '../../apps/server/dist/main.js'))) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
  await recreateDatabase(DATABASE_URL);
  const redis = await startRedis();
  const env = {
    DATABASE_URL,
    REDIS_URL: redis.url,
    RATE_LIMIT_MAX: '100000000',
    AUTH_RATE_LIMIT_SCALE: '100000',
    DATABASE_POOL_MAX: '20',
  };
  const portA = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-bench-booking-'));
  const a = await startServer({ port: portA, dataDir, env });
  const baseA = `http://127.0.0.1:${portA}`;
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  let b;
  try {
    console.log(
      `machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
    );
    console.log(`setting up ${DOCTORS} doctors × ${DAYS} days and ${CONNECTIONS} patients…`);
    const fixtures = await setup(baseA, db);

    const c = await contention(baseA, db, fixtures);
    console.log(`\ncontention: ${c.requests} simultaneous requests for one slot`);
    console.log(
      `  created ${c.created}, conflicts (409) ${c.conflicts}, errors ${c.errors}, rows in database ${c.rowsInDatabase}`,
    );
    console.log(`  latency p50 ${c.latencyMs.p50} ms, p99 ${c.latencyMs.p99} ms, max ${c.latencyMs.max} ms`);
    for (const s of c.errorSamples) console.log(`  error sample: ${s}`);

    const t = await throughput(baseA, fixtures);
    console.log(`\nthroughput: distinct slots at ${t.connections} connections`);
    console.log(
      `  ${t.requests} requests in ${t.seconds} s → ${t.bookingsPerSecond} bookings/s; statuses ${JSON.stringify(t.statuses)}`,
    );
    console.log(`  latency p50 ${t.latencyMs.p50} ms, p95 ${t.latencyMs.p95} ms, p99 ${t.latencyMs.p99} ms`);

    const one = await fanout('one node', [baseA], baseA, fixtures, 2);
    console.log(
      `\nfan-out, one node: ${one.sockets} sockets (${one.clientWorkers} client threads) × ${one.rounds} bookings, missed ${one.missed}`,
    );
    console.log(
      `  from the event (notification recorded) to delivery: p50 ${one.msFromEvent.p50} ms, p99 ${one.msFromEvent.p99} ms, max ${one.msFromEvent.max} ms`,
    );
    console.log(
      `  from booking request to delivery: p50 ${one.msFromBookingRequest.p50} ms, p99 ${one.msFromBookingRequest.p99} ms, max ${one.msFromBookingRequest.max} ms`,
    );
    console.log(
      `  the booking request itself: p50 ${one.bookingRequestMs.p50} ms; first → last socket per event: p50 ${one.spreadMs.p50} ms, p99 ${one.spreadMs.p99} ms`,
    );

    const portB = await freePort();
    b = await startServer({ port: portB, dataDir, env });
    const baseB = `http://127.0.0.1:${portB}`;
    const two = await fanout(
      'two nodes',
      [baseA, baseB],
      baseA,
      fixtures,
      2 + Math.ceil(ROUNDS / SLOTS.length),
    );
    console.log(
      `\nfan-out, two nodes through Redis (booking on node A): ${two.sockets} sockets (${two.clientWorkers} client threads) × ${two.rounds} bookings, missed ${two.missed}`,
    );
    console.log(
      `  from the event to delivery, all: p50 ${two.msFromEvent.p50} ms, p99 ${two.msFromEvent.p99} ms, max ${two.msFromEvent.max} ms`,
    );
    console.log(`  node A (same node): p50 ${two.perNode[0].p50} ms, p99 ${two.perNode[0].p99} ms`);
    console.log(`  node B (via Redis): p50 ${two.perNode[1].p50} ms, p99 ${two.perNode[1].p99} ms`);
    console.log(
      `  from the booking request to delivery, all: p50 ${two.msFromBookingRequest.p50} ms, p99 ${two.msFromBookingRequest.p99} ms`,
    );
    console.log(
      `  the booking request itself: p50 ${two.bookingRequestMs.p50} ms; first → last socket per event: p50 ${two.spreadMs.p50} ms, p99 ${two.spreadMs.p99} ms`,
    );
    console.log(`\n${JSON.stringify({ contention: c, throughput: t, fanout: [one, two] })}`);
  } finally {
    await db.end();
    if (b) await stopServer(b.child);
    await stopServer(a.child);
    redis.child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
