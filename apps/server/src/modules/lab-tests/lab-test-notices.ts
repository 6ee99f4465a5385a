import { findLabTest } from '@arogya/contract/constants/lab-tests';
import { formatSlotDay } from '@arogya/contract/india-time';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_LAB } from '@arogya/contract/messages/lab';
import type { MailMessage } from '../mail/mail.service';
import type { NewNotification } from '../notifications/notifications.service';
import type { LabTestRecord } from './lab-tests.repo';

/**
 * Texts of lab-test notifications and e-mails. They name the test, the people and the slot — never the
 * address or anything of the report: a notification may show on a shared screen or a lock screen.
 */

export const PATIENT_LAB_LINK = '/my-appointments';

/** The collection's own card on My Appointments (its lab tests section scrolls to and highlights it). */
export function patientLabLink(labTestId: string): string {
  return `${PATIENT_LAB_LINK}#${labTestId}`;
}

export function technicianLabLink(date: string): string {
  return `/technician/schedule?date=${date}`;
}

function vars(r: LabTestRecord) {
  return {
    test: r.test.testName,
    date: formatSlotDay(r.test.collectionDate),
    time: r.test.collectionTime,
    patient: r.patient.name,
    technician: r.technician.name,
  };
}

export function preparationOf(testName: string): string {
  return findLabTest(testName)?.preparation ?? '';
}

/** To the technician: a collection was assigned to them. */
export function assignedNotice(r: LabTestRecord): NewNotification {
  const v = vars(r);
  return {
    userId: r.technician.id,
    kind: 'lab_test_booked',
    message: fill(MSG_LAB.noticeAssigned, { test: v.test, patient: v.patient, date: v.date, time: v.time }),
    link: technicianLabLink(r.test.collectionDate),
  };
}

/** To the technician: the patient cancelled. */
export function cancelledNotice(r: LabTestRecord): NewNotification {
  const v = vars(r);
  return {
    userId: r.technician.id,
    kind: 'lab_test_updated',
    message: fill(MSG_LAB.noticeCancelledByPatient, {
      test: v.test,
      patient: v.patient,
      date: v.date,
      time: v.time,
    }),
    link: technicianLabLink(r.test.collectionDate),
  };
}

/** To the patient: the sample was collected, or the report is ready. */
export function patientUpdateText(r: LabTestRecord, to: 'Sample Collected' | 'Completed'): string {
  const v = vars(r);
  return to === 'Completed'
    ? fill(MSG_LAB.noticeCompleted, { test: v.test })
    : fill(MSG_LAB.noticeCollected, { test: v.test, technician: v.technician });
}

export function patientNotice(r: LabTestRecord, to: 'Sample Collected' | 'Completed'): NewNotification {
  return {
    userId: r.patient.id,
    kind: 'lab_test_updated',
    message: patientUpdateText(r, to),
    link: patientLabLink(r.test.id),
  };
}

/** The reminder of the evening before, with the preparation; the key makes a retried job unable to repeat it. */
export function reminderNotice(r: LabTestRecord): NewNotification {
  const v = vars(r);
  return {
    userId: r.patient.id,
    kind: 'lab_test_reminder',
    message: fill(MSG_LAB.noticeReminder, {
      test: v.test,
      date: v.date,
      time: v.time,
      preparation: preparationOf(r.test.testName),
    }),
    link: patientLabLink(r.test.id),
    dedupeKey: `lab-reminder:${r.test.id}`,
  };
}

/** The e-mail to the patient about a change (booked, collected, completed, cancelled, reminder). */
export function patientEmail(
  r: LabTestRecord,
  to: { email: string; name: string },
  status: string,
  update: string,
  publicUrl: string,
): MailMessage {
  return {
    to: to.email,
    subject: fill(MSG_LAB.emailSubject, { test: r.test.testName, status }),
    text: fill(MSG_LAB.emailBody, {
      name: to.name,
      update,
      preparation: preparationOf(r.test.testName),
      link: new URL(patientLabLink(r.test.id), publicUrl).toString(),
    }),
  };
}

/** The patient's own words for a booking: the spec's success text and the slot. */
export function bookedText(r: LabTestRecord): string {
  const v = vars(r);
  return fill(MSG_LAB.noticeBooked, { test: v.test, date: v.date, time: v.time, technician: v.technician });
}
