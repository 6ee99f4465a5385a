import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { migrationsFolder } from './migrations-folder';
import { currentTemplateStamp, type SeededStamp, type TemplateStamp } from './pglite-template';
import { copyOnWorker, planDataDirStart } from './start-data-dir';

describe('how a start begins DATA_DIR (decisions 084, 088, 089)', () => {
  let dir: string;
  let templates: string;
  let dataDir: string;
  const seededAt = new Date('2025-03-10T03:30:00Z');
  const now = new Date('2025-03-10T04:00:00Z');

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-start-data-dir-'));
    templates = path.join(dir, 'dist');
    dataDir = path.join(dir, 'data');
    const stamp: TemplateStamp = currentTemplateStamp(migrationsFolder());
    fs.mkdirSync(path.join(templates, 'pglite-template'), { recursive: true });
    fs.writeFileSync(path.join(templates, 'pglite-template', 'PG_VERSION'), 'empty');
    fs.writeFileSync(path.join(templates, 'pglite-template.json'), JSON.stringify(stamp));
    fs.mkdirSync(path.join(templates, 'pglite-seeded', 'pglite'), { recursive: true });
    fs.writeFileSync(path.join(templates, 'pglite-seeded', 'pglite', 'PG_VERSION'), 'seeded');
    const seeded: SeededStamp = {
      ...stamp,
      seededAt: seededAt.toISOString(),
      validUntil: new Date('2025-03-10T06:30:00Z').toISOString(),
    };
    fs.writeFileSync(path.join(templates, 'pglite-seeded.json'), JSON.stringify(seeded));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const plan = (overrides: Parameters<typeof testConfig>[0], ownStorage = false) =>
    planDataDirStart(testConfig({ dataDir, seedDemoData: true, ...overrides }), {
      templates,
      now,
      ownStorage,
    });

  it('takes the seeded snapshot for an embedded database with demo data and local files', () => {
    expect(plan({})).toEqual({
      seededSnapshot: expect.objectContaining({ seededAt: seededAt.toISOString() }),
      copy: { kind: 'seeded snapshot', from: path.join(templates, 'pglite-seeded') },
    });
  });

  it('takes the empty template without demo data, with S3 or with a store of its own', () => {
    const template = { copy: { kind: 'template', from: path.join(templates, 'pglite-template') } };
    expect(plan({ seedDemoData: false })).toEqual(template);
    const s3 = { endpoint: 'http://s3', bucket: 'b', region: 'r', accessKeyId: 'a', secretAccessKey: 's' };
    expect(plan({ s3 })).toEqual(template);
    expect(plan({}, true)).toEqual(template);
  });

  it('copies nothing for PostgreSQL, for a DATA_DIR that has a cluster, or without a build', () => {
    expect(plan({ databaseUrl: 'postgres://127.0.0.1/arogya' })).toEqual({});
    fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17');
    expect(plan({})).toEqual({});
    fs.rmSync(dataDir, { recursive: true });
    fs.rmSync(templates, { recursive: true });
    expect(plan({})).toEqual({});
  });

  describe('the copy on a worker thread', () => {
    const copy = { kind: 'template' as const, from: '' };
    const worker = (source: string) => {
      const file = path.join(dir, `worker-${Math.random().toString(36).slice(2)}.mjs`);
      fs.writeFileSync(file, source);
      return pathToFileURL(file);
    };

    it('hands the worker what to copy and where, and settles when it has finished', async () => {
      const file = worker(`
        import fs from 'node:fs';
        import path from 'node:path';
        import { workerData } from 'node:worker_threads';
        fs.mkdirSync(workerData.dataDir, { recursive: true });
        fs.writeFileSync(path.join(workerData.dataDir, 'copied'), JSON.stringify(workerData.copy));
      `);
      await copyOnWorker({ kind: 'template', from: '/from' }, dataDir, file);
      expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'copied'), 'utf8'))).toEqual({
        kind: 'template',
        from: '/from',
      });
    });

    it("fails with the worker's error, or with its exit code", async () => {
      await expect(copyOnWorker(copy, dataDir, worker(`throw new Error('disk full');`))).rejects.toThrow(
        'disk full',
      );
      await expect(copyOnWorker(copy, dataDir, worker('process.exit(3);'))).rejects.toThrow(
        /stopped with code 3/,
      );
    });

    it('copies on this thread when there is no worker file (a start from the sources)', async () => {
      const from = path.join(templates, 'pglite-template');
      await copyOnWorker({ kind: 'template', from }, dataDir, pathToFileURL(path.join(dir, 'missing.js')));
      expect(fs.readFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'utf8')).toBe('empty');
    });
  });
});
