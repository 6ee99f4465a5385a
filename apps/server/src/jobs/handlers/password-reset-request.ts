import {
  createPasswordResetService,
  PASSWORD_RESET_REQUEST_QUEUE,
  type PasswordResetRequest,
} from '../../modules/auth/password-reset.service';
import { createMailer } from '../../modules/mail/mail.service';
import { defineJob } from '../definition';

/**
 * A "forgot password" request: creates the token and writes the e-mail when the account exists (the
 * HTTP request only enqueued this, so its answer and timing never depend on the account).
 */
export const passwordResetRequestJob = defineJob<PasswordResetRequest>({
  queue: PASSWORD_RESET_REQUEST_QUEUE,
  async handler(data, { db, clock, config, jobs, log }) {
    const service = createPasswordResetService({
      db,
      clock,
      jobs,
      config,
      mailer: createMailer({ db, jobs, clock }),
    });
    const outcome = await service.processPasswordResetRequest(data);
    // Never the address: the log must not become a list of who asked.
    log.info({ outcome }, 'password reset request processed');
  },
  options: { retryLimit: 5, retryDelay: 10, expireInSeconds: 60 },
});
