import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { InTransaction, JobQueue } from '../../jobs/types';
import type { Clock } from '../../lib/clock';
import { findOutboxEmail, insertOutboxEmail, markOutboxSent } from './outbox.repo';

/** The queue that delivers outbox e-mails (jobs/handlers/send-email.ts). */
export const SEND_EMAIL_QUEUE = 'send-email';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** What delivers a message over SMTP: nodemailer's transporter, or a fake in tests. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
  }): Promise<unknown>;
}

export interface Mailer {
  /**
   * Writes the e-mail to the outbox and enqueues its delivery, both in the given transaction: the
   * e-mail goes out only if the change that caused it commits (`{ tx: null }`: at once, on its own).
   * Returns at once — the request never waits for SMTP, and SMTP failures are retried by the job.
   */
  send(message: MailMessage, opts: InTransaction): Promise<void>;
}

/**
 * E-mail for the app. Every message becomes an `email_outbox` row plus a durable `send-email` job;
 * the job delivers through nodemailer over SMTP_URL, or — with no SMTP configured — leaves the row
 * as the delivery (the development outbox page lists it) and logs a line naming recipient and subject
 * only, never the body (bodies carry reset links).
 */
export function createMailer(deps: { db: Database; jobs: Pick<JobQueue, 'send'>; clock: Clock }): Mailer {
  return {
    async send(message, opts) {
      const outboxId = await insertOutboxEmail(opts.tx ?? deps.db, {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        createdAt: deps.clock.now(),
      });
      await deps.jobs.send(SEND_EMAIL_QUEUE, { outboxId }, { tx: opts.tx });
    },
  };
}

const transports = new Map<string, MailTransport>();

/** One pooled SMTP transport per URL for the life of the process; null when SMTP is not configured. */
export function smtpTransportFor(config: Pick<AppConfig, 'smtpUrl'>): MailTransport | null {
  if (!config.smtpUrl) return null;
  let transport = transports.get(config.smtpUrl);
  if (!transport) {
    transport = smtpTransport(config.smtpUrl);
    transports.set(config.smtpUrl, transport);
  }
  return transport;
}

/** nodemailer's transport for the URL, made with the first message rather than at start (decision 085). */
function smtpTransport(url: string): MailTransport {
  let transport: Promise<MailTransport> | null = null;
  return {
    async sendMail(message) {
      transport ??= import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(url));
      return (await transport).sendMail(message);
    },
  };
}

/**
 * Delivers one outbox e-mail. Idempotent: a row already sent is left alone, so a job that runs again
 * after a crash does not send twice (at most once more, if the crash fell between SMTP and the update).
 * Throws when SMTP fails, so the job retries with backoff.
 */
export async function deliverOutboxEmail(
  db: Database,
  outboxId: string,
  deps: { transport: MailTransport | null; from: string; now: Date; log: FastifyBaseLogger },
): Promise<'sent' | 'outbox' | 'skipped'> {
  const row = await findOutboxEmail(db, outboxId);
  if (!row || row.sentAt) return 'skipped';

  if (!deps.transport) {
    await markOutboxSent(db, outboxId, deps.now, false);
    deps.log.info(
      { outboxId, to: row.to, subject: row.subject },
      'e-mail written to the outbox (no SMTP_URL configured)',
    );
    return 'outbox';
  }

  await deps.transport.sendMail({
    from: deps.from,
    to: row.to,
    subject: row.subject,
    text: row.text,
    ...(row.html ? { html: row.html } : {}),
  });
  // The body has done its job; a one-time link must not stay in the database.
  await markOutboxSent(db, outboxId, deps.now, true);
  deps.log.info({ outboxId, to: row.to, subject: row.subject }, 'e-mail sent');
  return 'sent';
}
