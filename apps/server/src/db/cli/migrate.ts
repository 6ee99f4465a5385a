// `npm run db:migrate`: applies every committed migration to the configured database.
import { runMigrations } from '../migrate';
import { describeDatabase, openConfiguredDatabase, runCli } from './cli-support';

runCli(async (config) => {
  const database = await openConfiguredDatabase(config);
  try {
    await runMigrations(database);
    console.log(`Migrations applied (${describeDatabase(config)}).`);
  } finally {
    await database.close();
  }
});
