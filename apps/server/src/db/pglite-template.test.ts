import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate';
import { installedPgliteVersion, lastMigrationTag, startTemplateFor } from './pglite-template';

describe('the start template of a fresh embedded database', () => {
  let dir: string;
  let template: { tarball: string; stamp: string; migrationsFolder: string };
  const writeStamp = (stamp: object) => fs.writeFileSync(template.stamp, JSON.stringify(stamp));

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-template-'));
    template = {
      tarball: path.join(dir, 'pglite-template.tar'),
      stamp: path.join(dir, 'pglite-template.json'),
      migrationsFolder: migrationsFolder(),
    };
    fs.writeFileSync(template.tarball, 'tar bytes');
    writeStamp({ pglite: installedPgliteVersion(), lastMigration: lastMigrationTag(migrationsFolder()) });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is used for a data directory that does not exist yet, or is empty', async () => {
    const blob = startTemplateFor(path.join(dir, 'pglite'), template);
    expect(await blob?.text()).toBe('tar bytes');
    fs.mkdirSync(path.join(dir, 'empty'));
    expect(startTemplateFor(path.join(dir, 'empty'), template)).toBeInstanceOf(Blob);
  });

  it('is never loaded over an existing cluster, nor for an in-memory database', () => {
    fs.mkdirSync(path.join(dir, 'pglite'));
    fs.writeFileSync(path.join(dir, 'pglite', 'PG_VERSION'), '17');
    expect(startTemplateFor(path.join(dir, 'pglite'), template)).toBeUndefined();
    expect(startTemplateFor('memory://', template)).toBeUndefined();
  });

  it('is ignored when built for another PGlite or another set of migrations, or when missing', () => {
    const fresh = path.join(dir, 'pglite');
    writeStamp({ pglite: '0.0.1', lastMigration: lastMigrationTag(migrationsFolder()) });
    expect(startTemplateFor(fresh, template)).toBeUndefined();
    writeStamp({ pglite: installedPgliteVersion(), lastMigration: '0001_older' });
    expect(startTemplateFor(fresh, template)).toBeUndefined();
    fs.writeFileSync(template.stamp, 'not json');
    expect(startTemplateFor(fresh, template)).toBeUndefined();
    fs.rmSync(template.tarball);
    expect(startTemplateFor(fresh, template)).toBeUndefined();
  });
});
