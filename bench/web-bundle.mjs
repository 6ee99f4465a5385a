// Web weight: the JavaScript a first visit to a page downloads, measured in Chromium (gzip sizes
// computed from the served files): what had arrived by the load event — the entry and what it preloads; the
// route's own lazy chunks are requested while the entry runs and may land after it, so the budget check in
// `npm test` (scripts/web-budget.mjs), which counts them from the build's chunk graph, is the larger figure —
// and everything by network idle (the after-load chunks too: toaster, chat assistant, notification bell…).
// Usage: npm run bench:web [-- --path / --path /about]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium.mjs';
import { startServer, stopServer } from './lib/server.mjs';

const paths = process.argv.flatMap((a, i, all) => (all[i - 1] === '--path' ? [a] : []));
if (paths.length === 0) paths.push('/');

const port = 3800 + Math.floor(Math.random() * 100);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-bench-web-'));
const { child } = await startServer({ port, dataDir });
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const p of paths) {
    const page = await browser.newPage();
    const scripts = new Map();
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script' && res.url().startsWith(`http://127.0.0.1:${port}`)) {
        scripts.set(res.url(), await res.body().catch(() => Buffer.alloc(0)));
      }
    });
    await page.goto(`http://127.0.0.1:${port}${p}`, { waitUntil: 'networkidle' });
    // The scripts whose response had ended when the load event started (module scripts and their preloads).
    const beforeLoad = new Set(
      await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation');
        return performance
          .getEntriesByType('resource')
          .filter((e) => e.responseEnd <= navigation.loadEventStart)
          .map((e) => e.name);
      }),
    );
    const sizes = (urls) => {
      let raw = 0;
      let gz = 0;
      for (const url of urls) {
        const body = scripts.get(url);
        raw += body.length;
        gz += gzipSync(body, { level: 9 }).length;
      }
      return `${urls.length} scripts, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip`;
    };
    const all = [...scripts.keys()];
    console.log(
      `${p}: by the load event ${sizes(all.filter((u) => beforeLoad.has(u)))}; by network idle ${sizes(all)}`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await stopServer(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
