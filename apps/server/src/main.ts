import { DEV_MAILBOX_PATH } from '@arogya/contract/schemas/dev';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { listPrimaryDemoAccounts } from './db/seed/seed';
import { prettyLogsWanted } from './lib/logger';
import { listenedUrl, readyMessage } from './lib/ready-banner';
import { createStartupPhases } from './lib/startup-phases';

/** Starts the server: validated config, migrations, demo data, listen; stops gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
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
  const phases = createStartupPhases();
  const app = await buildApp({ config, phases });
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
      // Where the time went, e.g. { database, migrations, seed, queue, 'queue start', listen } in ms.
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

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
