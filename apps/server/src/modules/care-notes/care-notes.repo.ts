import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { appointmentPatientNotes, appointments } from '../../db/schema/appointments';
import { followUps } from '../../db/schema/care';
import { users } from '../../db/schema/users';
import { type AppointmentRecord, findAppointmentRecords } from '../appointments/appointment-view';
import type { FollowUpRow } from '../appointments/appointments.repo';

/**
 * Writes one care-note column of a completed appointment of this professional. The conditions repeat
 * the checks the service made, so a write can never land on someone else's or an unfinished appointment.
 * False when nothing matched.
 */
export async function setCareNote(
  db: Database | Tx,
  appointmentId: string,
  professionalId: string,
  change: { voiceNoteUrl: string } | { relayNote: string | null },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(appointments)
    .set({ ...change, updatedAt: now })
    .where(
      and(
        eq(appointments.id, appointmentId),
        eq(appointments.professionalId, professionalId),
        eq(appointments.status, 'Completed'),
      ),
    )
    .returning({ id: appointments.id });
  return rows.length === 1;
}

/**
 * Creates the appointment's follow-up, or changes its date and note while the patient has not booked
 * it. One statement, so two concurrent calls cannot make two follow-ups (the unique index on the
 * appointment) and a booking that lands first wins. Null when the follow-up is already booked.
 */
export async function upsertFollowUp(
  tx: Tx,
  values: {
    appointmentId: string;
    patientId: string;
    professionalId: string;
    followUpDate: string;
    note: string;
  },
  now: Date,
): Promise<FollowUpRow | null> {
  const [row] = await tx
    .insert(followUps)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: followUps.appointmentId,
      set: { followUpDate: values.followUpDate, note: values.note, updatedAt: now },
      setWhere: isNull(followUps.bookedAppointmentId),
    })
    .returning();
  return row ?? null;
}

/** The patient's other appointments, with any professional, cancelled ones left out. */
export async function findOtherVisits(
  db: Database | Tx,
  patientId: string,
  exceptAppointmentId: string,
): Promise<AppointmentRecord[]> {
  return findAppointmentRecords(
    db,
    and(
      eq(appointments.patientId, patientId),
      ne(appointments.status, 'Cancelled'),
      ne(appointments.id, exceptAppointmentId),
    ),
  );
}

/** The patient's follow-ups with the name and role of the professional who scheduled each. */
export async function findFollowUpsOfPatient(
  db: Database | Tx,
  patientId: string,
): Promise<Array<{ followUp: FollowUpRow; professionalName: string; professionalRole: string }>> {
  return db
    .select({ followUp: followUps, professionalName: users.name, professionalRole: users.role })
    .from(followUps)
    .innerJoin(users, eq(users.id, followUps.professionalId))
    .where(eq(followUps.patientId, patientId));
}

/**
 * Adds a note to the patient on this professional's appointment while it is in one of `statuses`. The
 * appointment row is locked first, so a concurrent completion or cancellation either lands before (no
 * note) or waits for the note. False when the appointment no longer qualifies.
 */
export async function insertPatientNote(
  tx: Tx,
  values: { appointmentId: string; authorId: string; text: string },
  statuses: readonly string[],
  now: Date,
): Promise<boolean> {
  const [open] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.id, values.appointmentId),
        eq(appointments.professionalId, values.authorId),
        inArray(appointments.status, [...statuses]),
      ),
    )
    .for('update');
  if (!open) return false;
  await tx.insert(appointmentPatientNotes).values({ ...values, createdAt: now });
  return true;
}
