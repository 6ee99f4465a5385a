import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dumpMigratedCluster } from '../db/pglite-template-build';

/**
 * Vitest global setup: on PGlite, migrate one database per run and keep its data directory as a
 * tarball; each test file's `freshDatabase()` loads that copy instead of running initdb and every
 * migration again (seconds per file on a busy machine). The tarball is made from the migrations as
 * they are now, so a test never sees a stale schema. On PostgreSQL (TEST_DATABASE_URL) it does nothing.
 */
export const TEMPLATE_ENV = 'AROGYA_TEST_PGLITE_TEMPLATE';

export default async function setup(): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) return () => {};
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-pglite-template-')), 'migrated.tar');
  fs.writeFileSync(file, await dumpMigratedCluster());
  // Forked test workers start after this and inherit the environment.
  process.env[TEMPLATE_ENV] = file;
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
