import {
  APPOINTMENT_REMINDER_QUEUE,
  type AppointmentReminderData,
  sendAppointmentReminder,
} from '../../modules/appointments/appointment-reminders';
import { defineJob } from '../definition';

/**
 * A reminder 24 h and 1 h before an appointment (enqueued with the booking, cancelled with it).
 * Idempotent: a re-run after a crash finds its notifications already there and sends nothing twice.
 */
export const appointmentReminderJob = defineJob<AppointmentReminderData>({
  queue: APPOINTMENT_REMINDER_QUEUE,
  async handler(data, { db, clock, jobs, events, log, config }) {
    await sendAppointmentReminder(data, { db, clock, jobs, events, log, publicUrl: config.publicUrl });
  },
  options: { retryLimit: 5, retryDelay: 30, expireInSeconds: 60 },
});
