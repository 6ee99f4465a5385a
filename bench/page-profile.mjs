// Where a cold page load spends the main thread: a Chromium CPU profile of the built app at Lighthouse's
// mobile CPU slowdown (4×), self time summed by function and script, heaviest first. It tells what to fix
// when Lighthouse's TBT is high; the milliseconds are as loaded as the machine is, the shares are not.
//
//   npm run build && npm run bench:page-profile -- [/ /search /doctors/:first /my-appointments] [--top 25]
//
// `/doctors/:first` is the first listed doctor; /doctors/… and /my-… pages load signed in as the demo patient.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from '../scripts/find-chromium.mjs';
import { startServer, stopServer } from './lib/server.mjs';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 25;
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
    await context.close();
  }
} finally {
  await browser.close();
  await stopServer(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
