import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { fixedClock } from '../lib/clock';
import { createStartupPhases } from '../lib/startup-phases';
import { createLocalStorage } from '../lib/storage';
import { TEMPLATE_ENV } from '../test/pglite-template';
import { openDatabase } from './client';
import { migrationsFolder } from './migrations-folder';
import { copyTemplate, currentTemplateStamp, type SeededStamp } from './pglite-template';
import { rowsOf } from './rows';
import { demoSeedValidUntil, demoUserIds, seedDemoData } from './seed/seed';

/**
 * A start with demo data on a fresh DATA_DIR copies the build's seeded snapshot instead of seeding, while a seed
 * run would make the same rows (decision 088). The build's two templates are made here the way the build makes
 * them: the migrated cluster (from the global setup's tarball) and a copy of it seeded at `seededAt`.
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a fresh start from the seeded snapshot', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-seeded-snapshot-'));
  const templates = path.join(dir, 'dist');
  // 09:00 in India: the snapshot stands in until the 11:00 AM slot's hour ends, 12:00.
  const seededAt = new Date('2025-03-10T09:00:00+05:30');
  const validUntil = demoSeedValidUntil(seededAt);
  // Every user of the seed: the demo accounts and the ambulance fleet's drivers.
  let seededUsers = 0;
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  beforeAll(async () => {
    const template = path.join(templates, 'pglite-template');
    fs.mkdirSync(templates);
    const made = await PGlite.create({
      dataDir: template,
      loadDataDir: new Blob([fs.readFileSync(process.env[TEMPLATE_ENV] as string)]),
    });
    await made.close();
    const stamp = currentTemplateStamp(migrationsFolder());
    fs.writeFileSync(path.join(templates, 'pglite-template.json'), JSON.stringify(stamp));

    const seeded = path.join(templates, 'pglite-seeded');
    copyTemplate(template, path.join(seeded, 'pglite'));
    const handle = await openDatabase({ dataDir: path.join(seeded, 'pglite') });
    try {
      await seedDemoData(handle.db, {
        log: { info: () => {} },
        now: seededAt,
        storage: createLocalStorage(path.join(seeded, 'files')),
      });
      const [row] = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from users`));
      seededUsers = row?.n ?? 0;
    } finally {
      await handle.close();
    }
    const seededStamp: SeededStamp = {
      ...stamp,
      seededAt: seededAt.toISOString(),
      validUntil: validUntil.toISOString(),
    };
    fs.writeFileSync(path.join(templates, 'pglite-seeded.json'), JSON.stringify(seededStamp));
  }, 120_000);

  /** Starts on `dataDir` at `now`; the phases it timed, the users it has and the files it holds. */
  async function start(dataDir: string, now: Date) {
    const phases = createStartupPhases();
    const app = await buildApp({
      config: testConfig({ dataDir, seedDemoData: true }),
      clock: fixedClock(now),
      phases,
      templates,
    });
    try {
      const [row] = rowsOf<{ n: number }>(
        await app.ctx.db.execute(sql`select count(*)::int as n from users`),
      );
      const filesDir = path.join(dataDir, 'files');
      const files = fs.existsSync(filesDir)
        ? fs
            .readdirSync(filesDir, { recursive: true, withFileTypes: true })
            .filter((e) => e.isFile())
            .map((e) => path.relative(filesDir, path.join(e.parentPath, e.name)))
            .sort()
        : [];
      return { phases: Object.keys(phases.summary()), users: row?.n, files };
    } finally {
      await app.close();
    }
  }

  const snapshotFiles = () =>
    fs
      .readdirSync(path.join(templates, 'pglite-seeded', 'files'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) =>
        path.relative(path.join(templates, 'pglite-seeded', 'files'), path.join(e.parentPath, e.name)),
      )
      .sort();

  it('copies the snapshot and its files, and does not seed, inside the window', async () => {
    const dataDir = path.join(dir, 'inside');
    expect(seededUsers).toBeGreaterThan(demoUserIds().length);
    const started = await start(dataDir, new Date(validUntil.getTime() - 60_000));
    expect(started.phases).toContain('database');
    expect(started.phases).not.toContain('seed');
    expect(started.users).toBe(seededUsers);
    expect(snapshotFiles().length).toBeGreaterThan(0);
    expect(started.files).toEqual(snapshotFiles());

    // A restart of that DATA_DIR keeps its own cluster and tops its demo data up as every restart does.
    const again = await start(dataDir, new Date(validUntil.getTime() + 60_000));
    expect(again.phases).toContain('seed');
    expect(again.users).toBe(seededUsers);
  }, 120_000);

  it('seeds from the empty template once the window has ended, or before the snapshot was made', async () => {
    for (const [name, now] of [
      ['after', validUntil],
      ['before', new Date(seededAt.getTime() - 60_000)],
    ] as const) {
      const started = await start(path.join(dir, name), now);
      expect(started.phases).toContain('seed');
      expect(started.users).toBe(seededUsers);
      expect(started.files).toEqual(snapshotFiles());
    }
  }, 120_000);

  it('leaves a DATA_DIR with files of its own to the seed, without the snapshot', async () => {
    const dataDir = path.join(dir, 'with-files');
    fs.mkdirSync(path.join(dataDir, 'files'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'files', 'kept.txt'), 'mine');
    const started = await start(dataDir, new Date(seededAt.getTime() + 60_000));
    expect(started.phases).toContain('seed');
    expect(started.files).toContain('kept.txt');
  }, 120_000);
});
