// Starts the built server as a child process and resolves when /api/ready answers 200.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/**
 * `captureLog: true` keeps the server's stdout (JSON log lines at LOG_LEVEL info) and returns the ready
 * line's object as `ready` (it carries `readyMs` and `phasesMs`, where the start's time went) and every JSON line
 * written until then as `log` (the seed's line carries `areaMs`, its time per demo area). `script` (from
 * the repository's root) and `args` start another server that answers `/api/ready` the same way.
 */
export async function startServer({
  port,
  dataDir,
  env = {},
  captureLog = false,
  script = 'apps/server/dist/main.js',
  args = [],
}) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, script), ...args], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: captureLog ? 'info' : 'warn',
      ...env,
    },
    stdio: ['ignore', captureLog ? 'pipe' : 'ignore', 'inherit'],
  });
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  const entries = () =>
    out.split('\n').flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return []; // not a JSON log line
      }
    });
  const readyLine = () => entries().find((entry) => entry.phasesMs);
  // BENCH_READY_TIMEOUT_MS: more time on a machine loaded by other work.
  const readyMs = Number(process.env.BENCH_READY_TIMEOUT_MS ?? 60_000);
  const deadline = Date.now() + readyMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (res.ok) {
        const result = { child, readyMs: performance.now() - started };
        if (!captureLog) return result;
        // The ready line is written just after listen; give the pipe a moment to deliver it.
        for (let i = 0; i < 40 && !readyLine(); i++) await new Promise((r) => setTimeout(r, 25));
        return { ...result, ready: readyLine(), log: entries() };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready within ${readyMs / 1000} s`);
}

export function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** A port free on 127.0.0.1 right now (the system picks it), for a server or Redis a benchmark starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}
