import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOCTOR_SLOTS, FEES, NURSE_SLOTS } from '@arogya/contract/constants/appointments';
import { ROLES, type Role } from '@arogya/contract/constants/auth';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { registeredRoutes } from '../lib/http/access';
import { insertAccount } from '../test/direct-accounts';
import { createTestApp } from '../test/harness';
import { SAMPLE_FILES } from './hostile';
import { violations } from './invariants';
import type { JsonSchema } from './json-schema-arbitrary';
import { listOperations, type Operation, refResolver } from './openapi-operations';
import { type FuzzRequest, preview, requestCases } from './request-cases';

/**
 * Schema-driven fuzzing of the whole API (`npm run test:fuzz`).
 *
 * The operations come from the server's own OpenAPI document, so a route registered today or later is
 * fuzzed without anyone adding it here; a route missing from the document, or a schema the generator
 * does not understand, fails the run. Each operation gets FUZZ_RUNS cases per identity (anonymous and
 * one signed-in account of every role), from a seed derived from FUZZ_SEED and the operation, so a
 * failure replays with the same two variables.
 *
 * Invariants: never a 5xx; never a stack trace, SQL or driver text in a body; every 4xx in the error
 * shape with a human-readable message; the server healthy after each operation and at the end.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
/** Only operations whose "METHOD /path" contains this text (to replay one). */
const ONLY = process.env.FUZZ_ONLY;
const REPORT = process.env.FUZZ_REPORT;
/**
 * Which share of the operations this file fuzzes, "index/count" (api-1.fuzz.ts and api-2.fuzz.ts run
 * "1/2" and "2/2" side by side, each on its own app and database): every count-th operation of the sorted
 * list, so both shares mix every area. Each operation's cases come from its own seed, so an operation gets
 * the same requests in whichever share it runs.
 */
const SHARD = parseShard(process.env.FUZZ_SHARD ?? '1/1');
/** Print every case and its answer (with FUZZ_ONLY, to see what an operation gets). */
const VERBOSE = process.env.FUZZ_VERBOSE === '1';

type Identity = 'anonymous' | Role;
const IDENTITIES: readonly Identity[] = ['anonymous', ...ROLES];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-fuzz-'));
const started = Date.now();
const t = await createTestApp({
  config: {
    dataDir,
    // Demo data gives the search, provider and availability routes real rows to serialize.
    seedDemoData: true,
    // Hostile callers are rate limited in production; here every case must reach its route.
    rateLimitMax: 1_000_000_000,
    authRateLimitScale: 1_000_000,
    aiRateLimitPerMinute: 1_000_000_000,
  },
});
const app = t.app;
const docResponse = await app.inject({ method: 'GET', url: '/api/docs/json' });
const doc = docResponse.json() as Parameters<typeof listOperations>[0];
const allOperations = listOperations(doc);
const operations = allOperations
  .filter(
    (op) => !ONLY || op.key === ONLY || (!allOperations.some((o) => o.key === ONLY) && op.key.includes(ONLY)),
  )
  // A replay (FUZZ_ONLY) runs in the first share only.
  .filter((_, i) => (ONLY ? SHARD.index === 1 : i % SHARD.count === SHARD.index - 1));
const knownIds = await existingIds();
/** Rows made for the operation being fuzzed: its accounts, their appointment, an uploaded file. */
const ownIds = new Set<string>();
/** Set-up steps that did not work (reported with the figures: they mean less depth, not a failure). */
const setupFailures: string[] = [];
const idsByRole = await userIdsByRole();

const figures = {
  seed: SEED,
  runsPerIdentity: RUNS,
  database: process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite',
  operations: 0,
  identities: IDENTITIES.length,
  cases: 0,
  byKind: {} as Record<string, number>,
  byStatus: {} as Record<string, number>,
  perOperation: {} as Record<string, { cases: number; statuses: Record<string, number> }>,
  failures: 0,
  seconds: 0,
};

afterAll(async () => {
  figures.seconds = Math.round((Date.now() - started) / 100) / 10;
  printFigures();
  if (REPORT) {
    const file =
      SHARD.count > 1 ? REPORT.replace(/(\.json)?$/, `.${SHARD.index}-of-${SHARD.count}$1`) : REPORT;
    fs.writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  }
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(SHARD.index === 1)('the API description', () => {
  it('documents every registered API route, so the fuzzer reaches all of them', () => {
    const documented = new Set(allOperations.map((op) => op.key));
    const registered = registeredRoutes(app)
      .filter((r) => r.access !== null && !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    const undocumented = registered.filter((k) => !documented.has(k));
    expect(undocumented, 'routes missing from /api/docs/json are not fuzzed').toEqual([]);
    expect(allOperations.length).toBeGreaterThan(0);
  });
});

describe(`fuzzing every operation, share ${SHARD.index} of ${SHARD.count} (seed ${SEED}, ${RUNS} cases per identity)`, () => {
  for (const operation of operations) {
    it(operation.key, { timeout: 600_000 }, async () => {
      figures.operations += 1;
      // Rows earlier operations created (appointments, files…) become ids worth trying here.
      for (const id of await existingIds()) knownIds.add(id);
      for (const id of ownIds) knownIds.add(id);
      ownIds.clear();
      const accounts = await signedInAccounts();
      for (const identity of IDENTITIES) {
        await fuzzAs(operation, identity, accounts[identity]);
      }
      // Still alive after everything this operation received.
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode, `health after ${operation.key}`).toBe(200);
    });
  }
});

describe('after the run', () => {
  it('the server answers health and readiness, and still serves a normal request', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'up' } });
    expect((await app.inject({ method: 'GET', url: '/api/doctors' })).statusCode).toBe(200);
  });
});

async function fuzzAs(operation: Operation, identity: Identity, token: string | undefined): Promise<void> {
  const seed = seedFor(operation.key, identity);
  const cases = requestCases(operation, {
    authorization: token ? `Bearer ${token}` : undefined,
    resolveRef: refResolver(doc as never),
    knownStrings,
    hint,
  });
  const property = fc.asyncProperty(cases, async (request) => {
    const response = await app.inject(toInject(request));
    count(operation, request, response.statusCode);
    if (VERBOSE) {
      console.log(
        `${identity.padEnd(10)} ${request.kind.padEnd(14)} ${request.method} ${request.url.slice(0, 120)} ${
          typeof request.payload === 'string' ? request.payload.slice(0, 200) : ''
        }\n    → ${response.statusCode} ${response.body.slice(0, 200)}`,
      );
    }
    const broken = violations(
      { statusCode: response.statusCode, headers: response.headers, body: response.body },
      request.sentStrings,
    );
    if (broken.length > 0) {
      const failure = describeFailure(operation, identity, seed, request, response, broken);
      failedCases.set(request, failure.record);
      throw new Error(failure.text);
    }
  });
  const failedCases = new Map<FuzzRequest, object>();
  await fc.assert(property, {
    seed,
    numRuns: RUNS,
    // Shrinking replays requests against a server whose state moved on; a few steps are enough.
    maxSkipsPerRun: 100,
    interruptAfterTimeLimit: 300_000,
    reporter: (details) => {
      if (details.failed) {
        figures.failures += 1;
        // The whole request of the (shrunk) counterexample, for replaying it by hand.
        const record = details.counterexample ? failedCases.get(details.counterexample[0]) : undefined;
        const file = path.join(os.tmpdir(), `arogya-fuzz-failure-${Math.abs(seed)}.json`);
        if (record) fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
        throw new Error(
          [
            `${operation.key} as ${identity} broke an invariant.`,
            // Ids of rows made during a run (accounts, bookings) differ between runs; the case file below
            // has the exact request.
            `Replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} FUZZ_ONLY='${operation.key}' npm run test:fuzz`,
            `fast-check: seed ${details.seed}, path "${details.counterexamplePath}"`,
            ...(record ? [`The whole case: ${file}`] : []),
            details.errorInstance instanceof Error
              ? details.errorInstance.message
              : `the run ended early: ${details.interrupted ? 'time limit reached' : 'too many skipped cases'}`,
          ].join('\n'),
        );
      }
    },
  });
}

/** A seed per operation and identity: adding an operation does not change what the others get. */
function seedFor(key: string, identity: string): number {
  const digest = createHash('sha256').update(`${SEED}:${key}:${identity}`).digest();
  return digest.readInt32BE(0);
}

function toInject(request: FuzzRequest): InjectOptions {
  return {
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  };
}

function count(operation: Operation, request: FuzzRequest, status: number): void {
  figures.cases += 1;
  figures.byKind[request.kind] = (figures.byKind[request.kind] ?? 0) + 1;
  figures.byStatus[status] = (figures.byStatus[status] ?? 0) + 1;
  const entry = figures.perOperation[operation.key] ?? { cases: 0, statuses: {} };
  figures.perOperation[operation.key] = entry;
  entry.cases += 1;
  entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
}

/** Fresh accounts of every role for each operation: one that deletes or locks its account spoils no other. */
async function signedInAccounts(): Promise<Record<Identity, string | undefined>> {
  const accounts: Record<Identity, string | undefined> = { anonymous: undefined } as Record<
    Identity,
    string | undefined
  >;
  const ids: Partial<Record<Role, string>> = {};
  for (const role of ROLES) {
    const account = await insertAccount(app, {
      role,
      approvalStatus: 'approved',
      careFundBalancePaise: 500_000,
    });
    accounts[role] = account.token;
    ids[role] = account.id;
    ownIds.add(account.id);
  }
  await bookBetween(accounts, ids.doctor!);
  await bookLabTest(accounts);
  // Something for file and picture routes to find.
  const upload = await app.inject({
    method: 'POST',
    url: '/api/uploads/image',
    headers: {
      authorization: `Bearer ${accounts.patient}`,
      'content-type': 'multipart/form-data; boundary=fuzzsetup',
    },
    payload: Buffer.concat([
      Buffer.from(
        '--fuzzsetup\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
      ),
      SAMPLE_FILES.png!.bytes,
      Buffer.from('\r\n--fuzzsetup--\r\n'),
    ]),
  });
  if (upload.statusCode === 201) ownIds.add((upload.json() as { _id: string })._id);
  return accounts;
}

/**
 * An appointment between this operation's patient and doctor, so the appointment routes meet a real
 * one whose parties are among the identities (not only ids that belong to nobody). The doctor opens
 * the rest of this month; on its last day there is nothing to book and the routes get strangers' ids.
 */
async function bookBetween(accounts: Record<Identity, string | undefined>, doctorId: string): Promise<void> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA');
  const month = day(0).slice(0, 7);
  const dates = [1, 2, 3, 4, 5].map(day).filter((d) => d.startsWith(month));
  if (dates.length === 0) return;
  await app.inject({
    method: 'POST',
    url: '/api/availability',
    headers: { authorization: `Bearer ${accounts.doctor}` },
    payload: { availableDates: dates.map((date) => ({ date })) },
  });
  const booked = await app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { authorization: `Bearer ${accounts.patient}` },
    payload: {
      doctor: doctorId,
      appointmentDate: dates[0],
      appointmentTime: DOCTOR_SLOTS[0],
      bookingType: 'In-Home Visit',
      symptoms: 'Fuzzing set-up visit',
      previousMeds: '',
      fee: FEES.DOCTOR_IN_HOME_VISIT,
      paymentMethod: 'external',
    },
  });
  if (booked.statusCode === 201) ownIds.add((booked.json() as { data: { _id: string } }).data._id);
  else
    setupFailures.push(
      `booking for the appointment routes: ${booked.statusCode} ${booked.body.slice(0, 200)}`,
    );
}

/** A lab collection booked by this operation's patient (in its technician's city), for the lab-test routes. */
async function bookLabTest(accounts: Record<Identity, string | undefined>): Promise<void> {
  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Asia/Kolkata',
  });
  const booked = await app.inject({
    method: 'POST',
    url: '/api/lab-tests',
    headers: { authorization: `Bearer ${accounts.patient}` },
    payload: {
      testName: 'Complete Blood Count (CBC)',
      collectionDate: tomorrow,
      collectionTime: '10:00 AM - 12:00 PM',
      patientAddress: 'Fuzzing set-up address',
      city: 'Mumbai',
    },
  });
  if (booked.statusCode === 201) ownIds.add((booked.json() as { _id: string })._id);
  // A full slot on a long run is not a set-up failure: the routes still get strangers' ids.
  else if (booked.statusCode !== 409)
    setupFailures.push(`booking for the lab-test routes: ${booked.statusCode} ${booked.body.slice(0, 200)}`);
}

/** Ids of rows that exist (every table with a uuid `id`), so path parameters hit real resources too. */
async function existingIds(): Promise<Set<string>> {
  const ids = new Set<string>();
  const tables = await app.ctx.db.execute(
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'id' and data_type = 'uuid'
        order by table_name`,
  );
  for (const row of rowsOf<{ table_name: string }>(tables)) {
    const result = await app.ctx.db.execute(
      sql`select id from ${sql.identifier(row.table_name)} order by id limit 20`,
    );
    for (const r of rowsOf<{ id: string }>(result)) ids.add(r.id);
  }
  return ids;
}

let hintCounter = 0;

/** Realistic values by property name, so valid cases reach the rules behind the schema. */
function hint(schema: JsonSchema, name: string): fc.Arbitrary<unknown> | undefined {
  if (schema.type === 'string' && /e-?mail/i.test(name)) {
    return fc.oneof(
      fc.emailAddress(),
      fc.constant(null).map(() => `fuzz.${process.pid}.${++hintCounter}@example.com`),
      fc.constantFrom('priya@arogya.health', 'dr.mehta@arogya.health'),
    );
  }
  if (schema.type === 'string' && /password/i.test(name)) {
    return fc.constantFrom('Chai-Biscuit-2026', 'Monsoon-Rain-Walk-7');
  }
  if (schema.type === 'string' && /phone/i.test(name)) {
    return fc.integer({ min: 6_000_000_000, max: 9_999_999_999 }).map((n) => `+91${n}`);
  }
  if (schema.type === 'string' && (schema.format === 'date' || schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$')) {
    // Around today: bookings and availability only accept near dates.
    return fc
      .integer({ min: -3, max: 30 })
      .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));
  }
  if (schema.type === 'string' && /time$/i.test(name)) {
    return fc.constantFrom(...DOCTOR_SLOTS, ...NURSE_SLOTS);
  }
  const role = /^(doctor|nurse|patient|technician|ambulance|admin)(Id)?$/.exec(name)?.[1];
  if (role && idsByRole[role]?.length) {
    // Bookings name the professional (doctor or nurse) in the field "doctor".
    const ids = role === 'doctor' ? [...idsByRole.doctor!, ...(idsByRole.nurse ?? [])] : idsByRole[role]!;
    return fc.constantFrom(...ids);
  }
  if ((schema.type === 'number' || schema.type === 'integer') && /fee|amount/i.test(name)) {
    return fc.constantFrom(...Object.values(FEES));
  }
  return undefined;
}

/** Ids of a few users of each role (the demo data's approved doctors and nurses among them). */
async function userIdsByRole(): Promise<Record<string, string[]>> {
  const result = await app.ctx.db.execute(
    sql`select u.id, u.role from users u
        left join professional_profiles p on p.user_id = u.id
        where u.is_active and (p.approval_status is null or p.approval_status = 'approved')
        order by u.email limit 400`,
  );
  const byRole: Record<string, string[]> = {};
  for (const row of rowsOf<{ id: string; role: string }>(result)) {
    byRole[row.role] = [...(byRole[row.role] ?? []), row.id];
  }
  return byRole;
}

function knownStrings(schema: JsonSchema): readonly string[] {
  const looksLikeId = schema.format === 'uuid' || (schema.pattern ?? '').includes('[0-9a-fA-F]{8}');
  if (!looksLikeId) return [];
  // This operation's own rows (its identities, their appointment and file) come up about half the
  // time: they are the ids whose owners are signed in, where the deepest paths are.
  const own = [...ownIds];
  const repeat = own.length > 0 ? Math.max(1, Math.round(knownIds.size / own.length)) : 0;
  return [...knownIds, ...Array.from({ length: repeat }, () => own).flat()];
}

function describeFailure(
  operation: Operation,
  identity: Identity,
  seed: number,
  request: FuzzRequest,
  response: { statusCode: number; body: string },
  broken: string[],
): { text: string; record: object } {
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([k, v]) =>
      k === 'authorization' && identity !== 'anonymous' ? [k, `Bearer <token of a ${identity}>`] : [k, v],
    ),
  );
  const payload =
    request.payload === undefined
      ? '(none)'
      : Buffer.isBuffer(request.payload)
        ? `${request.payload.length} bytes: ${preview(request.payload.toString('latin1'), 400)}`
        : preview(request.payload, 400);
  const record = {
    operation: operation.key,
    identity,
    broken,
    method: request.method,
    url: request.url,
    headers,
    body:
      request.payload === undefined
        ? null
        : Buffer.isBuffer(request.payload)
          ? { base64: request.payload.toString('base64') }
          : request.payload,
    response: { status: response.statusCode, body: response.body },
  };
  const text = [
    `Invariant broken: ${broken.join('; ')}`,
    `  operation: ${operation.key} as ${identity} (property seed ${seed})`,
    `  case kind: ${request.kind}${request.notes.length ? ` — ${request.notes.join('; ')}` : ''}`,
    `  request:   ${request.method} ${request.url.length > 400 ? `${request.url.slice(0, 400)}…` : request.url}`,
    `  headers:   ${JSON.stringify(headers).slice(0, 600)}`,
    `  body:      ${payload}`,
    `  response:  ${response.statusCode} ${response.body.slice(0, 600)}`,
  ].join('\n');
  return { text, record };
}

function printFigures(): void {
  const lines = [
    '',
    `API fuzzing — ${figures.database}, seed ${figures.seed}, ${figures.runsPerIdentity} cases per operation and identity`,
    `  operations: ${figures.operations} of ${allOperations.length} in the API description`,
    `  identities: ${IDENTITIES.join(', ')}`,
    `  cases sent: ${figures.cases} (${Object.entries(figures.byKind)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')})`,
    `  statuses:   ${Object.entries(figures.byStatus)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([s, n]) => `${s}×${n}`)
      .join('  ')}`,
    `  failures:   ${figures.failures}`,
    ...(setupFailures.length ? [`  set-up gaps: ${[...new Set(setupFailures)].join('; ')}`] : []),
    `  duration:   ${figures.seconds} s`,
    '',
    '  per operation (cases: statuses):',
    ...Object.entries(figures.perOperation).map(
      ([key, entry]) =>
        `    ${key.padEnd(42)} ${String(entry.cases).padStart(5)}: ${Object.entries(entry.statuses)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}`,
    ),
  ];
  console.log(lines.join('\n'));
}

function parseShard(value: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count)
    throw new Error(`FUZZ_SHARD must be "i/n", got "${value}"`);
  return { index, count };
}
