import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from './harness';
import { TEMPLATE_ENV } from './pglite-template';

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the migrated PGlite template', () => {
  it('is made once by the global setup and handed to every test file', () => {
    const file = process.env[TEMPLATE_ENV];
    expect(file, 'global setup ran').toBeTruthy();
    expect(fs.statSync(file as string).size).toBeGreaterThan(0);
  });

  it('gives each file its own database: a change in one is not in the next', async () => {
    const first = await freshDatabase();
    const second = await freshDatabase();
    try {
      await first.db.execute(sql`create table template_probe (id int)`);
      const probe = sql`select count(*)::int as n from information_schema.tables where table_name = 'template_probe'`;
      const count = async (db: typeof first.db, query = probe) =>
        Number(((await db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n);
      expect(await count(first.db)).toBe(1);
      expect(await count(second.db)).toBe(0);
      // Both start fully migrated.
      const appts = sql`select count(*)::int as n from information_schema.tables where table_name = 'appointments'`;
      expect(await count(second.db, appts)).toBe(1);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
