import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AppConfig } from '../config';
import { migrationsFolder } from './migrations-folder';
import {
  copySeededSnapshot,
  copyTemplate,
  DATA_DIR_CLUSTER,
  type SeededStamp,
  seededSnapshotFor,
  startTemplateFor,
} from './pglite-template';

/**
 * What a start copies into DATA_DIR before it opens the embedded database: the build's seeded snapshot
 * (decision 088), its migrated template (decision 084), or nothing.
 */
export interface DataDirStart {
  /** The seeded snapshot being copied: its demo data is there, so the start does not seed. */
  seededSnapshot?: SeededStamp;
  copy?: { kind: 'seeded snapshot' | 'template'; from: string };
}

/**
 * Decides how DATA_DIR starts, from the build's templates in `templates` (beside the bundle). The seeded
 * snapshot is for an embedded database with demo data and files on local disk (not when the caller brings its
 * own store); the template for any embedded database.
 */
export function planDataDirStart(
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl' | 's3' | 'seedDemoData'>,
  opts: { templates: string; now: Date; ownStorage?: boolean },
): DataDirStart {
  if (config.databaseUrl) return {};
  const folder = migrationsFolder();
  if (config.seedDemoData && !config.s3 && !opts.ownStorage) {
    const directory = path.resolve(opts.templates, 'pglite-seeded');
    const seededSnapshot = seededSnapshotFor(
      config.dataDir,
      { directory, stamp: path.resolve(opts.templates, 'pglite-seeded.json'), migrationsFolder: folder },
      opts.now,
    );
    if (seededSnapshot) return { seededSnapshot, copy: { kind: 'seeded snapshot', from: directory } };
  }
  const template = startTemplateFor(path.join(config.dataDir, DATA_DIR_CLUSTER), {
    directory: path.resolve(opts.templates, 'pglite-template'),
    stamp: path.resolve(opts.templates, 'pglite-template.json'),
    migrationsFolder: folder,
  });
  return template ? { copy: { kind: 'template', from: template } } : {};
}

/** Copies what `planDataDirStart` chose into DATA_DIR, on the calling thread. */
export function copyForStart(copy: NonNullable<DataDirStart['copy']>, dataDir: string): void {
  if (copy.kind === 'seeded snapshot') copySeededSnapshot(copy.from, dataDir);
  else copyTemplate(copy.from, path.join(dataDir, DATA_DIR_CLUSTER));
}

/**
 * The same copy on a worker thread (`workerFile`, the build's copy-worker.js), so the process can load the rest
 * of the server meanwhile: copying a cluster's 1,450 files is mostly the kernel's time, and module loading
 * mostly one JavaScript thread's. Without the worker file (a start from the sources) it copies here.
 */
export function copyOnWorker(
  copy: NonNullable<DataDirStart['copy']>,
  dataDir: string,
  workerFile: URL,
): Promise<void> {
  if (!fs.existsSync(workerFile)) {
    copyForStart(copy, dataDir);
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData: { copy, dataDir } });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`copying the start template into ${dataDir} stopped with code ${code}`));
    });
  });
}
