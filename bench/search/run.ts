// Doctor-search benchmark (DESIGN §5): 100,000 providers on PostgreSQL; p50/p95/p99 and throughput of
// GET /api/doctors through the built server at 50 connections (autocannon), and of the very same SQL run
// straight through node-postgres by 50 clients, in the same run. Prints a table and the EXPLAIN plans.
//
//   npm run bench:search                      (builds the server bundle first; ~2 minutes)
//   npm run bench:search -- --duration 5 --connections 50 --no-build
//
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/arogya_bench; not DATABASE_URL, so a
// development database is never filled by accident) names the database; it is
// created if missing, migrated, filled with the 100,000 generated providers if they are not all there
// (bench/data/generate-providers.ts) and vacuumed, so index-only scans see an up-to-date visibility map.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CITY_CENTRES } from '@arogya/contract/constants/directory';
import { doctorSearchQuerySchema } from '@arogya/contract/schemas/directory';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import {
  doctorSearchQuery,
  serviceAreaCandidatesQuery,
} from '../../apps/server/src/modules/directory/directory.repo';
import {
  containingServiceAreas,
  planDoctorSearch,
} from '../../apps/server/src/modules/directory/directory.service';
import { root, startServer, stopServer } from '../lib/server.mjs';
import { runLoad } from '../load.mjs';

const PROVIDERS = 100_000;
const BENCH_EMAIL_DOMAIN = 'bench.arogya.test';
const BAR_P95_MS = 20;
const SINGLE_CLIENT_SECONDS = 3;
const mumbai = CITY_CENTRES.Mumbai;

/** The measured searches. The second is the DESIGN §5 bar's own shape: filters + 10 km radius + paging. */
const QUERIES: { name: string; query: string; bar: boolean }[] = [
  { name: 'city + specialty', query: 'city=Mumbai&specialty=Cardiologist', bar: true },
  {
    name: '10 km radius + specialty, page 2',
    query: `specialty=General%20Physician&lat=${mumbai.lat}&lng=${mumbai.lng}&radius=10&page=2`,
    bar: true,
  },
  { name: 'skill keyword', query: 'skillKeyword=asthma', bar: true },
  // Not part of the bar, for the record: the unfiltered first page of /search, and a radius alone.
  { name: 'no filter (extra)', query: '', bar: false },
  {
    name: '10 km radius, no filter (extra)',
    query: `lat=${mumbai.lat}&lng=${mumbai.lng}&radius=10`,
    bar: false,
  },
];

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '2' },
    'no-build': { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const warmup = Number(args.warmup);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/arogya_bench';
const dialect = new PgDialect();

interface Statement {
  text: string;
  params: unknown[];
}
const toStatement = (query: SQL): Statement => {
  const q = dialect.sqlToQuery(query);
  return { text: q.sql, params: q.params };
};

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

interface Figures {
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

function figures(samples: number[], seconds: number, failures: number): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: samples.length,
    perSecond: samples.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    failures,
  };
}

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      console.log(`Creating database ${name}…`);
      await admin.query(`create database "${name.replaceAll('"', '""')}"`);
    }
  } finally {
    await admin.end();
  }
}

/** Migrations, the generated providers if any are missing, and fresh statistics and visibility map. */
async function prepareData(): Promise<{ postgres: string }> {
  await ensureDatabase(databaseUrl);
  let database = await openDatabase({ url: databaseUrl, poolMax: 2 });
  const started = performance.now();
  await runMigrations(database);
  const count = async () => {
    const r = (await database.db.execute(
      sql`select count(*)::int as n from users where email like ${`%@${BENCH_EMAIL_DOMAIN}`}`,
    )) as unknown as { rows: { n: number }[] };
    return r.rows[0]?.n ?? 0;
  };
  if ((await count()) < PROVIDERS) {
    await database.close();
    console.log(`Generating ${PROVIDERS} providers (bench/data/generate-providers.ts)…`);
    const gen = spawnSync('npx', ['tsx', 'bench/data/generate-providers.ts', '--count', String(PROVIDERS)], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    });
    if (gen.status !== 0) throw new Error('generating the providers failed');
    database = await openDatabase({ url: databaseUrl, poolMax: 2 });
  }
  // Index-only scans skip the table only for pages the visibility map marks all-visible.
  await database.db.execute(sql`vacuum (analyze) users, professional_profiles`);
  const version = (await database.db.execute(sql`show server_version`)) as unknown as {
    rows: { server_version: string }[];
  };
  await database.close();
  console.log(`Data ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return { postgres: version.rows[0]?.server_version ?? '?' };
}

/** The statements the API runs for a query string: the service-area lookup when located, then the search. */
async function statementsFor(query: string): Promise<{ statements: Statement[]; total: number }> {
  const parsed = doctorSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const request = planDoctorSearch(parsed, new Date());
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const statements: Statement[] = [];
    let plan = request.plan;
    if (request.point) {
      const candidates = toStatement(serviceAreaCandidatesQuery(request.filters, request.point));
      statements.push(candidates);
      const rows = (await client.query(candidates.text, candidates.params)).rows;
      plan = {
        ...plan,
        near: { ...request.point, serviceAreaIds: containingServiceAreas(rows, request.point) },
      };
    }
    const main = toStatement(doctorSearchQuery(plan));
    statements.push(main);
    const total = Number((await client.query(main.text, main.params)).rows[0]?.total ?? 0);
    return { statements, total };
  } finally {
    await client.end();
  }
}

/** `clients` connections (default 50), each running the statements back to back until the time is up. */
async function runSql(statements: Statement[], seconds: number, count = connections): Promise<Figures> {
  const clients = await Promise.all(
    Array.from({ length: count }, async () => {
      const c = new pg.Client({ connectionString: databaseUrl, application_name: 'arogya-bench-sql' });
      await c.connect();
      return c;
    }),
  );
  const samples: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    clients.map(async (c) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          for (const s of statements) await c.query(s.text, s.params);
          samples.push(performance.now() - t0);
        } catch {
          failures += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await Promise.all(clients.map((c) => c.end()));
  return figures(samples, elapsed, failures);
}

async function runApi(url: string, seconds: number): Promise<Figures> {
  const samples: number[] = [];
  let failures = 0;
  const started = performance.now();
  const out = await runLoad({
    url,
    connections,
    duration: seconds,
    onResponse: (ms: number, status: number) => {
      if (status === 200) samples.push(ms);
      else failures += 1;
    },
  });
  const elapsed = Math.max(seconds, (performance.now() - started) / 1000 - 0.05);
  return figures(samples, elapsed, failures + out.errors + out.timeouts);
}

/** The plan of each statement: the fastest of a few runs, so a busy moment of the machine does not show. */
async function explain(statements: Statement[], runs = 5): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const parts: string[] = [];
    for (const s of statements) {
      let best: { total: number; text: string } | undefined;
      for (let i = 0; i < runs; i++) {
        const r = await client.query(`explain (analyze, buffers) ${s.text}`, s.params);
        const lines: string[] = r.rows.map((row: Record<string, string>) => row['QUERY PLAN'] ?? '');
        const time = (label: string) =>
          Number(lines.find((l) => l.startsWith(label))?.match(/([\d.]+) ms/)?.[1] ?? Number.NaN);
        const total = time('Planning Time') + time('Execution Time');
        if (!best || total < best.total) best = { total, text: lines.join('\n') };
      }
      parts.push(best?.text ?? '');
    }
    return parts.join('\n\n');
  } finally {
    await client.end();
  }
}

const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const rate = (x: number) => Math.round(x).toLocaleString('en-IN');

async function main() {
  const runStarted = performance.now();
  const { postgres } = await prepareData();

  if (!args['no-build']) {
    const build = spawnSync(process.execPath, [path.join(root, 'apps/server/build.mjs')], {
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('building the server failed');
  }
  const port = 3800 + Math.floor(Math.random() * 150);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-bench-search-'));
  const server = await startServer({
    port,
    dataDir,
    env: {
      NODE_ENV: 'production',
      APP_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_MAX: '1000000000',
      LOG_LEVEL: 'warn',
    },
  });

  const rows: { name: string; bar: boolean; total: number; api: Figures; sql: Figures; alone: Figures }[] =
    [];
  const plans: { name: string; query: string; plan: string }[] = [];
  try {
    for (const q of QUERIES) {
      const { statements, total } = await statementsFor(q.query);
      const url = `http://127.0.0.1:${port}/api/doctors?${q.query}`;
      process.stdout.write(`${q.name}: ${total} matches… `);
      await runApi(url, warmup);
      const api = await runApi(url, duration);
      await runSql(statements, warmup);
      const direct = await runSql(statements, duration);
      // One client, nothing else running: what one search costs the database without queueing.
      const alone = await runSql(statements, SINGLE_CLIENT_SECONDS, 1);
      console.log(`API ${rate(api.perSecond)} req/s, SQL ${rate(direct.perSecond)} q/s`);
      rows.push({ name: q.name, bar: q.bar, total, api, sql: direct, alone });
      plans.push({ name: q.name, query: q.query, plan: await explain(statements) });
    }
  } finally {
    await stopServer(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log('');
  console.log(
    `Machine: ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ` +
      `PostgreSQL ${postgres}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}. ` +
      `Date: ${new Date().toISOString().slice(0, 10)}. ${connections} connections, ${duration} s each.`,
  );
  console.log('');
  console.log(
    '| query | matches | API p50 / p95 / p99 ms | API req/s | SQL p50 / p95 / p99 ms | SQL q/s | API ÷ SQL | SQL, 1 client, p50 ms | bar |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const ratio = r.api.perSecond / r.sql.perSecond;
    const met = r.api.p95 < BAR_P95_MS && ratio >= 0.5;
    const bar = r.bar ? (met ? 'met' : 'missed') : 'n/a';
    console.log(
      `| ${r.name} | ${r.total.toLocaleString('en-IN')} | ${ms(r.api.p50)} / ${ms(r.api.p95)} / ${ms(r.api.p99)} | ` +
        `${rate(r.api.perSecond)} | ${ms(r.sql.p50)} / ${ms(r.sql.p95)} / ${ms(r.sql.p99)} | ${rate(r.sql.perSecond)} | ` +
        `${ratio.toFixed(2)} | ${ms(r.alone.p50)} | ${bar} |`,
    );
    if (r.api.failures || r.sql.failures) {
      console.log(`  (failures: API ${r.api.failures}, SQL ${r.sql.failures})`);
    }
  }
  console.log('');
  for (const p of plans) {
    console.log(
      `--- EXPLAIN (ANALYZE, BUFFERS): ${p.name} (GET /api/doctors?${decodeURIComponent(p.query)})`,
    );
    console.log(p.plan);
    console.log('');
  }
  console.log(`Total run time ${((performance.now() - runStarted) / 1000).toFixed(0)} s.`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
