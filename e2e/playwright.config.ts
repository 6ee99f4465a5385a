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
  timeout: 30_000,
  // How long an assertion waits for the app: a budget against hangs, not a bar on speed. Two workers on two
  // cores, with three-context video journeys beside them, take 5–7 s for a first render of the doctor's profile
  // (measured in CI on 2026-11-26; well under 2 s alone), so 7 s failed journeys that were only slow.
  expect: { timeout: 15_000 },
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
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
});
