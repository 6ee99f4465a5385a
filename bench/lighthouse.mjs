// Lighthouse on the built app (issue #23 item 3): the landing page, doctor search, a doctor's profile with
// booking and My Appointments, the last two signed in as the demo patient (the token in localStorage, as the
// app stores it). Starts the built server on a fresh data directory and the machine's Chromium (no browser
// is downloaded); prints performance, accessibility and best-practices scores with FCP, LCP, TBT and CLS.
//
//   npm run build && npm run bench:lighthouse [-- --runs 3 --preset desktop --port 3303 --chrome-port 9222 --out DIR]
//
// `--out DIR` also writes each page's full report (JSON) there.
//
// Lighthouse's default is its mobile profile (Moto G Power screen, simulated slow 4G, 4× CPU slowdown);
// `--preset desktop` uses its desktop one. With several runs each page's median performance run is shown.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { findChromium } from '../scripts/find-chromium.mjs';
import { startServer, stopServer } from './lib/server.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
};
const runs = Number(option('runs', '1'));
const preset = option('preset', 'mobile');
const port = Number(option('port', String(3800 + Math.floor(Math.random() * 100))));
const chromePort = Number(option('chrome-port', '0')) || undefined;
const outDir = option('out', null);
const origin = `http://127.0.0.1:${port}`;
const DEMO_PATIENT = { email: 'priya@arogya.health', password: 'Patient@123' };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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

/** Stores `token` (or nothing) in the app's localStorage, as the app's sign-in does. */
async function setSession(browser, token) {
  const page = await browser.newPage();
  await page.goto(`${origin}/terms`, { waitUntil: 'domcontentloaded' });
  await page.evaluate((value) => {
    if (value === null) window.localStorage.removeItem('token');
    else window.localStorage.setItem('token', value);
  }, token);
  await page.close();
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-bench-lighthouse-'));
const { child } = await startServer({ port, dataDir });
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, port: chromePort });
const results = [];
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const { token } = await api('/auth/login', { method: 'POST', body: JSON.stringify(DEMO_PATIENT) });
  const { doctors } = await api('/doctors?limit=1');
  const pages = [
    { name: 'landing', path: '/', token: null },
    { name: 'doctor search', path: '/search', token: null },
    { name: "doctor's profile (booking)", path: `/doctors/${doctors[0]._id}`, token },
    { name: 'My Appointments', path: '/my-appointments', token },
  ];
  for (const target of pages) {
    await setSession(browser, target.token);
    const reports = [];
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(
        `${origin}${target.path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          // The session set above stays: Lighthouse would otherwise clear the origin's storage first.
          disableStorageReset: true,
        },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      reports.push(lhr);
    }
    reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = reports[Math.floor(reports.length / 2)];
    if (outDir) {
      fs.mkdirSync(outDir, { recursive: true });
      const file = `${target.name
        .replace(/[^a-z]+/gi, '-')
        .replace(/-$/, '')
        .toLowerCase()}.json`;
      fs.writeFileSync(path.join(outDir, file), JSON.stringify(lhr));
    }
    const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
    const metric = (id) => lhr.audits[id].displayValue;
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    results.push({
      page: target.name,
      path: target.path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      failing,
    });
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  await stopServer(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `Lighthouse ${preset}, ${runs} run(s) per page; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log('| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} |`,
  );
}
for (const r of results)
  if (r.failing.length > 0) console.log(`${r.page}: failing audits ${r.failing.join(', ')}`);
const below = results.filter((r) => r.performance < 95 || r.accessibility < 95);
if (below.length > 0) {
  console.log(`below 95 (performance or accessibility): ${below.map((r) => r.page).join(', ')}`);
  process.exitCode = 1;
}
