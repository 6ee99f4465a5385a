// Where a cold page load spends the main thread: a Chromium CPU profile of the built app at Lighthouse's
// mobile CPU slowdown (4×), self time summed by function and script, heaviest first. It tells what to fix
// when Lighthouse's TBT is high; the milliseconds are as loaded as the machine is, the shares are not.
//
//   npm run build && npm run bench:page-profile -- [/ /search /doctors/:first /my-appointments] [--top 25]
//     [--stretches]
//
// `/doctors/:first` is the first listed doctor; /doctors/… and /my-… pages load signed in as the demo patient.
// `--stretches` also splits the profile into stretches of work (samples with no idle gap over 2 ms; a stretch
// may hold several tasks) and, for each over 50 ms, names the source files the time went to through the build's
// source maps: inclusive (a file counts once per sample, wherever it is on the stack) and self.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { findChromium } from '../scripts/find-chromium.mjs';
import { root, startServer, stopServer } from './lib/server.mjs';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 25;
const stretches = args.includes('--stretches');
const paths = args.filter((a, i) => !a.startsWith('--') && (topAt < 0 || i !== topAt + 1));
const targets = paths.length > 0 ? paths : ['/', '/search', '/doctors/:first', '/my-appointments'];
const port = 3800 + Math.floor(Math.random() * 100);
const origin = `http://127.0.0.1:${port}`;
const DEMO_PATIENT = { email: 'priya@arogya.health', password: 'Patient@123' };
const signedIn = (p) => p.startsWith('/doctors/') || p.startsWith('/my-');

const chromePath = findChromium();
if (!chromePath)
  throw new Error('No Chromium found: install one (apt-get install chromium) or set CHROME_PATH.');

async function api(pathname, init = {}) {
  const response = await fetch(`${origin}/api${pathname}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${pathname}: ${response.status}`);
  return response.json();
}

/** The built web app's source maps, by script URL (null when a script has none). */
const webDist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
const sourceMaps = new Map();
function sourceMapOf(url) {
  const file = path.join(webDist, `${new URL(url).pathname}.map`);
  if (!sourceMaps.has(file)) {
    sourceMaps.set(
      file,
      fs.existsSync(file) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8'))) : null,
    );
  }
  return sourceMaps.get(file);
}

/** A frame's source: `src/…` for the app's and the contract's files, `npm:<package>` for a dependency. */
function sourceOf(callFrame) {
  const { url, functionName, lineNumber, columnNumber } = callFrame;
  if (!url.startsWith(origin)) return functionName || '(native)';
  const original = sourceMapOf(url)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (!original?.source) return url.replace(origin, '');
  const dependency = original.source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (dependency) return `npm:${dependency[1]}`;
  const contract = original.source.match(/packages\/contract\/src\/(.*)$/);
  if (contract) return `packages/contract/src/${contract[1]}`;
  const web = original.source.match(/(?:^|\/)src\/(.*)$/);
  return web ? `apps/web/src/${web[1]}` : original.source;
}

/** Prints each stretch of work over 50 ms with the sources its time went to. */
function printStretches(profile, nodes) {
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const found = [];
  let current = null;
  let at = profile.startTime / 1000;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] / 1000;
    const sampleMs = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (nodes.get(id).callFrame.functionName === '(idle)') {
      if (current && at - current.last > 2) {
        found.push(current);
        current = null;
      }
      return;
    }
    current ??= { start: at, last: at, ms: 0, inclusive: new Map(), self: new Map() };
    current.last = at;
    current.ms += sampleMs;
    const seen = new Set();
    for (let node = id; node !== undefined; node = parentOf.get(node)) {
      const source = sourceOf(nodes.get(node).callFrame);
      if (node === id) current.self.set(source, (current.self.get(source) ?? 0) + sampleMs);
      if (seen.has(source)) continue;
      seen.add(source);
      current.inclusive.set(source, (current.inclusive.get(source) ?? 0) + sampleMs);
    }
  });
  if (current) found.push(current);
  const list = (sources, keep) =>
    [...sources]
      .filter(([source]) => keep(source))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([source, ms]) => `${source} ${ms.toFixed(0)}`)
      .join(' · ');
  console.log('  stretches of work over 50 ms (ms from the start of the profile: length):');
  for (const stretch of found.filter((s) => s.ms > 50)) {
    const from = (stretch.start - profile.startTime / 1000).toFixed(0);
    console.log(`  @${from} ms: ${stretch.ms.toFixed(0)} ms`);
    console.log(`      inclusive: ${list(stretch.inclusive, (s) => /^(apps|packages|npm:)/.test(s))}`);
    console.log(`      self: ${list(stretch.self, () => true)}`);
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-bench-profile-'));
const { child } = await startServer({ port, dataDir });
const browser = await chromium.launch({
  executablePath: chromePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const { token } = await api('/auth/login', { method: 'POST', body: JSON.stringify(DEMO_PATIENT) });
  const { doctors } = await api('/doctors?limit=1');
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const target of targets) {
    const pathname = target.replace(':first', doctors[0]._id);
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(`${origin}/terms`);
    await page.evaluate(
      (t) => (t ? localStorage.setItem('token', t) : localStorage.removeItem('token')),
      signedIn(target) ? token : null,
    );
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${origin}${pathname}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const { profile } = await cdp.send('Profiler.stop');
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map();
    profile.samples.forEach((id, i) => {
      const { functionName, url, lineNumber, columnNumber } = nodes.get(id).callFrame;
      const key = `${functionName || '(anonymous)'}  ${url.replace(origin, '') || '(native)'}:${lineNumber + 1}:${columnNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    const busy = [...self].filter(([k]) => !k.startsWith('(idle)')).reduce((sum, [, ms]) => sum + ms, 0);
    console.log(
      `\n${target}: ${busy.toFixed(0)} ms of main thread at 4× slowdown ((program) is the engine's own work: parsing, compiling, style)`,
    );
    for (const [key, ms] of [...self]
      .filter(([k]) => !k.startsWith('(idle)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)) {
      console.log(`${ms.toFixed(1).padStart(9)} ms  ${key}`);
    }
    if (stretches) printStretches(profile, nodes);
    await context.close();
  }
} finally {
  await browser.close();
  await stopServer(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
