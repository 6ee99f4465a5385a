import { addDays } from '@arogya/contract/india-time';
import { purgeWeeklyStats } from '../../modules/subscription/analytics.repo';
import { weekOf } from '../../modules/subscription/analytics-weeks';
import { buildSubscriptionService } from '../../modules/subscription/subscription.routes';
import { defineJob } from '../definition';

export const SUBSCRIPTION_SWEEP = 'subscription-sweep';
/** Weeks of profile analytics kept (the longest range a professional may ask for is 26). */
export const ANALYTICS_RETENTION_WEEKS = 27;

/**
 * Every minute: ends Pro at the end of a cancelled period, renews test-mode subscriptions, moves unpaid
 * Razorpay renewals to past due and expires them after the grace period, sends the notice 3 days before
 * renewal (subscription.service `sweep`), and purges old analytics weeks. Idempotent: every change is a
 * conditional update, so a re-run or an overlapping node changes nothing twice.
 */
export const subscriptionSweepJob = defineJob<Record<string, never>>({
  queue: SUBSCRIPTION_SWEEP,
  async handler(_data, { db, clock, config, events, log }) {
    const service = buildSubscriptionService({ db, clock, config, events });
    const result = await service.sweep();
    const purged = await purgeWeeklyStats(db, addDays(weekOf(clock.now()), -7 * ANALYTICS_RETENTION_WEEKS));
    if (Object.values(result).some((n) => n > 0) || purged > 0) {
      log.info({ ...result, purgedWeeks: purged }, 'subscription sweep');
    }
  },
  options: {
    retryLimit: 3,
    retryDelay: 30,
    policy: 'singleton',
    batchSize: 10,
    schedule: { cron: '* * * * *' },
  },
});
