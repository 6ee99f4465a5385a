// Web weight: the JavaScript a first visit to a page downloads, measured in Chromium (gzip sizes
// computed from the served files). Usage: npm run bench:web [-- --path / --path /about]
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
    let raw = 0;
    let gz = 0;
    for (const body of scripts.values()) {
      raw += body.length;
      gz += gzipSync(body, { level: 9 }).length;
    }
    console.log(
      `${p}: ${scripts.size} scripts, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await stopServer(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
