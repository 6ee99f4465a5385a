import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { listDemoAccounts, seedDemoData } from '../../db/seed/seed';
import { freshDatabase } from '../../test/harness';
import { eraseAccount } from './erasure';

/**
 * A demo deployment lets anyone erase a demo account (decision 050). The erasure keeps payments, kept visits,
 * reviews and posts under a new anonymous id, while the demo rows carry stable ids: the next start's top-up
 * must bring the account back without tripping over what the erasure kept.
 */
const silent = { info: () => {} };
let database: DatabaseHandle;
const named = listDemoAccounts().filter((a) => !a.email.endsWith('@demo.arogya.health'));

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemoData(database.db, { log: silent, now: new Date() });
});
afterAll(async () => {
  await database?.close();
});

async function idOf(email: string): Promise<string | undefined> {
  return rowsOf<{ id: string }>(
    await database.db.execute(sql`select id from users where email = ${email}`),
  )[0]?.id;
}

it('brings back every named demo account after it was erased, and the start after that adds nothing', async () => {
  const now = new Date();
  const before = new Map<string, string>();
  for (const account of named) {
    const id = await idOf(account.email);
    if (!id) throw new Error(`no demo account ${account.email}`);
    before.set(account.email, id);
    const erased = await database.db.transaction((tx) =>
      eraseAccount(
        tx,
        {
          id,
          userId: id,
          status: 'running',
          requestedAt: now,
          scheduledFor: now,
          cancelledAt: null,
          completedAt: null,
        },
        now,
      ),
    );
    expect(erased).not.toBeNull();
    expect(await idOf(account.email)).toBeUndefined();
  }

  const restored = await seedDemoData(database.db, { log: silent, now });
  // The accounts area brings back all but the fleet's drivers, whom the ambulance area restores.
  expect(restored.insertedUsers).toBeGreaterThan(0);
  for (const account of named) expect(await idOf(account.email)).toBe(before.get(account.email));

  const again = await seedDemoData(database.db, { log: silent, now });
  expect(again.insertedUsers).toBe(0);
});
