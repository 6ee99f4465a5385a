import type { JobDefinition } from './definition';
import { ambulanceDriverPresenceJob } from './handlers/ambulance-driver-presence';
import { ambulanceOfferExpiryJob } from './handlers/ambulance-offer-expiry';
import { appointmentReminderJob } from './handlers/appointment-reminder';
import { demandAggregateJob } from './handlers/demand-aggregate';
import { labTestReminderJob } from './handlers/lab-test-reminder';
import { missedDosesJob } from './handlers/missed-doses';
import { passwordResetRequestJob } from './handlers/password-reset-request';
import { privacyExportJob } from './handlers/privacy-export';
import { privacySweepJob } from './handlers/privacy-sweep';
import { purgeAuthStateJob } from './handlers/purge-auth-state';
import { purgeOrphanFilesJob } from './handlers/purge-orphan-files';
import { purgePasswordResetTokensJob } from './handlers/purge-password-reset-tokens';
import { reviewInvitationsJob } from './handlers/review-invitations';
import { secondOpinionDeadlinesJob } from './handlers/second-opinion-deadlines';
import { sendEmailJob } from './handlers/send-email';
import { subscriptionSweepJob } from './handlers/subscription-sweep';

/**
 * Every job the app runs. A new job is a file in `handlers/` plus one line here; the queue creates
 * its queue, schedule and worker at start.
 */
export const jobDefinitions: readonly JobDefinition[] = [
  purgePasswordResetTokensJob,
  sendEmailJob,
  passwordResetRequestJob,
  purgeAuthStateJob,
  demandAggregateJob,
  appointmentReminderJob,
  purgeOrphanFilesJob,
  subscriptionSweepJob,
  labTestReminderJob,
  secondOpinionDeadlinesJob,
  missedDosesJob,
  reviewInvitationsJob,
  ambulanceOfferExpiryJob,
  ambulanceDriverPresenceJob,
  privacyExportJob,
  privacySweepJob,
];
