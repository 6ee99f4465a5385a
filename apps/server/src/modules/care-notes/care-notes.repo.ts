import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
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
