import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { rowsOf } from './rows';

/**
 * Reads whose statement text has a fixed shape and whose best plan does not depend on the values bound to
 * it — the directory's searches (decision 073). On PostgreSQL each distinct text becomes a named prepared
 * statement on a connection of a small pool of its own whose sessions force generic plans, so the server
 * plans it once per connection instead of on every request: planning had been 0.4–1.3 ms of a 1–2 ms search.
 * On PGlite (one embedded session) they are plain queries.
 *
 * Only statements whose plan is right for any values belong here: a statement whose best plan depends on a
 * value (a range whose width decides between walking an index's order and reading the range) must be run
 * with `db.execute`, which plans it for its values.
 */
export interface PreparedReads {
  rows<R>(query: SQL): Promise<R[]>;
}

/** The session setting of the prepared reads' pool (and of the benchmark's direct SQL that mirrors it). */
export const GENERIC_PLAN_SESSION = '-c plan_cache_mode=force_generic_plan';

/** What plain reads need of a database or transaction: drizzle's `execute` (not the type, which imports this). */
interface Executes {
  execute(query: SQL): PromiseLike<unknown>;
}

/** The prepared reads of the embedded database, and a statement planned for its values: plain queries. */
export function plainReads(db: Executes): PreparedReads {
  return {
    rows: async <R>(query: SQL) => rowsOf<R>(await db.execute(query)),
  };
}

// As drizzle's node-postgres session reads them: dates, times and intervals stay the strings PostgreSQL sent.
const RAW_TYPE_IDS = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const rawDates = {
  getTypeParser: (typeId: number, format?: string) =>
    RAW_TYPE_IDS.has(typeId) ? (value: string) => value : pg.types.getTypeParser(typeId, format as 'text'),
};

/** A statement's name: the same text is the same statement on every connection (64 bits of its hash). */
export function statementName(text: string): string {
  return `arogya_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
}

/**
 * PostgreSQL will not run a prepared statement whose result columns changed type since it was prepared (a
 * migration applied while the server runs): that session's copy stays refused until the session ends.
 */
function isStalePrepared(err: unknown): boolean {
  return (
    err instanceof Error &&
    (err as { code?: string }).code === '0A000' &&
    err.message.includes('cached plan must not change result type')
  );
}

/**
 * The prepared reads of PostgreSQL, on `pool`: its sessions must be opened with `GENERIC_PLAN_SESSION` (as
 * `openDatabase` does), and it must run nothing else. A session whose copy of a statement went stale is
 * closed, and the read tried again on another (each of the pool's sessions at most once).
 */
export function genericPlanReads(pool: pg.Pool): PreparedReads {
  const dialect = new PgDialect();
  return {
    async rows<R>(query: SQL): Promise<R[]> {
      const { sql: text, params } = dialect.sqlToQuery(query);
      const config = { name: statementName(text), text, values: params as unknown[], types: rawDates };
      for (let attempt = 0; ; attempt++) {
        const client = await pool.connect();
        try {
          const result = await client.query(config);
          client.release();
          return result.rows as R[];
        } catch (err) {
          const stale = isStalePrepared(err);
          // A stale session is closed (the pool opens a fresh one); any other error leaves it to the pool.
          client.release(stale ? (err as Error) : undefined);
          if (!stale || attempt >= (pool.options.max ?? 10)) throw err;
        }
      }
    },
  };
}
