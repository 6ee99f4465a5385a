import { deliverOutboxEmail, SEND_EMAIL_QUEUE, smtpTransportFor } from '../../modules/mail/mail.service';
import { defineJob } from '../definition';

/** Delivers one `email_outbox` row (lib/mail.ts); an SMTP failure fails the attempt and is retried. */
export const sendEmailJob = defineJob<{ outboxId: string }>({
  queue: SEND_EMAIL_QUEUE,
  async handler(data, { db, config, clock, log }) {
    await deliverOutboxEmail(db, data.outboxId, {
      transport: smtpTransportFor(config),
      from: config.mailFrom,
      now: clock.now(),
      log,
    });
  },
  options: {
    // Mail servers refuse for minutes at a time: 30 s, 1 min, 2 min … up to 30 min, about 3 hours in all.
    retryLimit: 8,
    retryDelay: 30,
    retryDelayMax: 1800,
    expireInSeconds: 120,
  },
});
