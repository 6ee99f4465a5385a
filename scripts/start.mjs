// `npm start`: serve the whole app (API, web, embedded database with demo data) on one port.
// Builds first if a build is missing (e.g. installed with --ignore-scripts).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverBundle = path.join(root, 'apps/server/dist/main.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');

if (!fs.existsSync(serverBundle) || !fs.existsSync(webIndex)) {
  console.log('No build found: building the web app and the server once…');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// With a configured APP_SECRET this is a production start; without one, a local demo in development
// mode: the server generates a random secret once into DATA_DIR/app-secret (0600) and listens on
// 127.0.0.1 unless HOST is set. NODE_ENV, when set, wins.
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? (process.env.APP_SECRET ? 'production' : 'development'),
};
const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
