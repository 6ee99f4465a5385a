import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_FILES_FOLDER } from '../lib/storage';

/**
 * A migrated, empty PGlite cluster, so a fresh data directory starts from a copy instead of running initdb and
 * every migration (most of a first start: decision 065).
 *
 * - The build writes it beside the bundle as a data directory (`dist/pglite-template/`, decision 084) with a
 *   stamp naming the PGlite version and the last migration it holds; a start uses it only when the stamp matches
 *   what is installed and deployed, and only for a data directory that does not exist yet or is empty. The
 *   directory is copied with the file system's own copy (a clone where the file system can), then opened:
 *   loading the same cluster as a tarball through PGlite's file system cost several times as much.
 * - Migrations still run after it: with a matching stamp they find nothing to do, and if the stamp check were
 *   ever wrong they would apply what is missing rather than start on a stale schema.
 * - The build also seeds a copy of it with the demo data (`dist/pglite-seeded/`, decision 088): a fresh start
 *   with demo data copies that instead and skips its seed while a seed run would make the same rows.
 * - The test suite's global setup makes the same cluster as a tarball in memory (test/pglite-template.ts),
 *   loaded into in-memory databases.
 * - This module only reads stamps and copies directories: a start loads it before the rest of the server
 *   (db/start-data-dir.ts). Making the templates is pglite-template-build.ts.
 */
export interface TemplateStamp {
  pglite: string;
  lastMigration: string;
  /** The pg-boss whose tables the template holds (decision 087). */
  pgBoss: string;
}

/** The tag of the newest migration in a migrations folder (from drizzle's journal). */
export function lastMigrationTag(migrationsFolder: string): string {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.at(-1)?.tag ?? '';
}

/** The installed version of an npm package (from the package.json above its entry point). */
function installedVersion(name: string): string {
  const entry = import.meta.resolve(name);
  // …/node_modules/<name>/dist/index.js → its package.json
  let dir = path.dirname(new URL(entry).pathname);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

export function installedPgliteVersion(): string {
  return installedVersion('@electric-sql/pglite');
}

export function installedPgBossVersion(): string {
  return installedVersion('pg-boss');
}

/** The stamp of a template this build would make now: what is installed, and the last migration it holds. */
export function currentTemplateStamp(migrationsFolder: string): TemplateStamp {
  return {
    pglite: installedPgliteVersion(),
    lastMigration: lastMigrationTag(migrationsFolder),
    pgBoss: installedPgBossVersion(),
  };
}

/**
 * The template directory to start `dataDir` from, or undefined: when the directory already holds a cluster,
 * when no template was built, or when it was built for another PGlite, another set of migrations or another
 * pg-boss.
 */
export function startTemplateFor(
  dataDir: string,
  template: { directory: string; stamp: string; migrationsFolder: string },
): string | undefined {
  if (dataDir.startsWith('memory://')) return undefined;
  if (!isAbsentOrEmpty(dataDir)) return undefined;
  if (!fs.existsSync(path.join(template.directory, 'PG_VERSION'))) return undefined;
  return readMatchingStamp(template.stamp, template.migrationsFolder) ? template.directory : undefined;
}

function isAbsentOrEmpty(directory: string): boolean {
  return !fs.existsSync(directory) || fs.readdirSync(directory).length === 0;
}

/** The stamp in `file` when it names what is installed and deployed; undefined when missing or unreadable. */
function readMatchingStamp<T extends TemplateStamp>(file: string, migrationsFolder: string): T | undefined {
  let stamp: T;
  try {
    stamp = JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
  if (stamp.pglite !== installedPgliteVersion()) return undefined;
  if (stamp.lastMigration !== lastMigrationTag(migrationsFolder)) return undefined;
  if (stamp.pgBoss !== installedPgBossVersion()) return undefined;
  return stamp;
}

/**
 * The build's seeded snapshot (decision 088): the template with the demo data seeded into it (`pglite/`) and the
 * files that seed stored (`files/`). Its stamp adds when it was seeded and until when a seed run would make the
 * same rows (`demoSeedValidUntil`).
 */
export interface SeededStamp extends TemplateStamp {
  seededAt: string;
  validUntil: string;
}

/** The folder of DATA_DIR that holds the embedded cluster. */
export const DATA_DIR_CLUSTER = 'pglite';

/**
 * The seeded snapshot to start DATA_DIR from instead of seeding, or undefined: when DATA_DIR already holds a
 * cluster or files, when no snapshot was built or it was built for another PGlite, migrations or pg-boss, or
 * when `now` is outside its window (a seed run now would make other rows: another day, another video slot).
 */
export function seededSnapshotFor(
  dataDir: string,
  snapshot: { directory: string; stamp: string; migrationsFolder: string },
  now: Date,
): SeededStamp | undefined {
  if (!isAbsentOrEmpty(path.join(dataDir, DATA_DIR_CLUSTER))) return undefined;
  if (!isAbsentOrEmpty(path.join(dataDir, LOCAL_FILES_FOLDER))) return undefined;
  if (!fs.existsSync(path.join(snapshot.directory, DATA_DIR_CLUSTER, 'PG_VERSION'))) return undefined;
  const stamp = readMatchingStamp<SeededStamp>(snapshot.stamp, snapshot.migrationsFolder);
  if (!stamp) return undefined;
  const seededAt = Date.parse(stamp.seededAt);
  const validUntil = Date.parse(stamp.validUntil);
  // NaN (a stamp without the two) fails both comparisons.
  return seededAt <= now.getTime() && now.getTime() < validUntil ? stamp : undefined;
}

/**
 * Copies the seeded snapshot into DATA_DIR, the files first and the cluster last, each whole or not at all: a
 * start killed between the two finds files without a cluster, so it starts from the empty template and seeds,
 * storing the same files again under the same keys.
 */
export function copySeededSnapshot(snapshotDirectory: string, dataDir: string): void {
  const files = path.join(snapshotDirectory, LOCAL_FILES_FOLDER);
  if (fs.existsSync(files)) copyTemplate(files, path.join(dataDir, LOCAL_FILES_FOLDER));
  copyTemplate(path.join(snapshotDirectory, DATA_DIR_CLUSTER), path.join(dataDir, DATA_DIR_CLUSTER));
}

/**
 * Copies a template directory to `dataDir` (absent or empty) whole or not at all: into a sibling first, then
 * renamed into place, so a start killed halfway leaves no half-copied cluster to open next time.
 */
export function copyTemplate(templateDirectory: string, dataDir: string): void {
  const parent = path.dirname(path.resolve(dataDir));
  const prefix = `${path.basename(dataDir)}.starting-`;
  fs.mkdirSync(parent, { recursive: true });
  // What an earlier start killed while copying left behind.
  for (const name of fs.readdirSync(parent).filter((n) => n.startsWith(prefix))) {
    fs.rmSync(path.join(parent, name), { recursive: true, force: true });
  }
  const partial = path.join(parent, `${prefix}${process.pid}`);
  fs.cpSync(templateDirectory, partial, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
  if (fs.existsSync(dataDir)) fs.rmdirSync(dataDir);
  fs.renameSync(partial, dataDir);
}
