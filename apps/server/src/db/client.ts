import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One type for both drivers: services and repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; pglite: PGlite; ping(): Promise<void>; close(): Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; ping(): Promise<void>; close(): Promise<void> };

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

export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolMax ?? 20,
      connectionTimeoutMillis: 3_000,
      ...(opts.queryTimeoutMs === 0 ? {} : { query_timeout: opts.queryTimeoutMs ?? 5_000 }),
      idleTimeoutMillis: 30_000,
      application_name: 'arogya',
    });
    // An idle client that loses its server must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      kind: 'postgres',
      db,
      pool,
      async ping() {
        await pool.query('select 1');
      },
      async close() {
        await pool.end();
      },
    };
  }

  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://'))
    fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    extensions: { cube, earthdistance, pg_trgm },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    pglite,
    async ping() {
      await pglite.query('select 1');
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}
