// `npm run db:seed`: migrates, seeds the demo data (idempotent) and prints the demo accounts.
import { createStorage } from '../../lib/storage';
import { runMigrations } from '../migrate';
import { formatDemoAccounts, seedDemoData } from '../seed/seed';
import { describeDatabase, openConfiguredDatabase, runCli } from './cli-support';

runCli(async (config) => {
  const database = await openConfiguredDatabase(config);
  try {
    await runMigrations(database);
    const result = await seedDemoData(database.db, {
      log: { info: () => {} },
      storage: createStorage(config),
    });
    console.log(
      result.insertedUsers > 0
        ? `Seeded ${result.insertedUsers} demo accounts in ${result.durationMs} ms (${describeDatabase(config)}).`
        : `Demo data already present: ${result.totalUsers} accounts (${describeDatabase(config)}).`,
    );
    console.log(`\nDemo accounts:\n\n${formatDemoAccounts()}`);
  } finally {
    await database.close();
  }
});
