import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

/**
 * A migrated, empty PGlite cluster kept as a tarball (`dumpDataDir`), so a fresh data directory starts
 * from a copy instead of running initdb and every migration (most of a first start: decision 065).
 *
 * - The build writes it beside the bundle (`dist/pglite-template.tar`) with a stamp naming the PGlite
 *   version and the last migration it holds; a start uses it only when the stamp matches what is
 *   installed and deployed, and only for a data directory that does not exist yet or is empty.
 * - Migrations still run after loading it: with a matching stamp they find nothing to do, and if the
 *   stamp check were ever wrong they would apply what is missing rather than start on a stale schema.
 * - The test suite's global setup makes the same tarball in memory (test/pglite-template.ts).
 */
export interface TemplateStamp {
  pglite: string;
  lastMigration: string;
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

export function installedPgliteVersion(): string {
  const entry = import.meta.resolve('@electric-sql/pglite');
  // …/node_modules/@electric-sql/pglite/dist/index.js → its package.json
  let dir = path.dirname(new URL(entry).pathname);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The template to start `dataDir` from, or undefined: when the directory already holds a cluster, when
 * no template was built, or when it was built for another PGlite version or another set of migrations.
 */
export function startTemplateFor(
  dataDir: string,
  template: { tarball: string; stamp: string; migrationsFolder: string },
): Blob | undefined {
  if (dataDir.startsWith('memory://')) return undefined;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return undefined;
  if (!fs.existsSync(template.tarball) || !fs.existsSync(template.stamp)) return undefined;
  let stamp: TemplateStamp;
  try {
    stamp = JSON.parse(fs.readFileSync(template.stamp, 'utf8')) as TemplateStamp;
  } catch {
    return undefined;
  }
  if (stamp.pglite !== installedPgliteVersion()) return undefined;
  if (stamp.lastMigration !== lastMigrationTag(template.migrationsFolder)) return undefined;
  return new Blob([fs.readFileSync(template.tarball)]);
}
