import fs from 'node:fs';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from './client';
import { runMigrations } from './migrate';

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
 * - The test suite's global setup makes the same cluster as a tarball in memory (test/pglite-template.ts),
 *   loaded into in-memory databases.
 */
export interface TemplateStamp {
  pglite: string;
  lastMigration: string;
  /** The pg-boss whose tables the template holds (decision 087). */
  pgBoss: string;
}

export async function dumpMigratedCluster(): Promise<Buffer> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    if (handle.kind !== 'pglite') throw new Error('expected PGlite');
    await runMigrations(handle);
    const dump = await handle.pglite.dumpDataDir('none');
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await handle.close();
  }
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

/**
 * Writes the migrated empty cluster as a data directory at `directory`, replacing what is there. `prepare` then
 * adds what every first start would otherwise make itself (the build: the job queue's tables, decision 087).
 */
export async function makeTemplateDirectory(
  directory: string,
  prepare?: (handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  fs.rmSync(directory, { recursive: true, force: true });
  const handle = await openDatabase({ dataDir: directory });
  try {
    await runMigrations(handle);
    await prepare?.(handle);
  } finally {
    // A clean shutdown: the copies start without recovery.
    await handle.close();
  }
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
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return undefined;
  if (!fs.existsSync(path.join(template.directory, 'PG_VERSION')) || !fs.existsSync(template.stamp)) {
    return undefined;
  }
  let stamp: TemplateStamp;
  try {
    stamp = JSON.parse(fs.readFileSync(template.stamp, 'utf8')) as TemplateStamp;
  } catch {
    return undefined;
  }
  if (stamp.pglite !== installedPgliteVersion()) return undefined;
  if (stamp.lastMigration !== lastMigrationTag(template.migrationsFolder)) return undefined;
  if (stamp.pgBoss !== installedPgBossVersion()) return undefined;
  return template.directory;
}

/**
 * Copies the template directory to `dataDir` (absent or empty) whole or not at all: into a sibling first, then
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
