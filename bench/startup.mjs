// Start-up benchmark: fresh DATA_DIR → ready (the build's seeded snapshot, or the template, migrations and the
// demo seed), then a warm restart on the same directory.
//   npm run bench:startup [-- --runs 3]
//   npm run bench:startup -- --outside-window   a start the seeded snapshot does not serve (its window has
//       passed, decision 088): the same build without the snapshot, so the fresh start copies the template
//       and seeds
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, startServer, stopServer } from './lib/server.mjs';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const outsideWindow = process.argv.includes('--outside-window');
const port = 3400 + Math.floor(Math.random() * 200);

/**
 * The built server without its seeded snapshot: a copy of dist/ that leaves out pglite-seeded*, under the
 * server's node_modules/.cache so that its imports resolve as dist/'s do.
 */
function distWithoutSnapshot() {
  const dist = path.join(root, 'apps/server/dist');
  const cache = path.join(root, 'apps/server/node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const copy = fs.mkdtempSync(path.join(cache, 'bench-dist-'));
  fs.cpSync(dist, copy, {
    recursive: true,
    filter: (src) => !path.basename(src).startsWith('pglite-seeded'),
  });
  return copy;
}
const distCopy = outsideWindow ? distWithoutSnapshot() : null;
const script = distCopy ? path.relative(root, path.join(distCopy, 'main.js')) : undefined;

const cold = [];
const warm = [];
const coldPhases = [];
const warmPhases = [];
const coldAreas = [];
const warmAreas = [];
/** The seed's time per demo area, from its log line (none when the start did not seed). */
const areasOf = (start) => start.log?.find((entry) => entry.areaMs)?.areaMs ?? {};
try {
  for (let i = 0; i < runs; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-bench-startup-'));
    const first = await startServer({ port, dataDir, captureLog: true, ...(script && { script }) });
    cold.push(first.readyMs);
    coldPhases.push(first.ready?.phasesMs ?? {});
    coldAreas.push(areasOf(first));
    await stopServer(first.child);
    const second = await startServer({ port, dataDir, captureLog: true, ...(script && { script }) });
    warm.push(second.readyMs);
    warmPhases.push(second.ready?.phasesMs ?? {});
    warmAreas.push(areasOf(second));
    await stopServer(second.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
} finally {
  if (distCopy) fs.rmSync(distCopy, { recursive: true, force: true });
}
const fmt = (xs) =>
  `median ${Math.round(xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)])} ms (runs: ${xs.map(Math.round).join(', ')})`;
console.log(
  `machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
);
if (outsideWindow) console.log('outside the seeded snapshot window: the build without its snapshot');
console.log(`fresh DATA_DIR → ready: ${fmt(cold)}`);
console.log(`warm restart → ready:   ${fmt(warm)}`);

const phaseTable = (label, list) => {
  const names = [...new Set(list.flatMap((p) => Object.keys(p)))];
  if (names.length === 0) return;
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const cells = names.map((n) => `${n} ${median(list.map((p) => p[n] ?? 0))} ms`);
  console.log(`${label} (median): ${cells.join(', ')}`);
};
phaseTable('fresh phases', coldPhases);
phaseTable('warm  phases', warmPhases);
phaseTable('fresh seed areas', coldAreas);
phaseTable('warm  seed areas', warmAreas);
console.log(
  `load average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
