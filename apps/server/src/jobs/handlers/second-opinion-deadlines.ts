import { sweepSecondOpinionDeadlines } from '../../modules/second-opinions/second-opinions.service';
import { defineJob } from '../definition';

export const SECOND_OPINION_DEADLINES = 'second-opinion-deadlines';

/**
 * Every five minutes: flags paid second-opinion cases past their deadline (the patient and the specialist
 * are told) and returns cases still open a grace period later to Available for other specialists.
 */
export const secondOpinionDeadlinesJob = defineJob<Record<string, never>>({
  queue: SECOND_OPINION_DEADLINES,
  options: { policy: 'singleton', retryLimit: 2, schedule: { cron: '*/5 * * * *' } },
  async handler(_data, ctx) {
    const sweep = await sweepSecondOpinionDeadlines(ctx, ctx.clock.now());
    if (sweep.flagged || sweep.returned) ctx.log.info(sweep, 'second-opinion deadlines swept');
  },
});
