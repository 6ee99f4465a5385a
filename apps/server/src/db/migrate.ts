import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle, Schema } from './client';

/** Migrations live beside the source and are copied next to the bundle by the build. */
export function migrationsFolder(): string {
  return process.env.MIGRATIONS_DIR ?? path.resolve(import.meta.dirname, 'migrations');
}

/** Applies every committed migration that has not run yet. Safe to call on every start. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, {
      migrationsFolder: migrationsFolderPath,
    });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase<Schema>, {
      migrationsFolder: migrationsFolderPath,
    });
  }
}
