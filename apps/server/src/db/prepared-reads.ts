import { createHash } from 'node:crypto';
import { type PGlite, parse as pgliteParse, types as pgliteTypes, protocol } from '@electric-sql/pglite';
import { is, Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { rowsOf } from './rows';

/**
 * Reads whose statement text has a fixed shape and whose best plan does not depend on the values bound to
 * it — the directory's searches (decision 073). On PostgreSQL each distinct text becomes a named prepared
 * statement on a connection of a small pool of its own whose sessions force generic plans, so the server
 * plans it once per connection instead of on every request: planning had been 0.4–1.3 ms of a 1–2 ms search.
 * On PGlite (one embedded session) each shaped statement is a named statement of that session, run with its
 * generic plan (decision 095).
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

/** A statement planned for its values (and the embedded database's reads that are not shaped): plain queries. */
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

/** A shaped statement as compiled for its key: its text, its name, and the values of its parameters. */
export interface CompiledStatement {
  text: string;
  name: string;
  params<N extends string>(values: Readonly<Partial<Record<N, unknown>>>): unknown[];
}

/** A compiled statement's parameter: the name of the value it takes, or a constant. */
type Slot = { value: string } | { constant: unknown };

/**
 * The statement with one parameter per bound value (decision 097). drizzle gives every reference to a value a
 * parameter of its own: a deep located page referred to the centre point (a `cube`) 16 times, the clock 12 times
 * and the candidates' ids twice, 202 parameters, each read by its type's input function when the statement is
 * bound (and parsed as a literal by `EXPLAIN EXECUTE`, how the benchmark measures it). Here the later references
 * of a value use its first parameter. drizzle numbers the parameters in the order the text holds them; a text
 * that does not read `$1`, `$2`, … in that order (a `$` followed by digits inside a literal) is left as it is.
 */
export function oneParameterPerValue(query: { sql: string; params: unknown[] }): {
  text: string;
  slots: Slot[];
} {
  const slots: Slot[] = query.params.map((p) => (is(p, Placeholder) ? { value: p.name } : { constant: p }));
  const references = [...query.sql.matchAll(/\$(\d+)/g)];
  if (references.length !== slots.length || references.some((m, i) => Number(m[1]) !== i + 1)) {
    return { text: query.sql, slots };
  }
  const numberOf = new Map<string, number>();
  const kept: Slot[] = [];
  const renumbered = slots.map((slot) => {
    if ('value' in slot) {
      const known = numberOf.get(slot.value);
      if (known !== undefined) return known;
      numberOf.set(slot.value, kept.length + 1);
    }
    kept.push(slot);
    return kept.length;
  });
  let at = 0;
  const text = query.sql.replace(/\$(\d+)/g, () => `$${renumbered[at++]}`);
  return { text, slots: kept };
}

/**
 * `PreparedReads.shaped` running each statement with `run`: each shaped statement is compiled once per key — for
 * each parameter, either the name of the value it takes or a constant. Keys come from a fixed set of shapes (which
 * filters are set, the sort, the page's way), so this stays small.
 */
function shapedReads(
  run: <R>(statement: CompiledStatement, params: unknown[]) => Promise<R[]>,
): PreparedReads['shaped'] {
  const compiled = new Map<string, CompiledStatement>();
  return async (key, build, values) => {
    let statement = compiled.get(key);
    if (!statement) {
      statement = compileShaped(build);
      compiled.set(key, statement);
    }
    return run(statement, statement.params(values));
  };
}

const shapedDialect = new PgDialect();

/** A shaped statement's text and parameters, as the prepared reads run it (the search benchmark runs the same). */
export function compileShaped<N extends string>(build: Build<N>): CompiledStatement {
  const { text, slots } = oneParameterPerValue(
    shapedDialect.sqlToQuery(build((name) => sql.placeholder(name))),
  );
  return {
    text,
    name: statementName(text),
    params: (bound) =>
      slots.map((slot) =>
        'value' in slot ? boundValue(bound, slot.value as keyof typeof bound & string) : slot.constant,
      ),
  };
}

/**
 * The prepared reads of PostgreSQL, on `pool`: its sessions must be opened with `GENERIC_PLAN_SESSION` (as
 * `openDatabase` does), and it must run nothing else. A session whose copy of a statement went stale is
 * closed, and the read tried again on another (each of the pool's sessions at most once).
 */
export function genericPlanReads(pool: pg.Pool): PreparedReads {
  const dialect = new PgDialect();
  return {
    rows<R>(query: SQL): Promise<R[]> {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return run<R>(text, statementName(text), params as unknown[]);
    },
    shaped: shapedReads((statement, params) => run(statement.text, statement.name, params)),
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

// As drizzle's PGlite session reads them: dates, times and intervals stay the strings PostgreSQL sent.
const PGLITE_RAW_DATES = Object.fromEntries(
  [pgliteTypes.TIMESTAMP, pgliteTypes.TIMESTAMPTZ, pgliteTypes.INTERVAL, pgliteTypes.DATE].map((t) => [
    t,
    (value: string) => value,
  ]),
);

/**
 * The prepared reads of the embedded database (decision 095). PGlite is one session, and its `query` sends
 * every statement unnamed, so each search was planned on every run: 1.5–9.5 ms of planning at 100,000
 * providers against 0.1–3.5 ms of execution. Here each shaped statement is parsed once as a named statement of
 * that session and run with the generic plan it keeps, as on PostgreSQL's pool. The session serves everything
 * else too, so the generic plan is asked for around each run only (`plan_cache_mode` set, then reset, in the
 * same batch of messages), and a run holds PGlite's transaction and query locks as its own `query` does: it
 * never lands inside another request's open transaction. So a shaped read must not be made from inside a
 * transaction of the same database: it would wait for that transaction's end (the searches never are; on
 * PostgreSQL it would run on a session of its own). A statement whose cached plan went stale (a migration changed
 * its result's columns) is parsed again, once.
 */
export function pgliteGenericReads(pglite: PGlite, db: Executes): PreparedReads {
  /** The named statements of the session, with their parameters' types (to serialise the values as PGlite does). */
  const parsed = new Map<string, number[]>();
  const { serialize } = protocol;
  // Several messages go as one buffer: PGlite reads them in order, as a server reads its socket.
  const exec = async (message: Uint8Array) =>
    (await pglite.execProtocol(message, { syncToFs: false })).messages;

  async function parameterTypes(statement: CompiledStatement): Promise<number[]> {
    const known = parsed.get(statement.name);
    if (known) return known;
    const replies = await exec(
      Buffer.concat([
        // Closing a statement the session does not have is no error. One that another set of reads of this
        // session parsed is replaced by the same: a statement's name is its text's hash.
        serialize.close({ type: 'S', name: statement.name }),
        serialize.parse({ name: statement.name, text: statement.text }),
        serialize.describe({ type: 'S', name: statement.name }),
        serialize.sync(),
      ]),
    );
    const description = replies.find((m) => m.name === 'parameterDescription') as
      | { dataTypeIDs: number[] }
      | undefined;
    const types = description?.dataTypeIDs ?? [];
    parsed.set(statement.name, types);
    return types;
  }

  async function execute<R>(statement: CompiledStatement, values: unknown[]): Promise<R[]> {
    const types = await parameterTypes(statement);
    const serialized = values.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[types[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const replies = await exec(
      Buffer.concat([
        serialize.query('set plan_cache_mode = force_generic_plan'),
        serialize.bind({ statement: statement.name, values: serialized }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
        serialize.query('reset plan_cache_mode'),
      ]),
    );
    // One result per command: the SET, the statement, the RESET.
    const results = pgliteParse.parseResults(replies, pglite.parsers, {
      rowMode: 'object',
      parsers: PGLITE_RAW_DATES,
    });
    return (results[1]?.rows ?? []) as R[];
  }

  return {
    rows: plainReads(db).rows,
    shaped: shapedReads(<R>(statement: CompiledStatement, params: unknown[]) =>
      pglite._runExclusiveTransaction(() =>
        pglite.runExclusive(async () => {
          try {
            return await execute<R>(statement, params);
          } catch (err) {
            if (!isStalePrepared(err)) throw err;
            parsed.delete(statement.name);
            return execute<R>(statement, params);
          }
        }),
      ),
    ),
  };
}
