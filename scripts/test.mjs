// `npm test`: static checks, unit + integration tests (vitest), the API fuzzer, then the browser tests (Playwright)
// against the built app on a fresh embedded database. Exits non-zero on the first failure.
//
// Database: PGlite by default; set TEST_DATABASE_URL=postgres://… to run the integration tests
// against a PostgreSQL server (each test file creates and drops its own database).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findChromium } from './find-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
// Step flags choose steps (none: all of them): --static, --unit, --fuzz, --e2e (every browser spec) or
// --e2e-smoke (one browser spec), --budget (the web's JavaScript budget, after the browser tests). --all and --no-build only modify a step.
const MODIFIERS = new Set(['--all', '--no-build']);
const steps = [...args].filter((a) => !MODIFIERS.has(a));
const only = (name) => steps.length === 0 || steps.includes(`--${name}`);

function run(title, cmd, cmdArgs, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

const npx = (bin, ...rest) => ['npx', ['--no-install', bin, ...rest]];

if (only('static')) {
  run('typecheck', ...npx('tsc', '-b'));
  run('lint', ...npx('biome', 'check', '.'));
  run('import boundaries', ...npx('depcruise', '--config', '.dependency-cruiser.cjs', 'packages', 'apps'));
}

if (only('unit')) {
  // On PostgreSQL only the server's tests touch the database: the contract's and the web app's would
  // repeat the embedded run exactly, so they are left out there (`--all` keeps them).
  const serverOnly = Boolean(process.env.TEST_DATABASE_URL) && !args.has('--all');
  run(
    serverOnly
      ? 'server unit + integration tests (PostgreSQL)'
      : `unit + integration tests (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
    ...npx('vitest', 'run', ...(serverOnly ? ['--project', 'server'] : [])),
  );
}

// Every operation of the API description, fuzzed with a fixed seed (see apps/server/src/fuzz); same
// database as the tests above.
if (only('fuzz')) {
  run(
    `API fuzzing (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
    ...npx('vitest', 'run', '--config', 'apps/server/vitest.fuzz.config.ts'),
  );
}

/** The one browser journey that also runs on PostgreSQL (`--e2e-smoke`): search, book, pay, on the real driver. */
const E2E_SMOKE_SPEC = 'tests/payments.spec.ts';

if (only('e2e') || steps.includes('--e2e-smoke')) {
  const smokeOnly = !only('e2e');
  const chromium = findChromium();
  if (!chromium) {
    console.error(
      [
        'No Chromium found for the browser tests.',
        'Install one:  sudo apt-get install -y chromium   (Debian/Ubuntu)',
        'or point CHROME_PATH at a Chromium/Chrome binary.',
      ].join('\n'),
    );
    process.exit(1);
  }
  const built =
    fs.existsSync(path.join(root, 'apps/server/dist/main.js')) &&
    fs.existsSync(path.join(root, 'apps/web/dist/index.html'));
  if (!built || !args.has('--no-build')) run('build', 'npm', ['run', 'build']);
  run(
    smokeOnly ? `browser smoke test (Chromium, ${E2E_SMOKE_SPEC})` : 'browser tests (Chromium)',
    'npm',
    ['run', 'test', '-w', 'e2e', ...(smokeOnly ? ['--', E2E_SMOKE_SPEC] : [])],
    { CHROME_PATH: chromium },
  );
}

// The web's JavaScript budget (scripts/web-budget.mjs): gzip bytes of what a cold visit downloads, landing
// page ≤ 130 KB, every other route ≤ 200 KB. Deterministic (bytes, not time) and cheap: it reads the build
// the browser tests ran on. Alone: `npm test -- --budget` or `npm run bench:web-budget`.
if (only('budget')) {
  const manifest = path.join(root, 'apps/web/dist/.vite/manifest.json');
  if (!fs.existsSync(manifest) || (!args.has('--no-build') && !only('e2e'))) {
    run('build the web app', 'npm', ['run', 'build', '-w', 'apps/web']);
  }
  run('web JavaScript budget', 'node', ['scripts/web-budget.mjs']);
}
