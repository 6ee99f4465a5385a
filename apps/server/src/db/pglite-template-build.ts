import fs from 'node:fs';
import { type DatabaseHandle, openDatabase } from './client';
import { runMigrations } from './migrate';

/** The migrated empty cluster as a tarball (the test suite's global setup loads it into in-memory databases). */
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
