// Starts the built app for the browser tests on a fresh data directory (or a PostgreSQL database
// when TEST_DATABASE_URL is set), with demo data and generous rate limits.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(import.meta.dirname, '.artifacts', 'data');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const port = process.env.E2E_PORT ?? '3210';
const env = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
  SEED_DEMO_DATA: 'true',
  RATE_LIMIT_MAX: '100000',
  // The browser tests sign in far more often than a person, all from one address.
  AUTH_RATE_LIMIT_SCALE: '1000',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
};
const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
