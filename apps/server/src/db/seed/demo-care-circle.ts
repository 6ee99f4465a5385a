import { DOCTOR_SLOTS, feeFor } from '@arogya/contract/constants/appointments';
import { rupeesToPaise } from '@arogya/contract/constants/payments';
import { addDays, indiaDate, slotInstant, slotStart } from '@arogya/contract/india-time';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { appointments } from '../schema/appointments';
import { careCircleMembers } from '../schema/care-circle';
import { videoCallParticipants, videoCalls } from '../schema/video';
import { stableUuid } from './stable-id';

export interface DemoCareCirclePeople {
  priyaId: string;
  rohanId: string;
  rohanEmail: string;
  mehtaId: string;
  mehtaEmail: string;
  /** Ananya has a pending invitation to Priya's circle. */
  ananyaEmail: string;
}

const MINUTE = 60_000;
/** How long after its start the demo video consultation's slot still counts as open (now or next). */
const VIDEO_SLOT_OPEN_MS = 60 * MINUTE;

/**
 * The doctor slot of the demo video consultation: today's first slot whose hour has not ended (open now or
 * next, so on a fresh start it can be started and joined at once); after the day's last slot, tomorrow's first.
 */
export function demoVideoSlot(now: Date): { date: string; time: string } {
  const date = indiaDate(now);
  for (const time of DOCTOR_SLOTS) {
    const start = slotInstant(date, time);
    if (start && start.getTime() + VIDEO_SLOT_OPEN_MS > now.getTime()) return { date, time };
  }
  return { date: addDays(date, 1), time: DOCTOR_SLOTS[0] };
}

/** When `demoVideoSlot` next chooses another slot: the end of the hour of the one it chooses at `now`. */
export function demoVideoSlotChangesAt(now: Date): Date {
  const { date, time } = demoVideoSlot(now);
  return new Date(slotStart(date, time).getTime() + VIDEO_SLOT_OPEN_MS);
}

/**
 * Priya's care circle: her brother Rohan (Family, Active, sees her appointments and adherence), Dr. Mehta
 * (Doctor, Active: he can open a family bridge) and a pending invitation to Ananya; one past family-bridge call;
 * and Rohan's own video consultation with Dr. Mehta today, in the slot open now or next. Idempotent: fixed ids, rows
 * that exist are left alone; today's consultation is added when Priya has none with him today.
 */
export async function seedDemoCareCircle(
  db: Database,
  people: DemoCareCirclePeople,
  now: Date,
): Promise<void> {
  const { priyaId, rohanId, mehtaId } = people;
  await db
    .insert(careCircleMembers)
    .values([
      {
        id: stableUuid('demo-care-circle:priya-rohan'),
        patientId: priyaId,
        memberUserId: rohanId,
        email: people.rohanEmail,
        role: 'Family',
        status: 'Active',
        shareAppointments: true,
        shareAdherence: true,
        invitedAt: new Date(now.getTime() - 20 * 24 * 60 * MINUTE),
        acceptedAt: new Date(now.getTime() - 19 * 24 * 60 * MINUTE),
        updatedAt: now,
      },
      {
        id: stableUuid('demo-care-circle:priya-mehta'),
        patientId: priyaId,
        memberUserId: mehtaId,
        email: people.mehtaEmail,
        role: 'Doctor',
        status: 'Active',
        shareAppointments: true,
        shareAdherence: true,
        invitedAt: new Date(now.getTime() - 15 * 24 * 60 * MINUTE),
        acceptedAt: new Date(now.getTime() - 15 * 24 * 60 * MINUTE),
        updatedAt: now,
      },
      {
        id: stableUuid('demo-care-circle:priya-ananya'),
        patientId: priyaId,
        email: people.ananyaEmail,
        role: 'Family',
        status: 'Pending',
        invitedAt: new Date(now.getTime() - 2 * 24 * 60 * MINUTE),
        updatedAt: now,
      },
    ])
    .onConflictDoNothing();

  // One past consultation call in the history: 14 min 20 s, five days ago.
  const pastCallId = stableUuid('demo-video-call:priya-mehta-past');
  const startedAt = new Date(now.getTime() - 5 * 24 * 60 * MINUTE);
  const inserted = await db
    .insert(videoCalls)
    .values({
      id: pastCallId,
      kind: 'family-bridge',
      patientId: priyaId,
      professionalId: mehtaId,
      status: 'ended',
      startedAt,
      endedAt: new Date(startedAt.getTime() + 860_000),
      endedBy: mehtaId,
      durationSeconds: 860,
    })
    .onConflictDoNothing()
    .returning({ id: videoCalls.id });
  if (inserted.length > 0) {
    await db
      .insert(videoCallParticipants)
      .values([
        { callId: pastCallId, userId: mehtaId, role: 'Doctor', joinedAt: startedAt },
        { callId: pastCallId, userId: priyaId, role: 'Patient', joinedAt: startedAt },
        { callId: pastCallId, userId: rohanId, role: 'Family', joinedAt: startedAt },
      ])
      .onConflictDoNothing();
  }

  // Rohan's video consultation with Dr. Mehta today (Priya's own demo appointments stay as they are), unless
  // he already has one with him that day.
  const { date, time } = demoVideoSlot(now);
  const [today] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.patientId, rohanId),
        eq(appointments.professionalId, mehtaId),
        eq(appointments.appointmentDate, date),
        eq(appointments.bookingType, 'Video Consultation'),
      ),
    )
    .limit(1);
  if (today) return;
  await db
    .insert(appointments)
    .values({
      id: stableUuid(`demo-appointment:rohan-mehta-video:${date}`),
      patientId: rohanId,
      professionalId: mehtaId,
      professionalRole: 'doctor',
      appointmentDate: date,
      appointmentTime: time,
      bookingType: 'Video Consultation',
      status: 'Confirmed',
      symptoms: 'Palpitations after climbing stairs for a week; wants advice before a family trip.',
      previousMeds: '',
      feePaise: rupeesToPaise(feeFor('Video Consultation')),
      paymentMethod: 'external',
      paymentStatus: 'due',
      createdAt: now,
      updatedAt: now,
    })
    // A slot someone really booked wins: no demo consultation then.
    .onConflictDoNothing();
}
