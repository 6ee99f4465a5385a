// Build entry (dist/copy-worker.js): the worker thread of `copyOnWorker` (db/start-data-dir.ts). It copies the
// start template or seeded snapshot into DATA_DIR while the main thread loads the server; an error ends the
// worker with it, and the start fails with that error.
import { workerData } from 'node:worker_threads';
import { copyForStart, type DataDirStart } from './start-data-dir';

const { copy, dataDir } = workerData as { copy: NonNullable<DataDirStart['copy']>; dataDir: string };
copyForStart(copy, dataDir);
