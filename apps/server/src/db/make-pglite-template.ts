// Build step (build.mjs runs the bundled copy): writes dist/pglite-template/ and its stamp, the migrated
// empty cluster a fresh data directory starts from (db/pglite-template.ts), and dist/pglite-seeded/, the same
// cluster with the demo data seeded into it and the files that seed stored (decision 088).
import fs from 'node:fs';
import path from 'node:path';
import { installJobTables } from '../jobs/queue';
import { jobDefinitions } from '../jobs/registry';
import { createLocalStorage, LOCAL_FILES_FOLDER } from '../lib/storage';
import { openDatabase } from './client';
import { migrationsFolder } from './migrations-folder';
import {
  copyTemplate,
  currentTemplateStamp,
  DATA_DIR_CLUSTER,
  type SeededStamp,
  type TemplateStamp,
} from './pglite-template';
import { makeTemplateDirectory } from './pglite-template-build';
import { demoSeedValidUntil, seedDemoData } from './seed/seed';

const out = process.argv[2] ?? path.resolve(import.meta.dirname);
const started = performance.now();
// The tarball of earlier builds, which starts no longer read.
fs.rmSync(path.join(out, 'pglite-template.tar'), { force: true });
const directory = path.join(out, 'pglite-template');
await makeTemplateDirectory(directory, async (handle) => {
  if (handle.kind !== 'pglite') throw new Error('expected PGlite');
  await installJobTables(handle.pglite, jobDefinitions);
});
const stamp: TemplateStamp = currentTemplateStamp(migrationsFolder());
fs.writeFileSync(path.join(out, 'pglite-template.json'), `${JSON.stringify(stamp, null, 2)}\n`);
const templateMs = performance.now() - started;

// The seeded snapshot: a copy of the template, seeded as a first start would seed it now. Its stamp is written
// last, so a build interrupted here leaves a snapshot no start uses.
const seeded = path.join(out, 'pglite-seeded');
const seededStampFile = path.join(out, 'pglite-seeded.json');
fs.rmSync(seededStampFile, { force: true });
fs.rmSync(seeded, { recursive: true, force: true });
copyTemplate(directory, path.join(seeded, DATA_DIR_CLUSTER));
const seededAt = new Date();
const handle = await openDatabase({ dataDir: path.join(seeded, DATA_DIR_CLUSTER) });
try {
  await seedDemoData(handle.db, {
    log: { info: () => {} },
    now: seededAt,
    storage: createLocalStorage(path.join(seeded, LOCAL_FILES_FOLDER)),
  });
} finally {
  await handle.close();
}
const seededStamp: SeededStamp = {
  ...stamp,
  seededAt: seededAt.toISOString(),
  validUntil: demoSeedValidUntil(seededAt).toISOString(),
};
fs.writeFileSync(seededStampFile, `${JSON.stringify(seededStamp, null, 2)}\n`);

const megabytes = (dir: string) =>
  Math.round(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0) /
      2 ** 20,
  );
console.log(
  `PGlite template (${stamp.lastMigration}, ${megabytes(directory)} MB) in ${Math.round(templateMs)} ms; ` +
    `seeded (${megabytes(seeded)} MB, for starts until ${seededStamp.validUntil}) in ${Math.round(performance.now() - started - templateMs)} ms`,
);
