import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import {
  GENERIC_PLAN_SESSION,
  genericPlanReads,
  type PreparedReads,
  pgliteGenericReads,
} from './prepared-reads';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers: services and repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

interface HandleBase {
  db: Database;
  /** Fixed-shape reads planned once per connection or session (db/prepared-reads.ts): the directory's searches. */
  prepared: PreparedReads;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseHandle =
  | (HandleBase & { kind: 'pglite'; pglite: PGlite })
  | (HandleBase & { kind: 'postgres'; pool: pg.Pool });

export interface DatabaseOptions {
  /** postgres://… selects node-postgres; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory; 'memory://' for a throwaway database. */
  dataDir?: string;
  /** PGlite only: start from this data directory tarball (`dumpDataDir`) instead of an empty cluster. */
  loadDataDir?: Blob;
  poolMax?: number;
  /**
   * PostgreSQL only: a query without an answer after this long fails (and its connection is dropped),
   * so a database that hangs — a stuck disk, a network partition — turns into quick 503s instead of
   * requests that wait for ever. Default 5 s (no query of this app comes close); 0 turns it off.
   */
  queryTimeoutMs?: number;
}

// Dates and bigints come back as strings from node-postgres unless told otherwise; the app keeps
// money in integer paise well inside 2^53, so int8 is parsed as a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

/**
 * A client checked out of the pool (every transaction) that loses its connection must neither crash the
 * process nor stay checked out for ever:
 * - pg-pool takes its idle 'error' listener off a client while it is checked out, and an 'error' event
 *   without a listener ends the process ("Unhandled 'error' event … Connection terminated
 *   unexpectedly"). Every checked-out client gets one: the query in flight fails with the connection
 *   error (→ 503) and the client is released with it, so the pool discards it.
 * - Drizzle's `transaction` releases its client only once BEGIN has succeeded: a BEGIN that fails on a
 *   dead or hung connection would keep the client checked out, and enough of them exhaust the pool. The
 *   client is therefore released on the connection error itself, and on a query timeout (its
 *   connection is in an unknown state) — and `release` becomes idempotent, so the transaction's own
 *   later release is harmless.
 */
function guardCheckouts(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (
    callback?: (err: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void,
  ) => Promise<pg.PoolClient> | undefined;
  // pg-pool sets a fresh `release` on every checkout, but `query` belongs to the client for its whole
  // life: it is wrapped once, and reaches the release of the checkout in progress through this map (a
  // wrapper per checkout would nest one more frame each time and end in a stack overflow).
  const currentRelease = new WeakMap<pg.PoolClient, (err?: Error | boolean) => void>();
  const queryGuarded = new WeakSet<pg.PoolClient>();
  const guard = (client: pg.PoolClient): pg.PoolClient => {
    const release = client.release;
    let released = false;
    const releaseOnce = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('error', onError);
      release(err);
    };
    const onError = (err: Error) => releaseOnce(err);
    client.on('error', onError);
    client.release = releaseOnce;
    currentRelease.set(client, releaseOnce);
    if (!queryGuarded.has(client)) {
      queryGuarded.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = (...args: unknown[]) => {
        const result = query(...args);
        if (result instanceof Promise) {
          result.catch((err: unknown) => {
            if (err instanceof Error && err.message === 'Query read timeout')
              currentRelease.get(client)?.(err);
          });
        }
        return result;
      };
    }
    return client;
  };
  (pool as { connect: unknown }).connect = (
    callback?: (err: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void,
  ) => {
    if (callback) {
      return connect((err, client, done) => {
        if (!client) return callback(err, client, done);
        const guarded = guard(client);
        callback(err, guarded, (e) => guarded.release(e as Error | boolean | undefined));
      });
    }
    return (connect() as Promise<pg.PoolClient>).then(guard);
  };
}

/**
 * The embedded database's buffer pool. PostgreSQL's default, 128 MB, cost about 0.4 s of every PGlite open,
 * where its memory is first touched; the demo database is ~34 MB on disk, mostly catalogues, and a page outside
 * the pool is read from the operating system's cache (or from memory for an in-memory database). Decision 086.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  if (opts.url) {
    const poolOptions = (max: number, applicationName: string, options?: string): pg.PoolConfig => ({
      connectionString: opts.url,
      max,
      connectionTimeoutMillis: 3_000,
      ...(opts.queryTimeoutMs === 0 ? {} : { query_timeout: opts.queryTimeoutMs ?? 5_000 }),
      idleTimeoutMillis: 30_000,
      application_name: applicationName,
      ...(options ? { options } : {}),
    });
    const max = opts.poolMax ?? 20;
    const pool = new pg.Pool(poolOptions(max, 'arogya'));
    // The prepared reads' own sessions: every statement on them gets one generic plan, kept per connection.
    const preparedPool = new pg.Pool(
      poolOptions(Math.max(1, Math.ceil(max / 2)), 'arogya-prepared', GENERIC_PLAN_SESSION),
    );
    for (const p of [pool, preparedPool]) {
      // An idle client that loses its server must not crash the process; the pool replaces it.
      p.on('error', () => {});
      guardCheckouts(p);
    }
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      kind: 'postgres',
      db,
      pool,
      prepared: genericPlanReads(preparedPool),
      async ping() {
        await pool.query('select 1');
      },
      async close() {
        await Promise.all([pool.end(), preparedPool.end()]);
      },
    };
  }

  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://'))
    fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    extensions: { btree_gin, btree_gist, cube, earthdistance, pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    pglite,
    prepared: pgliteGenericReads(pglite, db),
    async ping() {
      await pglite.query('select 1');
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}
