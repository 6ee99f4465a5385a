import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/harness';
import type { DatabaseHandle } from './client';
import { readAll } from './reads';
import { rowsOf } from './rows';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
let database: DatabaseHandle;

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** A read that records when it started and ended, so the test can tell overlapping reads from sequential ones. */
function timedRead(db: Parameters<typeof readAll>[0], log: string[], name: string, sleepSeconds: number) {
  return async () => {
    log.push(`${name} start`);
    const rows = rowsOf<{ v: string }>(
      await db.execute(sql`select ${name}::text as v from pg_sleep(${sleepSeconds}::float8)`),
    );
    log.push(`${name} end`);
    return rows[0]?.v;
  };
}

describe(`readAll (${backend})`, () => {
  it('runs the reads of a transaction one after another, and returns every result in order', async () => {
    const log: string[] = [];
    const results = await database.db.transaction((tx) =>
      readAll(tx, [timedRead(tx, log, 'a', 0.02), timedRead(tx, log, 'b', 0), async () => 3] as const),
    );
    expect(results).toEqual(['a', 'b', 3]);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('starts the reads on the pool together', async () => {
    const log: string[] = [];
    const results = await readAll(database.db, [
      timedRead(database.db, log, 'a', 0.02),
      timedRead(database.db, log, 'b', 0),
    ] as const);
    expect(results).toEqual(['a', 'b']);
    expect(log.slice(0, 2)).toEqual(['a start', 'b start']);
  });
});
