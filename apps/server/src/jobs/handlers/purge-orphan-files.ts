import { STORAGE_QUOTA } from '@arogya/contract/constants/files';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import { deleteOrphanFiles } from '../../modules/files/files.repo';
import { defineJob } from '../definition';

export const PURGE_ORPHAN_FILES = 'purge-orphan-files';

/** Files are deleted in batches of this many rows, each batch its own short transaction. */
const BATCH = 200;

export interface OrphanSweep {
  files: number;
  bytes: number;
}

/**
 * Removes stored files that no row refers to and that are older than the grace period (a picture
 * replaced yesterday, a report uploaded for a booking never made), and gives their bytes back to their
 * owners' allowance. Young files stay: an upload is referred to only once the form it belongs to is
 * saved. The rows go first, in a transaction; the bytes after the commit, so a failure never leaves a row
 * pointing at nothing (at worst an unreferenced object stays on disk).
 */
export async function purgeOrphanFiles(
  db: Database,
  storage: FileStorage,
  now: Date,
  graceHours: number = STORAGE_QUOTA.orphanGraceHours,
): Promise<OrphanSweep> {
  const cutoff = new Date(now.getTime() - graceHours * 60 * 60 * 1000);
  const swept: OrphanSweep = { files: 0, bytes: 0 };
  for (;;) {
    const removed = await db.transaction((tx) => deleteOrphanFiles(tx, cutoff, BATCH));
    for (const file of removed) {
      await storage.delete(file.storageKey);
      swept.files += 1;
      swept.bytes += file.sizeBytes;
    }
    if (removed.length < BATCH) return swept;
  }
}

/** Hourly. Logs how many files and bytes went, never names, owners or contents. */
export const purgeOrphanFilesJob = defineJob<Record<string, never>>({
  queue: PURGE_ORPHAN_FILES,
  async handler(_data, { db, storage, clock, log }) {
    const swept = await purgeOrphanFiles(db, storage, clock.now());
    if (swept.files > 0) log.info(swept, 'removed orphaned uploads');
  },
  options: {
    retryLimit: 3,
    retryDelay: 60,
    policy: 'singleton',
    batchSize: 10,
    schedule: { cron: '40 * * * *' },
  },
});
