import {
  PATIENT_CANCELLABLE_STATUSES,
  patientAppointmentLink,
} from '@arogya/contract/constants/appointments';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_NOTIFICATIONS } from '@arogya/contract/messages/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/types';
import type { Clock } from '../../lib/clock';
import type { DomainEventSink } from '../../realtime/dispatch';
import { createMailer } from '../mail/mail.service';
import { insertNotifications, pushNotifications } from '../notifications/notifications.service';
import {
  formatSlotDay,
  type NoticeSubject,
  professionalTitle,
  reminderNotices,
  timeUntil,
} from './appointment-notices';
import { findAppointmentRecord } from './appointment-view';
import { slotStart } from './appointments.policy';
import { findContact } from './appointments.repo';

/** The queue of appointment reminders (jobs/handlers/appointment-reminder.ts). */
export const APPOINTMENT_REMINDER_QUEUE = 'appointment-reminder';

export interface AppointmentReminderData {
  appointmentId: string;
  /** Which reminder this is (REMINDER_HOURS_BEFORE): part of the dedupe key. */
  hoursBefore: number;
}

export interface ReminderDeps {
  db: Database;
  clock: Clock;
  jobs: Pick<JobQueue, 'send'>;
  events: DomainEventSink;
  log: FastifyBaseLogger;
  /** Base of the link in the e-mail. */
  publicUrl: string;
}

export type ReminderOutcome = 'sent' | 'already-sent' | 'not-due';

/**
 * One reminder run. It re-reads the appointment: nothing happens unless it is still Pending or Confirmed
 * and has not started. Notifies the patient and the professional (keys make a retried job unable to notify
 * twice) and e-mails the patient — only when the patient's notification was new, so the e-mail is not
 * repeated either. Everything commits together; the pushes follow the commit.
 */
export async function sendAppointmentReminder(
  data: AppointmentReminderData,
  deps: ReminderDeps,
): Promise<ReminderOutcome> {
  const { db, clock, log } = deps;
  const now = clock.now();
  const record = await findAppointmentRecord(db, data.appointmentId);
  if (!record) return 'not-due';
  const a = record.appointment;
  const startsAt = slotStart(a.appointmentDate, a.appointmentTime);
  const live = (PATIENT_CANCELLABLE_STATUSES as readonly string[]).includes(a.status);
  if (!live || startsAt.getTime() <= now.getTime()) return 'not-due';

  const subject: NoticeSubject = {
    appointmentId: a.id,
    appointmentDate: a.appointmentDate,
    appointmentTime: a.appointmentTime,
    bookingType: a.bookingType,
    patient: record.patient,
    professional: record.professional,
  };
  const mailer = createMailer({ db, jobs: deps.jobs, clock });
  const contact = await findContact(db, a.patientId);

  const created = await db.transaction(async (tx) => {
    const rows = await insertNotifications(
      tx,
      reminderNotices(subject, data.hoursBefore, timeUntil(startsAt, now)),
      clock.now(),
    );
    if (contact?.isActive && rows.some((n) => n.userId === a.patientId)) {
      const vars = {
        bookingType: a.bookingType,
        date: formatSlotDay(a.appointmentDate),
        time: a.appointmentTime,
      };
      await mailer.send(
        {
          to: contact.email,
          subject: fill(MSG_NOTIFICATIONS.reminderEmailSubject, vars),
          text: fill(MSG_NOTIFICATIONS.reminderEmailBody, {
            ...vars,
            name: contact.name,
            professional: professionalTitle(record.professional.name, record.professional.role),
            link: new URL(patientAppointmentLink(a.id, 'Upcoming'), deps.publicUrl).toString(),
          }),
        },
        { tx },
      );
    }
    return rows;
  });

  pushNotifications(deps.events, created);
  if (created.length === 0) return 'already-sent';
  log.info({ appointmentId: a.id, hoursBefore: data.hoursBefore }, 'appointment reminder sent');
  return 'sent';
}
