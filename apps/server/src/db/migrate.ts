import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseHandle, Schema } from './client';
import { migrationsFolder } from './migrations-folder';

/** Applies every committed migration that has not run yet. Safe to call on every start. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, {
      migrationsFolder: migrationsFolderPath,
    });
  } else {
    // A connection of its own, without the request pool's query timeout: building an index on a large
    // table may rightly take longer than any request should.
    const client = new pg.Client({
      connectionString: handle.pool.options.connectionString,
      application_name: 'arogya-migrate',
    });
    await client.connect();
    try {
      await migratePg(drizzle(client) as unknown as NodePgDatabase<Schema>, {
        migrationsFolder: migrationsFolderPath,
      });
    } finally {
      await client.end();
    }
  }
}
