import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/harness';
import { type DatabaseHandle, openDatabase } from './client';
import { statementName } from './prepared-reads';
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

  it.runIf(backend === 'postgres')(
    'on PostgreSQL, plan each statement once per session, generically, and leave the app pool alone',
    async () => {
      // One prepared session (half of a pool of 2), so every read below lands on it.
      const handle = await openDatabase({ url: database.url, poolMax: 2 });
      try {
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
      } finally {
        await handle.close();
      }
    },
  );

  it.runIf(backend === 'postgres')(
    'on PostgreSQL, read again on a fresh session when a migration changed what a prepared statement returns',
    async () => {
      const handle = await openDatabase({ url: database.url, poolMax: 2 });
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
        await handle.close();
      }
    },
  );
});
