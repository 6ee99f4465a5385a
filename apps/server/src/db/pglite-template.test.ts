import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrations-folder';
import {
  copySeededSnapshot,
  copyTemplate,
  currentTemplateStamp,
  installedPgliteVersion,
  lastMigrationTag,
  seededSnapshotFor,
  startTemplateFor,
} from './pglite-template';

describe('the start template of a fresh embedded database', () => {
  let dir: string;
  let template: { directory: string; stamp: string; migrationsFolder: string };
  const writeStamp = (stamp: object) => fs.writeFileSync(template.stamp, JSON.stringify(stamp));
  const current = () => currentTemplateStamp(migrationsFolder());

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-template-'));
    template = {
      directory: path.join(dir, 'pglite-template'),
      stamp: path.join(dir, 'pglite-template.json'),
      migrationsFolder: migrationsFolder(),
    };
    fs.mkdirSync(path.join(template.directory, 'base', '1'), { recursive: true });
    fs.writeFileSync(path.join(template.directory, 'PG_VERSION'), '17');
    fs.writeFileSync(path.join(template.directory, 'base', '1', '1259'), 'catalog bytes');
    writeStamp(current());
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is used for a data directory that does not exist yet, or is empty', () => {
    expect(startTemplateFor(path.join(dir, 'pglite'), template)).toBe(template.directory);
    fs.mkdirSync(path.join(dir, 'empty'));
    expect(startTemplateFor(path.join(dir, 'empty'), template)).toBe(template.directory);
  });

  it('is copied whole into a data directory that does not exist yet, or is empty', () => {
    for (const target of [path.join(dir, 'data', 'pglite'), path.join(dir, 'empty')]) {
      if (target.endsWith('empty')) fs.mkdirSync(target);
      copyTemplate(template.directory, target);
      expect(fs.readFileSync(path.join(target, 'base', '1', '1259'), 'utf8')).toBe('catalog bytes');
      expect(fs.readFileSync(path.join(target, 'PG_VERSION'), 'utf8')).toBe('17');
      // The copy went through a sibling, renamed into place: nothing of it is left beside the data directory.
      expect(fs.readdirSync(path.dirname(target)).filter((n) => n.includes('.starting-'))).toEqual([]);
    }
    // The template itself is untouched by a change to a copy.
    fs.writeFileSync(path.join(dir, 'empty', 'PG_VERSION'), 'changed');
    expect(fs.readFileSync(path.join(template.directory, 'PG_VERSION'), 'utf8')).toBe('17');
  });

  it('replaces what a start killed while copying left behind', () => {
    const target = path.join(dir, 'pglite');
    const partial = `${target}.starting-${process.pid + 1}`;
    fs.mkdirSync(partial);
    fs.writeFileSync(path.join(partial, 'PG_VERSION'), 'half');
    // A killed copy never reached the data directory itself, so the template is still chosen for it.
    expect(startTemplateFor(target, template)).toBe(template.directory);
    copyTemplate(template.directory, target);
    expect(fs.readFileSync(path.join(target, 'PG_VERSION'), 'utf8')).toBe('17');
    expect(fs.existsSync(partial)).toBe(false);
  });

  it('is never loaded over an existing cluster, nor for an in-memory database', () => {
    fs.mkdirSync(path.join(dir, 'pglite'));
    fs.writeFileSync(path.join(dir, 'pglite', 'PG_VERSION'), '17');
    expect(startTemplateFor(path.join(dir, 'pglite'), template)).toBeUndefined();
    expect(startTemplateFor('memory://', template)).toBeUndefined();
  });

  it('is ignored when built for another PGlite, another set of migrations or another pg-boss, or when missing', () => {
    const fresh = path.join(dir, 'pglite');
    writeStamp({ ...current(), pglite: '0.0.1' });
    expect(startTemplateFor(fresh, template)).toBeUndefined();
    writeStamp({ ...current(), lastMigration: '0001_older' });
    expect(startTemplateFor(fresh, template)).toBeUndefined();
    // The job tables in it are pg-boss's of that version (decision 087); a stamp from before them has none.
    writeStamp({ ...current(), pgBoss: '11.0.0' });
    expect(startTemplateFor(fresh, template)).toBeUndefined();
    writeStamp({ pglite: installedPgliteVersion(), lastMigration: lastMigrationTag(migrationsFolder()) });
    expect(startTemplateFor(fresh, template)).toBeUndefined();
    writeStamp(current());
    expect(startTemplateFor(fresh, template)).toBe(template.directory);
    fs.writeFileSync(template.stamp, 'not json');
    expect(startTemplateFor(fresh, template)).toBeUndefined();
    fs.rmSync(template.directory, { recursive: true });
    expect(startTemplateFor(fresh, template)).toBeUndefined();
  });
});

describe('the seeded snapshot of a fresh start with demo data (decision 088)', () => {
  let dir: string;
  let dataDir: string;
  let snapshot: { directory: string; stamp: string; migrationsFolder: string };
  const seededAt = new Date('2025-03-10T03:30:00Z');
  const validUntil = new Date('2025-03-10T06:30:00Z');
  const current = () => ({
    ...currentTemplateStamp(migrationsFolder()),
    seededAt: seededAt.toISOString(),
    validUntil: validUntil.toISOString(),
  });
  const writeStamp = (stamp: object) => fs.writeFileSync(snapshot.stamp, JSON.stringify(stamp));
  const inside = new Date(validUntil.getTime() - 1);

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-seeded-'));
    dataDir = path.join(dir, 'data');
    snapshot = {
      directory: path.join(dir, 'pglite-seeded'),
      stamp: path.join(dir, 'pglite-seeded.json'),
      migrationsFolder: migrationsFolder(),
    };
    fs.mkdirSync(path.join(snapshot.directory, 'pglite'), { recursive: true });
    fs.writeFileSync(path.join(snapshot.directory, 'pglite', 'PG_VERSION'), '17');
    fs.mkdirSync(path.join(snapshot.directory, 'files', 'lab-reports'), { recursive: true });
    fs.writeFileSync(path.join(snapshot.directory, 'files', 'lab-reports', 'a.pdf'), 'report');
    writeStamp(current());
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is used for a DATA_DIR without a cluster or files, from when it was seeded until its window ends', () => {
    expect(seededSnapshotFor(dataDir, snapshot, inside)?.seededAt).toBe(seededAt.toISOString());
    expect(seededSnapshotFor(dataDir, snapshot, seededAt)).toBeDefined();
    expect(seededSnapshotFor(dataDir, snapshot, validUntil)).toBeUndefined();
    // A clock behind the build's: the snapshot's "now" would be in the future.
    expect(seededSnapshotFor(dataDir, snapshot, new Date(seededAt.getTime() - 1))).toBeUndefined();
    // DATA_DIR itself may exist (the app secret is written there first), with empty folders.
    fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    fs.mkdirSync(path.join(dataDir, 'files'));
    fs.writeFileSync(path.join(dataDir, 'app-secret'), 'secret');
    expect(seededSnapshotFor(dataDir, snapshot, inside)).toBeDefined();
  });

  it('is never copied over a cluster or files a DATA_DIR already has', () => {
    fs.mkdirSync(path.join(dataDir, 'files'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'files', 'mine'), 'x');
    expect(seededSnapshotFor(dataDir, snapshot, inside)).toBeUndefined();
    fs.rmSync(path.join(dataDir, 'files'), { recursive: true });
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17');
    expect(seededSnapshotFor(dataDir, snapshot, inside)).toBeUndefined();
  });

  it('is ignored when built for another PGlite, migrations or pg-boss, without its window, or when missing', () => {
    writeStamp({ ...current(), lastMigration: '0001_older' });
    expect(seededSnapshotFor(dataDir, snapshot, inside)).toBeUndefined();
    writeStamp({ ...current(), pglite: '0.0.1' });
    expect(seededSnapshotFor(dataDir, snapshot, inside)).toBeUndefined();
    writeStamp({ ...current(), pgBoss: '11.0.0' });
    expect(seededSnapshotFor(dataDir, snapshot, inside)).toBeUndefined();
    // The empty template's stamp has no window.
    const { seededAt: _s, validUntil: _v, ...withoutWindow } = current();
    writeStamp(withoutWindow);
    expect(seededSnapshotFor(dataDir, snapshot, inside)).toBeUndefined();
    writeStamp(current());
    expect(seededSnapshotFor(dataDir, snapshot, inside)).toBeDefined();
    fs.rmSync(snapshot.stamp);
    expect(seededSnapshotFor(dataDir, snapshot, inside)).toBeUndefined();
    writeStamp(current());
    fs.rmSync(path.join(snapshot.directory, 'pglite'), { recursive: true });
    expect(seededSnapshotFor(dataDir, snapshot, inside)).toBeUndefined();
  });

  it('copies its files and its cluster into DATA_DIR, each whole', () => {
    copySeededSnapshot(snapshot.directory, dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'utf8')).toBe('17');
    expect(fs.readFileSync(path.join(dataDir, 'files', 'lab-reports', 'a.pdf'), 'utf8')).toBe('report');
    expect(fs.readdirSync(dataDir).sort()).toEqual(['files', 'pglite']);
  });
});
