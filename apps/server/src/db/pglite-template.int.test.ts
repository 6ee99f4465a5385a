import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { TEMPLATE_ENV } from '../test/pglite-template';
import { openDatabase } from './client';
import { copyTemplate } from './pglite-template';
import { rowsOf } from './rows';

/**
 * A fresh data directory is a copy of the build's template directory (decision 084): the copy opens as a migrated
 * cluster of its own. The template here is the global setup's migrated cluster, written out as a directory the
 * way the build writes it (opened on a directory, closed cleanly).
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a data directory copied from the template', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-template-copy-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('opens migrated, and apart from the template and from other copies', async () => {
    const template = path.join(dir, 'template');
    const tarball = new Blob([fs.readFileSync(process.env[TEMPLATE_ENV] as string)]);
    const made = await PGlite.create({ dataDir: template, loadDataDir: tarball });
    await made.close();

    copyTemplate(template, path.join(dir, 'one', 'pglite'));
    copyTemplate(template, path.join(dir, 'two', 'pglite'));
    const one = await openDatabase({ dataDir: path.join(dir, 'one', 'pglite') });
    const two = await openDatabase({ dataDir: path.join(dir, 'two', 'pglite') });
    try {
      const tables = async (db: typeof one.db) =>
        rowsOf<{ table_name: string }>(
          await db.execute(
            sql`select table_name from information_schema.tables where table_name in ('appointments', 'copy_probe')`,
          ),
        ).map((r) => r.table_name);
      expect(await tables(one.db)).toEqual(['appointments']);
      await one.db.execute(sql`create table copy_probe (id int)`);
      expect((await tables(one.db)).sort()).toEqual(['appointments', 'copy_probe']);
      expect(await tables(two.db)).toEqual(['appointments']);
    } finally {
      await one.close();
      await two.close();
    }
    const again = await openDatabase({ dataDir: path.join(dir, 'one', 'pglite') });
    try {
      const probe = sql`select count(*)::int as n from information_schema.tables where table_name = 'copy_probe'`;
      expect(rowsOf<{ n: number }>(await again.db.execute(probe))[0]?.n).toBe(1);
    } finally {
      await again.close();
    }
  });
});
