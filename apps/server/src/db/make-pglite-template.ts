// Build step (build.mjs runs the bundled copy): writes dist/pglite-template/ and its stamp, the migrated
// empty cluster a fresh data directory starts from (db/pglite-template.ts).
import fs from 'node:fs';
import path from 'node:path';
import { installJobTables } from '../jobs/queue';
import { migrationsFolder } from './migrate';
import {
  installedPgBossVersion,
  installedPgliteVersion,
  lastMigrationTag,
  makeTemplateDirectory,
  type TemplateStamp,
} from './pglite-template';

const out = process.argv[2] ?? path.resolve(import.meta.dirname);
const started = performance.now();
// The tarball of earlier builds, which starts no longer read.
fs.rmSync(path.join(out, 'pglite-template.tar'), { force: true });
const directory = path.join(out, 'pglite-template');
await makeTemplateDirectory(directory, async (handle) => {
  if (handle.kind !== 'pglite') throw new Error('expected PGlite');
  await installJobTables(handle.pglite);
});
const stamp: TemplateStamp = {
  pglite: installedPgliteVersion(),
  lastMigration: lastMigrationTag(migrationsFolder()),
  pgBoss: installedPgBossVersion(),
};
fs.writeFileSync(path.join(out, 'pglite-template.json'), `${JSON.stringify(stamp, null, 2)}\n`);
const bytes = fs
  .readdirSync(directory, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
console.log(
  `PGlite template (${stamp.lastMigration}, ${Math.round(bytes / 2 ** 20)} MB) in ${Math.round(performance.now() - started)} ms`,
);
