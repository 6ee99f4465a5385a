import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type AppConfig, testConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import type { Clock } from '../lib/clock';
import { TEMPLATE_ENV } from './pglite-template';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped on close).
 */
export async function freshDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // The global setup's migrated copy when there is one (see pglite-template.ts); migrating here
    // as well is a no-op then, and keeps a file run without the setup correct.
    const template = process.env[TEMPLATE_ENV];
    const handle = await openDatabase({
      dataDir: 'memory://',
      ...(template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {}),
    });
    await runMigrations(handle);
    return handle;
  }
  const name = `arogya_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolMax: 10 });
  await runMigrations(handle);
  const close = handle.close.bind(handle);
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  } as DatabaseHandle & { url?: string };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The whole app on a fresh database, not listening; talk to it with `app.inject`. */
export async function createTestApp(
  opts: { config?: Partial<AppConfig>; clock?: Clock; database?: DatabaseHandle } = {},
): Promise<TestApp> {
  const database = opts.database ?? (await freshDatabase());
  // Tests sign in far more often than a person: raise the global and the sign-in limits (the
  // rate-limit tests pass `authRateLimitScale: 1` to get the real numbers).
  const config = testConfig({ rateLimitMax: 10_000, authRateLimitScale: 1_000, ...opts.config });
  const app = await buildApp({
    config,
    database,
    skipMigrations: true,
    ...(opts.clock ? { clock: opts.clock } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!opts.database) await database.close();
    },
  };
}
