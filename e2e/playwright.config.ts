import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Browser tests against the built app on a fresh embedded database (or, when TEST_DATABASE_URL is
 * set, on that PostgreSQL database) with demo data. Debian's Chromium; Playwright downloads nothing.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Budgets against hangs, not bars on speed. The CI machine has run this suite 2.8 times slower than an idle
  // one (21.1 min against 7.4 on 2026-11-26: two workers, a server and up to three browser contexts on two
  // cores, beside other work), and a journey that takes 9 s here took over 30 s there. So a test may take two
  // minutes and an assertion may wait 30 s; the long journeys set their own budget at about eight times their
  // idle duration.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node serve.mjs',
    url: `http://127.0.0.1:${PORT}/api/ready`,
    reuseExistingServer: false,
    // Ready in about 3 s on an idle machine, 16–24 s on a busy one (bench/README.md): room for a slower CI.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
});
