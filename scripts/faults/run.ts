// `npm run test:faults`: fault injection against real processes on loopback. Each scenario starts what it
// needs (the server, a PostgreSQL of its own with initdb, a Redis of its own) on free ports in temporary
// directories, breaks something, prints what it checked and measured, and cleans up even when it fails.
// Exits non-zero when any scenario fails.
//
//   npm run test:faults                     every scenario
//   npm run test:faults -- sigterm db-down  only these
//   FAULTS_REPORT=out.json npm run test:faults   also write the results as JSON
import fs from 'node:fs';
import { Cleanup } from './lib/processes';
import type { Scenario, ScenarioContext, ScenarioResult } from './lib/scenario';
import { databaseBlip } from './scenarios/database-blip';
import { databaseDown } from './scenarios/database-down';
import { jobFailure } from './scenarios/job-failure';
import { redisDown } from './scenarios/redis-down';
import { sigkillBookings } from './scenarios/sigkill-bookings';
import { sigtermUnderLoad } from './scenarios/sigterm-under-load';

const SCENARIOS: Scenario[] = [
  sigtermUnderLoad,
  sigkillBookings,
  databaseDown,
  databaseBlip,
  redisDown,
  jobFailure,
];

/** The running scenario's cleanup, so Ctrl-C still stops the servers and databases it started. */
let current: Cleanup | null = null;

async function runScenario(scenario: Scenario): Promise<ScenarioResult> {
  const cleanup = new Cleanup();
  current = cleanup;
  const result: ScenarioResult = {
    name: scenario.name,
    title: scenario.title,
    passed: true,
    checks: [],
    figures: [],
    seconds: 0,
  };
  const started = Date.now();
  console.log(`\n▶ ${scenario.name}: ${scenario.title}`);
  const ctx: ScenarioContext = {
    cleanup,
    check(label, ok, detail) {
      result.checks.push({ label, ok, ...(detail ? { detail } : {}) });
      if (!ok) result.passed = false;
      console.log(`  ${ok ? '✔' : '✖'} ${label}${detail ? `  [${detail}]` : ''}`);
    },
    figure(label, value) {
      result.figures.push({ label, value });
      console.log(`  · ${label}: ${value}`);
    },
    step(message) {
      console.log(`  … ${message}`);
    },
  };
  try {
    await scenario.run(ctx);
  } catch (err) {
    result.passed = false;
    result.error = err instanceof Error ? (err.stack ?? err.message) : String(err);
    console.log(`  ✖ scenario aborted: ${result.error}`);
  } finally {
    await cleanup.runAll();
    current = null;
  }
  result.seconds = Math.round((Date.now() - started) / 100) / 10;
  console.log(`${result.passed ? '✔' : '✖'} ${scenario.name} (${result.seconds} s)`);
  return result;
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = wanted.filter((w) => !SCENARIOS.some((s) => s.name === w));
  if (unknown.length > 0) {
    console.error(
      `Unknown scenario: ${unknown.join(', ')}. Known: ${SCENARIOS.map((s) => s.name).join(', ')}`,
    );
    process.exit(2);
  }
  const selected = wanted.length > 0 ? SCENARIOS.filter((s) => wanted.includes(s.name)) : SCENARIOS;
  const results: ScenarioResult[] = [];
  for (const scenario of selected) results.push(await runScenario(scenario));

  console.log('\nFault injection summary');
  for (const r of results) {
    const kept = r.checks.filter((c) => c.ok).length;
    console.log(
      `  ${r.passed ? '✔' : '✖'} ${r.name.padEnd(14)} ${kept}/${r.checks.length} checks  ${r.seconds} s`,
    );
  }
  if (process.env.FAULTS_REPORT)
    fs.writeFileSync(process.env.FAULTS_REPORT, `${JSON.stringify(results, null, 2)}\n`);
  process.exit(results.every((r) => r.passed) ? 0 : 1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void (current?.runAll() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

void main();
