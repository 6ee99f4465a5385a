import type { AppointmentStatus, BookingType } from '@arogya/contract/constants/appointments';
import { type PaymentMethod, paiseToRupees } from '@arogya/contract/constants/payments';
import type { Appointment, FollowUp, PatientNote } from '@arogya/contract/schemas/appointments';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { readAll } from '../../db/reads';
import { appointmentPatientNotes, appointments } from '../../db/schema/appointments';
import { followUps } from '../../db/schema/care';
import { professionalProfiles, users } from '../../db/schema/users';
import { professionalAccessFor, slotStart } from './appointments.policy';
import type { AppointmentRow, FollowUpRow } from './appointments.repo';

/**
 * The one mapping from stored appointments to the contract `Appointment` (spec 01 §3, spec 02 §3), for
 * every route that answers an appointment: booking, My Appointments, status changes, and the care-notes
 * routes (voice note, relay note, follow-up). Loaders here do not check access: the caller has.
 */

/** Whoever is looking: decides whether the professional-only `sharedRelayNotes` are included. */
export interface AppointmentViewer {
  id: string;
}

/** An appointment with the two people on it, as stored. */
export interface AppointmentRecord {
  appointment: AppointmentRow;
  professional: { id: string; name: string; role: string; specialty: string | null };
  patient: { id: string; name: string };
}

type SharedRelayNote = NonNullable<Appointment['sharedRelayNotes']>[number];

const FILES_PATH = '/api/files/';

const professionalUser = alias(users, 'professional_user');
const patientUser = alias(users, 'patient_user');

/** Appointments matching `where`, with their people (not ordered). */
export async function findAppointmentRecords(
  db: Database | Tx,
  where: SQL | undefined,
): Promise<AppointmentRecord[]> {
  const rows = await db
    .select({
      appointment: appointments,
      professional: {
        id: professionalUser.id,
        name: professionalUser.name,
        role: professionalUser.role,
        specialty: professionalProfiles.specialty,
      },
      patient: { id: patientUser.id, name: patientUser.name },
    })
    .from(appointments)
    .innerJoin(professionalUser, eq(professionalUser.id, appointments.professionalId))
    .innerJoin(patientUser, eq(patientUser.id, appointments.patientId))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, appointments.professionalId))
    .where(where);
  return rows;
}

export async function findAppointmentRecord(
  db: Database | Tx,
  id: string,
): Promise<AppointmentRecord | null> {
  const [record] = await findAppointmentRecords(db, eq(appointments.id, id));
  return record ?? null;
}

/** The professional as the other side sees them: `doctor` on the appointment, a nurse too. */
function professionalParty(record: AppointmentRecord): Appointment['doctor'] {
  return {
    _id: record.professional.id,
    name: record.professional.name,
    specialty: record.professional.specialty,
    role: record.appointment.professionalRole,
  };
}

/** A follow-up in the contract shape; the prefill comes from the appointment it follows. */
export function toFollowUpView(followUp: FollowUpRow, source: AppointmentRecord): FollowUp {
  const a = source.appointment;
  return {
    _id: followUp.id,
    appointmentId: followUp.appointmentId,
    followUpDate: followUp.followUpDate,
    note: followUp.note,
    doctor: professionalParty(source),
    previousMeds: a.previousMeds ?? '',
    symptoms: a.symptoms ?? '',
    lastVisitTime: `${a.appointmentDate} ${a.appointmentTime}`,
    bookedAppointmentId: followUp.bookedAppointmentId,
    createdAt: followUp.createdAt.toISOString(),
  };
}

/**
 * Maps one record. `sharedRelayNotes` is given only for the professional's view; `withheld` blanks the
 * patient's own words and report (the professional's view of a Cancelled appointment).
 */
export function toAppointmentView(
  record: AppointmentRecord,
  extras: {
    followUp: FollowUpRow | null;
    sharedRelayNotes?: SharedRelayNote[];
    withheld?: boolean;
    patientNotes?: PatientNote[];
  },
): Appointment {
  const a = record.appointment;
  const withheld = extras.withheld === true;
  const view: Appointment = {
    _id: a.id,
    id: a.id,
    doctor: professionalParty(record),
    patient: { _id: record.patient.id, name: record.patient.name, role: 'patient' },
    appointmentDate: a.appointmentDate,
    appointmentTime: a.appointmentTime,
    status: a.status as AppointmentStatus,
    bookingType: a.bookingType as BookingType,
    symptoms: withheld ? '' : (a.symptoms ?? ''),
    previousMeds: withheld ? '' : (a.previousMeds ?? ''),
    fee: paiseToRupees(a.feePaise),
    paymentMethod: a.paymentMethod as PaymentMethod,
    paymentStatus: a.paymentStatus as Appointment['paymentStatus'],
    doctorNotes: a.doctorNotes,
    voiceRecording: a.voiceNoteUrl,
    voiceNoteUrl: a.voiceNoteUrl,
    relayNote: a.relayNote,
    reportUrl: a.reportFileId && !withheld ? `${FILES_PATH}${a.reportFileId}` : null,
    followUp: extras.followUp ? toFollowUpView(extras.followUp, record) : null,
    triage:
      a.triage && !withheld
        ? {
            topic: a.triage.topic,
            summary: a.triage.summary,
            emergency: a.triage.emergency,
            confirmedSafeToWait: a.triage.confirmedSafeToWait,
          }
        : null,
    patientNotes: extras.patientNotes ?? [],
    cancellationReason: a.cancellationReason,
    startsAt: slotStart(a.appointmentDate, a.appointmentTime).toISOString(),
    createdAt: a.createdAt.toISOString(),
  };
  if (extras.sharedRelayNotes) view.sharedRelayNotes = extras.sharedRelayNotes;
  return view;
}

/** The follow-up scheduled after each of these appointments (at most one each). */
async function followUpsByAppointment(
  db: Database | Tx,
  appointmentIds: readonly string[],
): Promise<Map<string, FollowUpRow>> {
  if (appointmentIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(followUps)
    .where(inArray(followUps.appointmentId, [...appointmentIds]));
  return new Map(rows.map((r) => [r.appointmentId, r]));
}

/** The notes to the patient left on each of these appointments, oldest first. */
async function patientNotesByAppointment(
  db: Database | Tx,
  appointmentIds: readonly string[],
): Promise<Map<string, PatientNote[]>> {
  const byAppointment = new Map<string, PatientNote[]>();
  if (appointmentIds.length === 0) return byAppointment;
  const rows = await db
    .select({
      id: appointmentPatientNotes.id,
      appointmentId: appointmentPatientNotes.appointmentId,
      text: appointmentPatientNotes.text,
      createdAt: appointmentPatientNotes.createdAt,
      authorName: users.name,
    })
    .from(appointmentPatientNotes)
    .innerJoin(users, eq(users.id, appointmentPatientNotes.authorId))
    .where(inArray(appointmentPatientNotes.appointmentId, [...appointmentIds]))
    .orderBy(asc(appointmentPatientNotes.createdAt), asc(appointmentPatientNotes.id));
  for (const row of rows) {
    const list = byAppointment.get(row.appointmentId) ?? [];
    list.push({
      _id: row.id,
      text: row.text,
      authorName: row.authorName,
      createdAt: row.createdAt.toISOString(),
    });
    byAppointment.set(row.appointmentId, list);
  }
  return byAppointment;
}

/**
 * Relay notes that other professionals left on appointments of these patients (spec 02 §3), newest
 * first, grouped by patient. Notes of the viewer themself are left out: they are on their own cards.
 */
async function sharedRelayNotesByPatient(
  db: Database | Tx,
  patientIds: readonly string[],
  viewerId: string,
): Promise<Map<string, SharedRelayNote[]>> {
  const byPatient = new Map<string, SharedRelayNote[]>();
  if (patientIds.length === 0) return byPatient;
  const rows = await db
    .select({
      patientId: appointments.patientId,
      appointmentId: appointments.id,
      note: appointments.relayNote,
      updatedAt: appointments.updatedAt,
      name: users.name,
      role: appointments.professionalRole,
      specialty: professionalProfiles.specialty,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.professionalId))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, appointments.professionalId))
    .where(
      and(
        inArray(appointments.patientId, [...patientIds]),
        ne(appointments.professionalId, viewerId),
        sql`btrim(coalesce(${appointments.relayNote}, '')) <> ''`,
      ),
    )
    .orderBy(desc(appointments.updatedAt), desc(appointments.id));
  for (const row of rows) {
    const list = byPatient.get(row.patientId) ?? [];
    list.push({
      doctorName: row.name,
      doctorDesignation: row.specialty ?? row.role,
      note: row.note ?? '',
      appointmentId: row.appointmentId,
      updatedAt: row.updatedAt.toISOString(),
    });
    byPatient.set(row.patientId, list);
  }
  return byPatient;
}

/**
 * Maps records for `viewer`, with their follow-ups and — on the appointments where the viewer is the
 * professional — the shared relay notes, only through a Confirmed or Completed appointment (access ends
 * with the relationship; appointments.policy `professionalAccessFor`). Keeps the order given.
 */
export async function toAppointmentViews(
  db: Database | Tx,
  records: readonly AppointmentRecord[],
  viewer: AppointmentViewer,
): Promise<Appointment[]> {
  const ids = records.map((r) => r.appointment.id);
  const [followUpMap, notesMap] = await readAll(db, [
    () => followUpsByAppointment(db, ids),
    () => patientNotesByAppointment(db, ids),
  ]);
  const asProfessional = records.filter(
    (r) =>
      r.appointment.professionalId === viewer.id && professionalAccessFor(r.appointment.status) === 'history',
  );
  const shared = await sharedRelayNotesByPatient(
    db,
    [...new Set(asProfessional.map((r) => r.appointment.patientId))],
    viewer.id,
  );
  return records.map((record) => {
    const a = record.appointment;
    if (a.professionalId !== viewer.id) {
      return toAppointmentView(record, {
        followUp: followUpMap.get(a.id) ?? null,
        patientNotes: notesMap.get(a.id) ?? [],
      });
    }
    const access = professionalAccessFor(a.status);
    return toAppointmentView(record, {
      followUp: followUpMap.get(a.id) ?? null,
      patientNotes: notesMap.get(a.id) ?? [],
      sharedRelayNotes: access === 'history' ? (shared.get(a.patientId) ?? []) : [],
      withheld: access === 'none',
    });
  });
}

/** One appointment as `viewer` sees it, or null when there is no such appointment. No access check. */
export async function loadAppointmentView(
  db: Database | Tx,
  id: string,
  viewer: AppointmentViewer,
): Promise<Appointment | null> {
  const record = await findAppointmentRecord(db, id);
  if (!record) return null;
  const [view] = await toAppointmentViews(db, [record], viewer);
  return view ?? null;
}

/** Appointments matching `where` as `viewer` sees them, by start time (earliest first). */
export async function loadAppointmentViews(
  db: Database | Tx,
  where: SQL | undefined,
  viewer: AppointmentViewer,
): Promise<Appointment[]> {
  const records = await findAppointmentRecords(db, where);
  const startOf = (r: AppointmentRecord) =>
    slotStart(r.appointment.appointmentDate, r.appointment.appointmentTime).getTime();
  records.sort((x, y) => startOf(x) - startOf(y) || x.appointment.id.localeCompare(y.appointment.id));
  return toAppointmentViews(db, records, viewer);
}

/**
 * A follow-up in the contract shape with the two people it belongs to (for the caller's access check),
 * or null when there is no such follow-up.
 */
export async function loadFollowUpView(
  db: Database | Tx,
  followUpId: string,
): Promise<{ followUp: FollowUp; patientId: string; professionalId: string } | null> {
  const [row] = await db.select().from(followUps).where(eq(followUps.id, followUpId)).limit(1);
  if (!row) return null;
  const source = await findAppointmentRecord(db, row.appointmentId);
  if (!source) return null;
  return {
    followUp: toFollowUpView(row, source),
    patientId: row.patientId,
    professionalId: row.professionalId,
  };
}
