import { DOCTOR_SLOTS, feeFor, patientAppointmentLink } from '@arogya/contract/constants/appointments';
import { rupeesToPaise } from '@arogya/contract/constants/payments';
import { addDays, formatSlotDay, indiaDate, slotStart } from '@arogya/contract/india-time';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_NOTIFICATIONS } from '@arogya/contract/messages/notifications';
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { appointments } from '../schema/appointments';
import { notifications } from '../schema/care';
import { stableUuid } from './stable-id';

/**
 * Demo appointments of priya@ with dr.mehta@, so My Appointments and the doctor's manager have something
 * in every tab on a fresh start: one Confirmed visit a few days ahead, one Completed visit in the past
 * (with notes and a relay note), one Cancelled; plus one unread notification for Priya. Ananya and Rahul
 * keep no appointments.
 *
 * Deterministic and idempotent like the rest of the seed: fixed ids, dates relative to the seed's
 * "today" (India), rows that exist are left alone. The upcoming visit rolls forward like the demo
 * availability: when Priya has no upcoming visit with Dr. Mehta any more, the next start adds one.
 * The seed runs before the job queue starts, so seeded visits get no reminder jobs.
 */

export const DEMO_APPOINTMENT_PATIENT_KEY = 'patient-priya';
export const DEMO_APPOINTMENT_DOCTOR_KEY = 'doctor-mehta';

/** Days ahead of "today" of the upcoming demo visit (at least; Sundays are skipped like the calendar). */
export const DEMO_UPCOMING_DAYS_AHEAD = 4;

export function demoAppointmentId(key: string): string {
  return stableUuid(`demo-appointment:${key}`);
}

const DEMO_SYMPTOMS =
  'Breathless when climbing stairs for three weeks, with occasional tightness in the chest. No pain at rest.';
const DEMO_MEDS = 'Amlodipine 5 mg once daily';

/** The first day from `from` on that is not a Sunday (the demo calendar's day off). */
function firstWorkingDay(from: string): string {
  let day = from;
  while (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) day = addDays(day, 1);
  return day;
}

/** A slot's start shifted by `minutes`: the "when" of seeded timestamps. */
function around(date: string, time: string, minutes: number): Date {
  return new Date(slotStart(date, time).getTime() + minutes * 60_000);
}

export async function seedDemoAppointments(
  db: Database,
  ids: { patientId: string; doctorId: string },
  now: Date,
): Promise<void> {
  const { patientId, doctorId } = ids;
  const today = indiaDate(now);
  const base = { patientId, professionalId: doctorId, professionalRole: 'doctor' as const };

  const completedDate = addDays(today, -10);
  const cancelledDate = addDays(today, -3);
  await db
    .insert(appointments)
    .values([
      {
        ...base,
        id: demoAppointmentId('priya-mehta-completed'),
        appointmentDate: completedDate,
        appointmentTime: '12:00 PM',
        bookingType: 'In-Home Visit',
        status: 'Completed',
        symptoms: DEMO_SYMPTOMS,
        previousMeds: DEMO_MEDS,
        feePaise: rupeesToPaise(feeFor('In-Home Visit')),
        paymentMethod: 'external',
        paymentStatus: 'due',
        doctorNotes:
          'BP 142/90, pulse 84 regular. ECG at home: sinus rhythm, no acute changes. Exertional breathlessness ' +
          'likely from uncontrolled blood pressure. Continue amlodipine; low-salt diet; 30-minute walk daily. ' +
          'Lipid profile and echo before the next visit.',
        relayNote:
          'Hypertensive, on amlodipine 5 mg. Please record BP at each home visit and flag ankle swelling or ' +
          'breathlessness at rest.',
        completedAt: around(completedDate, '12:00 PM', 50),
        createdAt: around(completedDate, '12:00 PM', -5 * 24 * 60),
        updatedAt: around(completedDate, '12:00 PM', 50),
      },
      {
        ...base,
        id: demoAppointmentId('priya-mehta-cancelled'),
        appointmentDate: cancelledDate,
        appointmentTime: '12:30 PM',
        bookingType: 'Video Consultation',
        status: 'Cancelled',
        symptoms: 'Follow-up questions about the blood test results.',
        previousMeds: DEMO_MEDS,
        feePaise: rupeesToPaise(feeFor('Video Consultation')),
        paymentMethod: 'external',
        paymentStatus: 'due',
        cancelledAt: around(cancelledDate, '12:30 PM', -2 * 24 * 60),
        cancelledBy: patientId,
        createdAt: around(cancelledDate, '12:30 PM', -4 * 24 * 60),
        updatedAt: around(cancelledDate, '12:30 PM', -2 * 24 * 60),
      },
    ])
    .onConflictDoNothing();

  // The upcoming visit: only when Priya has none ahead with Dr. Mehta (it rolls forward once it has passed).
  const [ahead] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.patientId, patientId),
        eq(appointments.professionalId, doctorId),
        inArray(appointments.status, ['Pending', 'Confirmed']),
        gte(appointments.appointmentDate, today),
      ),
    )
    .limit(1);
  if (ahead) return;

  const date = firstWorkingDay(addDays(today, DEMO_UPCOMING_DAYS_AHEAD));
  for (const time of DOCTOR_SLOTS) {
    const id = demoAppointmentId(`priya-mehta-upcoming:${date}`);
    // A slot someone really booked wins: the unique slot index skips this insert, the next slot is tried.
    const inserted = await db
      .insert(appointments)
      .values({
        ...base,
        id,
        appointmentDate: date,
        appointmentTime: time,
        bookingType: 'In-Home Visit',
        status: 'Confirmed',
        symptoms: 'Review of blood pressure and the lipid profile and echo reports.',
        previousMeds: DEMO_MEDS,
        feePaise: rupeesToPaise(feeFor('In-Home Visit')),
        paymentMethod: 'external',
        paymentStatus: 'due',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: appointments.id });
    if (inserted.length === 0) continue;

    // Priya's unread notification: Dr. Mehta confirmed it. Its key keeps it to one, ever.
    // The same text the confirmation sends (MSG_NOTIFICATIONS.confirmed), written here because seed code
    // stays below the modules.
    const notice = {
      userId: patientId,
      kind: 'appointment_confirmed',
      link: patientAppointmentLink(id, 'Upcoming'),
      message: fill(MSG_NOTIFICATIONS.confirmed, {
        professional: 'Dr. Arjun Mehta',
        bookingType: 'In-Home Visit',
        date: formatSlotDay(date),
        time,
      }),
    };
    await db
      .insert(notifications)
      .values({
        userId: notice.userId,
        kind: notice.kind,
        message: notice.message,
        link: notice.link,
        appointmentId: id,
        dedupeKey: 'demo:priya-mehta-confirmed',
        createdAt: now,
      })
      .onConflictDoNothing();
    return;
  }
}
