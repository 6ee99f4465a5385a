// Start-up benchmark: fresh DATA_DIR → ready (migrations + demo seed), then a warm restart on the
// same directory. Usage: npm run bench:startup [-- --runs 3]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, stopServer } from './lib/server.mjs';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const port = 3400 + Math.floor(Math.random() * 200);
const cold = [];
const warm = [];
const coldPhases = [];
const warmPhases = [];
for (let i = 0; i < runs; i++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-bench-startup-'));
  const first = await startServer({ port, dataDir, captureLog: true });
  cold.push(first.readyMs);
  coldPhases.push(first.ready?.phasesMs ?? {});
  await stopServer(first.child);
  const second = await startServer({ port, dataDir, captureLog: true });
  warm.push(second.readyMs);
  warmPhases.push(second.ready?.phasesMs ?? {});
  await stopServer(second.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const fmt = (xs) =>
  `median ${Math.round(xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)])} ms (runs: ${xs.map(Math.round).join(', ')})`;
console.log(
  `machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
);
console.log(`fresh DATA_DIR → ready: ${fmt(cold)}`);
console.log(`warm restart → ready:   ${fmt(warm)}`);

// Where the time goes: each phase's median over the runs (the server's own measurements; the total
// above also counts process start and module loading, which come before the first phase).
const phaseTable = (label, list) => {
  const names = [...new Set(list.flatMap((p) => Object.keys(p)))];
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const cells = names.map((n) => `${n} ${median(list.map((p) => p[n] ?? 0))} ms`);
  console.log(`${label} phases (median): ${cells.join(', ')}`);
};
phaseTable('fresh', coldPhases);
phaseTable('warm ', warmPhases);
console.log(
  `load average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
