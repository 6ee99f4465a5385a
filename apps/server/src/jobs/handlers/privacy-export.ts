import { buildPrivacyService } from '../../modules/privacy/privacy.routes';
import { PRIVACY_EXPORT_QUEUE } from '../../modules/privacy/privacy.service';
import { defineJob } from '../definition';

/**
 * Builds one data export (issue #25): the ZIP into the file store, the row marked ready, the person
 * notified. Idempotent: an export that is no longer pending is left alone. The last failed attempt marks
 * it failed, so the person can ask again.
 */
export const privacyExportJob = defineJob<{ exportId: string }>({
  queue: PRIVACY_EXPORT_QUEUE,
  async handler(data, { db, clock, config, events, jobs, storage, job }) {
    const service = buildPrivacyService({ db, clock, config, events, jobs, storage });
    await service.buildExport(data.exportId, { lastAttempt: job.retryCount >= job.retryLimit });
  },
  options: { retryLimit: 3, retryDelay: 30, expireInSeconds: 600, batchSize: 2 },
});
