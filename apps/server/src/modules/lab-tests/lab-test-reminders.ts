import type { LabSlot } from '@arogya/contract/constants/lab-tests';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_LAB } from '@arogya/contract/messages/lab';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/types';
import type { Clock } from '../../lib/clock';
import type { DomainEventSink } from '../../realtime/dispatch';
import { createMailer } from '../mail/mail.service';
import { insertNotifications, pushNotifications } from '../notifications/notifications.service';
import { patientEmail, reminderNotice } from './lab-test-notices';
import { collectionStart } from './lab-tests.policy';
import { findEmail, findLabTestRecord } from './lab-tests.repo';

/** The queue of the evening-before preparation reminders (jobs/handlers/lab-test-reminder.ts). */
export const LAB_TEST_REMINDER_QUEUE = 'lab-test-reminder';

export interface LabTestReminderData {
  labTestId: string;
}

export interface LabReminderDeps {
  db: Database;
  clock: Clock;
  jobs: Pick<JobQueue, 'send'>;
  events: DomainEventSink;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * One reminder run: only while the collection is still Scheduled and ahead. The notification's key makes a
 * retried job unable to remind twice; the e-mail goes out only with a new notification.
 */
export async function sendLabTestReminder(
  data: LabTestReminderData,
  deps: LabReminderDeps,
): Promise<'sent' | 'already-sent' | 'not-due'> {
  const now = deps.clock.now();
  const record = await findLabTestRecord(deps.db, data.labTestId);
  if (record?.test.status !== 'Scheduled') return 'not-due';
  if (collectionStart(record.test.collectionDate, record.test.collectionTime as LabSlot) <= now)
    return 'not-due';
  const mailer = createMailer({ db: deps.db, jobs: deps.jobs, clock: deps.clock });
  const patient = await findEmail(deps.db, record.patient.id);
  const created = await deps.db.transaction(async (tx) => {
    const notice = reminderNotice(record);
    const rows = await insertNotifications(tx, [notice], now);
    if (rows.length > 0 && patient) {
      const mail = patientEmail(record, patient, 'Reminder', notice.message, deps.publicUrl);
      await mailer.send(
        { ...mail, subject: fill(MSG_LAB.reminderEmailSubject, { test: record.test.testName }) },
        { tx },
      );
    }
    return rows;
  });
  pushNotifications(deps.events, created);
  if (created.length === 0) return 'already-sent';
  deps.log.info({ labTestId: record.test.id }, 'lab test reminder sent');
  return 'sent';
}
