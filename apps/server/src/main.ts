// The process entry. It reads the config, starts copying DATA_DIR's start template or seeded snapshot on a
// worker thread, and loads the rest of the server (serve.ts) meanwhile (decision 089): so it imports little.
import { type AppConfig, ConfigError, loadConfig } from './config';
import { copyOnWorker, planDataDirStart } from './db/start-data-dir';
import { createStartupPhases } from './lib/startup-phases';

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const startedAt = performance.now();
  const plan = planDataDirStart(config, { templates: import.meta.dirname, now: new Date() });
  const copied = plan.copy
    ? copyOnWorker(plan.copy, config.dataDir, new URL('./copy-worker.js', import.meta.url))
    : Promise.resolve();
  // The database phase awaits it and fails the start with its error; until then it is not unhandled.
  copied.catch(() => {});
  const phases = createStartupPhases();
  const { serve } = await phases.time('modules', () => import('./serve'));
  await serve(config, { plan, copied }, { startedAt, phases });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
