import { addDays, indiaDate } from '@arogya/contract/india-time';
import { aggregateSearchEvents } from '../../modules/demand/demand.repo';
import { defineJob } from '../definition';

export const DEMAND_AGGREGATE = 'demand-aggregate';

/**
 * Raw searches younger than this stay raw: a batch still being flushed by another node lands before
 * the next run, and the heatmap reads raw rows too, so waiting costs nothing.
 */
export const DEMAND_SETTLE_MS = 60_000;
/** Day cells are kept this many days (India days, today included); older ones are purged. */
export const DEMAND_RETENTION_DAYS = 90;

/**
 * Every 10 minutes: folds settled raw searches into per-day cells and purges old days, so storage
 * stays bounded whatever the traffic (issue "Finding care", item 5). Idempotent: a re-run moves nothing twice.
 */
export const demandAggregateJob = defineJob<Record<string, never>>({
  queue: DEMAND_AGGREGATE,
  async handler(_data, { db, clock, log }) {
    const now = clock.now();
    const result = await aggregateSearchEvents(db, {
      settledBefore: new Date(now.getTime() - DEMAND_SETTLE_MS),
      keepFromDay: addDays(indiaDate(now), -(DEMAND_RETENTION_DAYS - 1)),
    });
    if (result.moved > 0 || result.purged > 0) log.info(result, 'aggregated search demand');
  },
  options: {
    retryLimit: 3,
    retryDelay: 60,
    // Runs must not overlap (they would only wait on each other's locks).
    policy: 'singleton',
    batchSize: 10,
    schedule: { cron: '*/10 * * * *' },
  },
});
