import path from 'node:path';
import { type AppConfig, ConfigError, loadConfig } from '../../config';
import { type DatabaseHandle, openDatabase } from '../client';
import { DATA_DIR_CLUSTER } from '../pglite-template';

/** A failure to report as one line, without a stack trace (bad arguments, refused input). */
export class CliError extends Error {}

/**
 * Opens the database the server would use: DATABASE_URL, else PGlite under DATA_DIR (as app.ts does).
 * PGlite allows one process per data directory: stop a server using the embedded database first.
 */
export function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  return openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, DATA_DIR_CLUSTER),
    poolMax: 4,
  });
}

/** Where the data lives, for messages; never prints a password from the URL. */
export function describeDatabase(config: AppConfig): string {
  if (!config.databaseUrl) return `PGlite at ${path.join(config.dataDir, DATA_DIR_CLUSTER)}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

/**
 * Runs a command-line entry point: loads the config (DATA_DIR is resolved from where the command was typed, see config.ts), reports a CliError or ConfigError as a single line
 * and sets a non-zero exit code on any failure.
 */
export function runCli(main: (config: AppConfig) => Promise<void>): void {
  Promise.resolve()
    .then(() => main(loadConfig()))
    .catch((err: unknown) => {
      if (err instanceof CliError || err instanceof ConfigError) console.error(err.message);
      else console.error(err);
      process.exitCode = 1;
    });
}
