import { MISSED_DOSE_SWEEP_CRON } from '@arogya/contract/constants/prescriptions';
import { sweepMissedDoses } from '../../modules/prescriptions/prescriptions.service';
import { defineJob } from '../definition';

export const MISSED_DOSES_QUEUE = 'missed-doses';

/**
 * Every few minutes: one notification per dose left unlogged an hour after its time (prescriptions
 * whose course has ended are not scanned). Idempotent through the notifications' dedupe keys.
 */
export const missedDosesJob = defineJob({
  queue: MISSED_DOSES_QUEUE,
  async handler(_data, { db, clock, events, log }) {
    const sent = await sweepMissedDoses({ db, clock, events });
    if (sent > 0) log.info({ sent }, 'missed-dose notifications sent');
  },
  options: {
    policy: 'singleton',
    retryLimit: 2,
    retryDelay: 30,
    expireInSeconds: 120,
    schedule: { cron: MISSED_DOSE_SWEEP_CRON, tz: 'Asia/Kolkata' },
  },
});
