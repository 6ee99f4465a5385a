import {
  LAB_TEST_REMINDER_QUEUE,
  type LabTestReminderData,
  sendLabTestReminder,
} from '../../modules/lab-tests/lab-test-reminders';
import { defineJob } from '../definition';

/** The preparation reminder the evening before a collection (enqueued with the booking, cancelled with it). */
export const labTestReminderJob = defineJob<LabTestReminderData>({
  queue: LAB_TEST_REMINDER_QUEUE,
  async handler(data, { db, clock, jobs, events, log, config }) {
    await sendLabTestReminder(data, { db, clock, jobs, events, log, publicUrl: config.publicUrl });
  },
  options: { retryLimit: 5, retryDelay: 30, expireInSeconds: 60 },
});
