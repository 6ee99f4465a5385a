// Reusable load harness (autocannon) for any endpoint of a running server.
// Usage: npm run bench:load -- --url http://127.0.0.1:3000/api/health [--connections 50] [--duration 10]
//        [--method POST] [--body '{"a":1}'] [--header 'authorization: Bearer …'] [--json]
// Start a server first (`npm start`, ideally with RATE_LIMIT_MAX raised), or pass --start to have
// this script start the built server on a fresh data directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer, stopServer } from './lib/server.mjs';

export async function runLoad({
  url,
  connections = 50,
  duration = 10,
  method = 'GET',
  body,
  headers = {},
  requests,
  onResponse,
}) {
  const instance = autocannon({
    url,
    connections,
    duration,
    method,
    body,
    headers: { 'content-type': 'application/json', ...headers },
    ...(requests ? { requests } : {}),
  });
  // Every response's time in ms (fractional): for percentiles autocannon's table does not give (p95).
  if (onResponse) instance.on('response', (_client, statusCode, _bytes, ms) => onResponse(ms, statusCode));
  const result = await instance;
  return {
    url,
    connections,
    durationSeconds: duration,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let server;
  let url = arg('url', 'http://127.0.0.1:3000/api/health');
  if (process.argv.includes('--start')) {
    const port = 3600 + Math.floor(Math.random() * 200);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-bench-load-'));
    server = await startServer({ port, dataDir, env: { RATE_LIMIT_MAX: '100000000' } });
    url = url.replace(/127\.0\.0\.1:\d+|localhost:\d+/, `127.0.0.1:${port}`);
  }
  const headers = {};
  for (let i = 0; i < process.argv.length; i++) {
    if (process.argv[i] === '--header') {
      const [k, ...v] = String(process.argv[i + 1]).split(':');
      headers[k.trim().toLowerCase()] = v.join(':').trim();
    }
  }
  const out = await runLoad({
    url,
    connections: Number(arg('connections', 50)),
    duration: Number(arg('duration', 10)),
    method: arg('method', 'GET'),
    body: arg('body'),
    headers,
  });
  if (process.argv.includes('--json')) console.log(JSON.stringify(out));
  else {
    console.log(`${out.url}  ${out.connections} connections, ${out.durationSeconds} s`);
    console.log(`requests ${out.requests}  rps ${out.rps}  non-2xx ${out.non2xx}  errors ${out.errors}`);
    console.log(
      `latency p50 ${out.latencyMs.p50} ms  p90 ${out.latencyMs.p90} ms  p99 ${out.latencyMs.p99} ms  max ${out.latencyMs.max} ms`,
    );
  }
  if (server) await stopServer(server.child);
}
