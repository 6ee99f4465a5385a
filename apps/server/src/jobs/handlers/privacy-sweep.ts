import { buildPrivacyService } from '../../modules/privacy/privacy.routes';
import { defineJob } from '../definition';

export const PRIVACY_SWEEP = 'privacy-sweep';

/**
 * Every minute: deletes the files of exports past their 7 days (rows become `expired`) and performs the
 * erasures whose 7-day grace period is over, one transaction per person (decision 050). Clock-driven, so
 * tests move the fixed clock and call the service's `sweep`. Idempotent: each erasure is claimed with a
 * row lock and a status check, so an overlapping run changes nothing twice.
 */
export const privacySweepJob = defineJob<Record<string, never>>({
  queue: PRIVACY_SWEEP,
  async handler(_data, { db, clock, config, events, jobs, storage, log }) {
    const service = buildPrivacyService({ db, clock, config, events, jobs, storage });
    const result = await service.sweep();
    if (result.expired > 0 || result.erased > 0) log.info(result, 'privacy sweep');
  },
  options: {
    retryLimit: 3,
    retryDelay: 30,
    policy: 'singleton',
    batchSize: 10,
    schedule: { cron: '* * * * *' },
  },
});
