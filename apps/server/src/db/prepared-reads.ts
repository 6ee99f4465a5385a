import { createHash } from 'node:crypto';
import { is, Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
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
  /**
   * A statement whose text depends only on `key` (decision 077): `build` makes it, binding each value by
   * name. Prepared reads build and compile it once per key and, on each run, put `values` in its
   * placeholders — a search costs no SQL building; plain reads build it with the values.
   */
  shaped<R, N extends string>(
    key: string,
    build: Build<N>,
    values: Readonly<Partial<Record<N, unknown>>>,
  ): Promise<R[]>;
}

/** A value of a shaped statement, bound by name: a placeholder when compiled for its shape, else the value. */
export type Bind<N extends string> = (name: N) => SQLWrapper;
/**
 * Builds a shaped statement. Everything but the bound values must follow from what the key says: the same key
 * must always build the same text.
 */
export type Build<N extends string> = (bind: Bind<N>) => SQL;

/** The value a shaped statement binds to `name`; a name without one is a mistake in the caller. */
function boundValue<N extends string>(values: Readonly<Partial<Record<N, unknown>>>, name: N): unknown {
  if (!Object.hasOwn(values, name)) throw new Error(`no value for "${name}"`);
  return values[name];
}

/** Binds each name to its value, as a bound parameter (an array stays one value). */
export function bindValues<N extends string>(values: Readonly<Partial<Record<N, unknown>>>): Bind<N> {
  return (name) => sql.param(boundValue(values, name));
}

/** The session setting of the prepared reads' pool (and of the benchmark's direct SQL that mirrors it). */
export const GENERIC_PLAN_SESSION = '-c plan_cache_mode=force_generic_plan';

/** What plain reads need of a database or transaction: drizzle's `execute` (not the type, which imports this). */
interface Executes {
  execute(query: SQL): PromiseLike<unknown>;
}

/** The prepared reads of the embedded database, and a statement planned for its values: plain queries. */
export function plainReads(db: Executes): PreparedReads {
  const rows = async <R>(query: SQL) => rowsOf<R>(await db.execute(query));
  return {
    rows,
    shaped: async (_key, build, values) => rows(build(bindValues(values))),
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
  /**
   * Each shaped statement as compiled for its key: its text, its name, and for each parameter either the name
   * of the value it takes or a constant. Keys come from a fixed set of shapes (which filters are set, the sort,
   * the page's way), so this stays small.
   */
  const compiled = new Map<
    string,
    { text: string; name: string; slots: ({ value: string } | { constant: unknown })[] }
  >();
  return {
    rows<R>(query: SQL): Promise<R[]> {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return run<R>(text, statementName(text), params as unknown[]);
    },
    async shaped<R, N extends string>(
      key: string,
      build: Build<N>,
      values: Readonly<Partial<Record<N, unknown>>>,
    ): Promise<R[]> {
      let statement = compiled.get(key);
      if (!statement) {
        const { sql: text, params } = dialect.sqlToQuery(build((name) => sql.placeholder(name)));
        statement = {
          text,
          name: statementName(text),
          slots: params.map((p) => (is(p, Placeholder) ? { value: p.name } : { constant: p })),
        };
        compiled.set(key, statement);
      }
      const params = statement.slots.map((slot) =>
        'value' in slot ? boundValue(values, slot.value as N) : slot.constant,
      );
      return run<R>(statement.text, statement.name, params);
    },
  };

  async function run<R>(text: string, name: string, values: unknown[]): Promise<R[]> {
    const config = { name, text, values, types: rawDates };
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
  }
}
