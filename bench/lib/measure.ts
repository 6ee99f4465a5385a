// What the database benchmarks share: percentiles, a fixed-duration SQL load over N connections, the same
// through the HTTP API, and creating the benchmark database. Each benchmark keeps only its data and queries.
import pg from 'pg';
import { GENERIC_PLAN_SESSION, statementName } from '../../apps/server/src/db/prepared-reads';
import { runLoad } from '../load.mjs';

export interface Statement {
  text: string;
  params: unknown[];
  /**
   * Run as the app runs it on PostgreSQL: a named statement with one generic plan per session
   * (apps/server/src/db/prepared-reads.ts).
   */
  prepared?: boolean;
}

/** A statement as node-postgres takes it: named when the app prepares it. */
export function queryConfig(s: Statement): pg.QueryConfig {
  return s.prepared
    ? { name: statementName(s.text), text: s.text, values: s.params }
    : { text: s.text, values: s.params };
}

export interface Figures {
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export function figures(samples: number[], seconds: number, failures: number): Figures {
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

/** Creates the benchmark's database when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
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

/**
 * `count` connections, each running the statements back to back until `seconds` are up. A failed run is
 * counted and rolled back (statements may open a transaction).
 */
export async function runSql(
  databaseUrl: string,
  statements: Statement[],
  seconds: number,
  count: number,
  applicationName: string,
): Promise<Figures> {
  const generic = statements.some((s) => s.prepared);
  const clients = await Promise.all(
    Array.from({ length: count }, async () => {
      const c = new pg.Client({
        connectionString: databaseUrl,
        application_name: applicationName,
        ...(generic ? { options: GENERIC_PLAN_SESSION } : {}),
      });
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
          for (const s of statements) await c.query(queryConfig(s));
          samples.push(performance.now() - t0);
        } catch {
          failures += 1;
          await c.query('rollback').catch(() => {});
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await Promise.all(clients.map((c) => c.end()));
  return figures(samples, elapsed, failures);
}

/** GET `url` over `connections` keep-alive connections for `seconds`; only 200s count as samples. */
export async function runApi(url: string, seconds: number, connections: number): Promise<Figures> {
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

export const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');
export const rate = (x: number) => Math.round(x).toLocaleString('en-IN');
