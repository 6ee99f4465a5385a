import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/harness';
import { type DatabaseHandle, openDatabase } from './client';
import { type Bind, bindValues, pgliteGenericReads, statementName } from './prepared-reads';
import { rowsOf } from './rows';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
let database: DatabaseHandle & { url?: string };

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** A row of every kind of value the app reads: dates and times stay strings, int8 is a number. */
const everyKind = (
  n: number,
) => sql`select ${n}::int as n, 9007199254740::int8 as big, 12.50::numeric as amount,
  date '2026-11-27' as day, timestamptz '2026-11-27 10:00:00+05:30' as at, array['a', 'b'] as list,
  '{"k": [1, 2]}'::json as doc, null::text as nothing, true as yes`;

/**
 * A handle of its own on the test database whose pool of prepared reads has one session (half of a pool of 2),
 * so every prepared read lands on it; closed after `use`.
 */
async function withOneSession(use: (handle: DatabaseHandle) => Promise<void>): Promise<void> {
  const handle = await openDatabase({ url: database.url, poolMax: 2 });
  try {
    await use(handle);
  } finally {
    await handle.close();
  }
}

describe(`prepared reads (${backend})`, () => {
  it('answer the same rows, with the same value types, as a plain query', async () => {
    const plain = rowsOf(await database.db.execute(everyKind(7)));
    const prepared = await database.prepared.rows(everyKind(7));
    expect(prepared).toEqual(plain);
    expect(prepared[0]).toMatchObject({ n: 7, big: 9007199254740, day: '2026-11-27', list: ['a', 'b'] });
    expect(typeof (prepared[0] as { at: unknown }).at).toBe('string');
  });

  it('bind new values to the same statement', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map((n) => database.prepared.rows<{ n: number }>(everyKind(n))),
    );
    expect(answers.map((rows) => rows[0]?.n)).toEqual([1, 2, 3]);
  });

  /** A shaped statement: its text follows from `wide` alone; a constant, a value and an array value bound. */
  type Value = 'from' | 'ids';
  const shapedBuild = (wide: boolean) => (b: Bind<Value>) =>
    sql`select n, ${'constant'}::text as c from unnest(${b('ids')}::int[]) as n
      where n >= ${b('from')}::int ${wide ? sql`or n < 0` : sql``} order by n`;

  it('answer a shaped statement as its text built with the values, binding each run its own values', async () => {
    const values = [
      { from: 2, ids: [1, 2, 3, -1] },
      { from: 3, ids: [3, 4] },
      { from: 9, ids: [] as number[] },
    ];
    for (const wide of [false, true]) {
      const answers = await Promise.all(
        values.map((v) => database.prepared.shaped(`test-shaped:${wide}`, shapedBuild(wide), v)),
      );
      const plain = await Promise.all(
        values.map(async (v) => rowsOf(await database.db.execute(shapedBuild(wide)(bindValues(v))))),
      );
      expect(answers).toEqual(plain);
    }
    expect(
      await database.prepared.shaped('test-shaped:false', shapedBuild(false), {
        from: 2,
        ids: [1, 2, 3, -1],
      }),
    ).toEqual([
      { n: 2, c: 'constant' },
      { n: 3, c: 'constant' },
    ]);
  });

  it('refuse a shaped statement whose values lack one it binds', async () => {
    await expect(
      database.prepared.shaped('test-shaped:false', shapedBuild(false), { ids: [1] }),
    ).rejects.toThrow('no value for "from"');
    expect(() => shapedBuild(false)(bindValues<Value>({ from: 1 }))).toThrow('no value for "ids"');
  });

  it.runIf(backend === 'postgres')(
    'on PostgreSQL, build and compile a shaped statement once per key: one prepared statement for every run',
    () =>
      withOneSession(async (handle) => {
        let builds = 0;
        const counted = (b: Bind<Value>) => {
          builds += 1;
          return shapedBuild(false)(b);
        };
        for (const from of [1, 2, 3]) {
          const rows = await handle.prepared.shaped<{ n: number }, Value>('test-counted', counted, {
            from,
            ids: [1, 2, 3],
          });
          expect(rows.map((r) => r.n)).toEqual([1, 2, 3].filter((n) => n >= from));
        }
        expect(builds).toBe(1);
        const statements = await handle.prepared.rows<{ generic_plans: number }>(
          sql`select generic_plans::int from pg_prepared_statements where statement like ${'%unnest($%'}`,
        );
        expect(statements).toEqual([{ generic_plans: 3 }]);
      }),
  );

  it.runIf(backend === 'postgres')(
    'on PostgreSQL, plan each statement once per session, generically, and leave the app pool alone',
    () =>
      withOneSession(async (handle) => {
        const settings = await handle.prepared.rows<{ plan_cache_mode: string }>(sql`show plan_cache_mode`);
        expect(settings[0]?.plan_cache_mode).toBe('force_generic_plan');
        const appPool = rowsOf<{ plan_cache_mode: string }>(
          await handle.db.execute(sql`show plan_cache_mode`),
        );
        expect(appPool[0]?.plan_cache_mode).toBe('auto');

        const statement = sql`select count(*)::int as n from users where role = ${'doctor'}`;
        for (let i = 0; i < 3; i++) await handle.prepared.rows(statement);
        const name = statementName('select count(*)::int as n from users where role = $1');
        const plans = await handle.prepared.rows<{
          name: string;
          generic_plans: number;
          custom_plans: number;
        }>(
          sql`select name, generic_plans::int, custom_plans::int from pg_prepared_statements where name = ${name}`,
        );
        expect(plans).toEqual([{ name, generic_plans: 3, custom_plans: 0 }]);
      }),
  );

  it.runIf(backend === 'postgres')(
    'on PostgreSQL, read again on a fresh session when a migration changed what a prepared statement returns',
    () =>
      withOneSession(async (handle) => {
        try {
          await handle.db.execute(sql`create table prepared_stale (v int)`);
          await handle.db.execute(sql`insert into prepared_stale values (7)`);
          const read = sql`select v from prepared_stale where v is not null or ${true}::boolean`;
          expect(await handle.prepared.rows(read)).toEqual([{ v: 7 }]);
          // The session that prepared it now refuses it for good ("cached plan must not change result type").
          await handle.db.execute(sql`alter table prepared_stale alter column v type text`);
          expect(await handle.prepared.rows(read)).toEqual([{ v: '7' }]);
          expect(await handle.prepared.rows(read)).toEqual([{ v: '7' }]);
        } finally {
          await handle.db.execute(sql`drop table if exists prepared_stale`);
        }
      }),
  );

  /** The named statements of the session whose text reads `table`, with how each was planned. */
  const plansOf = async (table: string) =>
    rowsOf<{ generic_plans: number; custom_plans: number }>(
      await database.db.execute(
        sql`select generic_plans::int, custom_plans::int from pg_prepared_statements where statement like ${`%${table}%`}`,
      ),
    );
  const planCacheMode = async () =>
    rowsOf<{ plan_cache_mode: string }>(await database.db.execute(sql`show plan_cache_mode`))[0]
      ?.plan_cache_mode;

  it.runIf(backend === 'pglite')(
    'on PGlite, parse a shaped statement once, run it with one generic plan, and leave the session as it was',
    async () => {
      const once = (b: Bind<Value>) =>
        sql`select n from unnest(${b('ids')}::int[]) as n where n >= ${b('from')}::int /* parsed once */ order by n`;
      for (const from of [1, 2, 3]) {
        const rows = await database.prepared.shaped<{ n: number }, Value>('test-pglite-once', once, {
          from,
          ids: [1, 2, 3],
        });
        expect(rows.map((r) => r.n)).toEqual([1, 2, 3].filter((n) => n >= from));
      }
      expect(await plansOf('parsed once')).toEqual([{ generic_plans: 3, custom_plans: 0 }]);
      // The session serves every other query too: they are still planned for their values.
      expect(await planCacheMode()).toBe('auto');
    },
  );

  it.runIf(backend === 'pglite')(
    'on PGlite, a run that fails leaves the session usable and as it was',
    async () => {
      await expect(
        database.prepared.shaped('test-pglite', shapedBuild(false), { from: 'not a number', ids: [1] }),
      ).rejects.toThrow(/invalid input syntax for type integer/);
      expect(await planCacheMode()).toBe('auto');
      expect(rowsOf(await database.db.execute(sql`select 1 as ok`))).toEqual([{ ok: 1 }]);
      expect(
        await database.prepared.shaped('test-pglite', shapedBuild(false), { from: 2, ids: [1, 2] }),
      ).toEqual([{ n: 2, c: 'constant' }]);
    },
  );

  it.runIf(backend === 'pglite')(
    "on PGlite, never run inside another request's open transaction: it waits for the transaction to end",
    async () => {
      await database.db.execute(sql`create table prepared_isolation (v int)`);
      try {
        const counted = (b: Bind<'from'>) =>
          sql`select count(*)::int as n from prepared_isolation where v >= ${b('from')}::int`;
        let inside!: () => void;
        const entered = new Promise<void>((resolve) => {
          inside = resolve;
        });
        let release!: () => void;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        const order: string[] = [];
        const transaction = database.db
          .transaction(async (tx) => {
            await tx.execute(sql`insert into prepared_isolation values (1)`);
            inside();
            await held;
            throw new Error('rolled back');
          })
          .catch(() => order.push('rolled back'));
        await entered;
        const read = database.prepared
          .shaped<{ n: number }, 'from'>('test-isolation', counted, { from: 0 })
          .then((rows) => {
            order.push('read');
            return rows;
          });
        // Time for a read that did not wait to finish inside the transaction (and see its uncommitted row).
        for (let i = 0; i < 20 && order.length === 0; i++) await new Promise((r) => setImmediate(r));
        release();
        const [rows] = await Promise.all([read, transaction]);
        expect(order).toEqual(['rolled back', 'read']);
        expect(rows).toEqual([{ n: 0 }]);
      } finally {
        await database.db.execute(sql`drop table if exists prepared_isolation`);
      }
    },
  );

  it.runIf(backend === 'pglite')(
    'on PGlite, parse a statement again when a migration changed what it returns',
    async () => {
      await database.db.execute(sql`create table prepared_stale_pglite (v int)`);
      try {
        await database.db.execute(sql`insert into prepared_stale_pglite values (7)`);
        const read = (b: Bind<'yes'>) => sql`select v from prepared_stale_pglite where ${b('yes')}::boolean`;
        expect(await database.prepared.shaped('test-stale', read, { yes: true })).toEqual([{ v: 7 }]);
        await database.db.execute(sql`alter table prepared_stale_pglite alter column v type text`);
        expect(await database.prepared.shaped('test-stale', read, { yes: true })).toEqual([{ v: '7' }]);
        expect(await database.prepared.shaped('test-stale', read, { yes: true })).toEqual([{ v: '7' }]);
        expect(await plansOf('prepared_stale_pglite')).toHaveLength(1);
      } finally {
        await database.db.execute(sql`drop table if exists prepared_stale_pglite`);
      }
    },
  );

  it.runIf(backend === 'pglite')(
    'on PGlite, two sets of reads of the one session may run the same statement in turn',
    async () => {
      if (database.kind !== 'pglite') throw new Error('expected PGlite');
      const first = pgliteGenericReads(database.pglite, database.db);
      const second = pgliteGenericReads(database.pglite, database.db);
      for (const [reads, from] of [
        [first, 1],
        [second, 2],
        [first, 3],
        [second, 1],
      ] as const) {
        expect(await reads.shaped('test-two', shapedBuild(false), { from, ids: [1, 2, 3] })).toEqual(
          [1, 2, 3].filter((n) => n >= from).map((n) => ({ n, c: 'constant' })),
        );
      }
    },
  );
});
