import { sweepReviewInvitations } from '../../modules/reviews/reviews.service';
import { defineJob } from '../definition';

export const REVIEW_INVITATIONS = 'review-invitations';

/**
 * Hourly: invites the patient of each visit completed at least a day ago (and still reviewable, not yet
 * reviewed) to rate it — one bell notification per visit, never twice.
 */
export const reviewInvitationsJob = defineJob<Record<string, never>>({
  queue: REVIEW_INVITATIONS,
  options: { policy: 'singleton', retryLimit: 2, schedule: { cron: '17 * * * *' } },
  async handler(_data, ctx) {
    const invited = await sweepReviewInvitations(ctx, ctx.clock.now());
    if (invited) ctx.log.info({ invited }, 'review invitations sent');
  },
});
