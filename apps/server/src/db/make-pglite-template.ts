// Build step (build.mjs runs the bundled copy): writes dist/pglite-template.tar and its stamp, the
// migrated empty cluster a fresh data directory starts from (db/pglite-template.ts).
import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from './migrate';
import {
  dumpMigratedCluster,
  installedPgliteVersion,
  lastMigrationTag,
  type TemplateStamp,
} from './pglite-template';

const out = process.argv[2] ?? path.resolve(import.meta.dirname);
const started = performance.now();
const tarball = await dumpMigratedCluster();
fs.writeFileSync(path.join(out, 'pglite-template.tar'), tarball);
const stamp: TemplateStamp = {
  pglite: installedPgliteVersion(),
  lastMigration: lastMigrationTag(migrationsFolder()),
};
fs.writeFileSync(path.join(out, 'pglite-template.json'), `${JSON.stringify(stamp, null, 2)}\n`);
console.log(
  `PGlite template (${stamp.lastMigration}, ${Math.round(tarball.length / 2 ** 20)} MB) in ${Math.round(performance.now() - started)} ms`,
);
