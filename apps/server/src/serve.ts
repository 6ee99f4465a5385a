import { DEV_MAILBOX_PATH } from '@arogya/contract/schemas/dev';
import { buildApp } from './app';
import type { AppConfig } from './config';
import { listPrimaryDemoAccounts } from './db/seed/seed';
import type { DataDirStart } from './db/start-data-dir';
import { prettyLogsWanted } from './lib/logger';
import { listenedUrl, readyMessage } from './lib/ready-banner';
import type { StartupPhases } from './lib/startup-phases';

/**
 * The server itself, loaded by main.ts once DATA_DIR's copy has begun: migrations, demo data, listen; stops
 * gracefully on SIGTERM/SIGINT. `startedAt` is when main.ts had read the config; `phases` already holds the
 * loading of this module ('modules').
 */
export async function serve(
  config: AppConfig,
  dataDirStart: { plan: DataDirStart; copied: Promise<void> },
  { startedAt, phases }: { startedAt: number; phases: StartupPhases },
): Promise<void> {
  const app = await buildApp({ config, phases, dataDirStart });
  // 'ready' loads the route plugins and starts the job queue ('queue start' inside it); 'listen' binds.
  await phases.time('ready', async () => {
    await app.ready();
  });
  await phases.time('listen', () => app.listen({ host: config.host, port: config.port }));
  const address = app.server.address();
  const url = listenedUrl(address);
  // A person watching a development start with demo data gets the accounts to sign in with, one per role.
  const showAccounts = config.seedDemoData && prettyLogsWanted(config.env, process.stdout.isTTY);
  const accounts = showAccounts ? listPrimaryDemoAccounts() : undefined;
  app.log.info(
    {
      url,
      publicUrl: config.publicUrl,
      database: app.ctx.database.kind,
      readyMs: Math.round(performance.now() - startedAt),
      // Where the time went, e.g. { modules, database, migrations, seed, queue, 'queue start', listen } in ms.
      phasesMs: phases.summary(),
    },
    readyMessage(url, {
      wildcard:
        typeof address === 'object' && address !== null && ['0.0.0.0', '::'].includes(address.address),
      ...(accounts ? { accounts } : {}),
      // The outbox page exists outside production only (modules/dev).
      ...(config.env === 'production' ? {} : { mailboxUrl: `${url}${DEV_MAILBOX_PATH}` }),
    }),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
