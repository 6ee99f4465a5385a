import { patientAppointmentLink } from '@arogya/contract/constants/appointments';
import { indiaDate } from '@arogya/contract/india-time';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PRIVACY } from '@arogya/contract/messages/privacy';
import type { Appointment, FollowUp } from '@arogya/contract/schemas/appointments';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import type { DomainEventSink } from '../../realtime/dispatch';
import { buildPatientSummary, type VisitSummaryInput } from '../ai/visit-summary';
import { formatSlotDay, professionalTitle } from '../appointments/appointment-notices';
import {
  type AppointmentRecord,
  findAppointmentRecord,
  loadAppointmentView,
  loadFollowUpView,
  toFollowUpView,
} from '../appointments/appointment-view';
import { assertMayReadThrough } from '../appointments/appointments.policy';
import { fileUrl, findOwnFile } from '../files/files.repo';
import { insertNotifications, pushNotifications } from '../notifications/notifications.service';
import { aiSummariesAllowed } from '../privacy/consent.repo';
import {
  assertCompleted,
  assertOpenForPatientNotes,
  assertPartyOf,
  assertProfessionalOf,
  checkFollowUpDate,
  fileIdOfUrl,
  PATIENT_NOTE_STATUSES,
  partyOf,
} from './care-notes.policy';
import {
  findFollowUpsOfPatient,
  findOtherVisits,
  insertPatientNote,
  setCareNote,
  upsertFollowUp,
} from './care-notes.repo';
import { buildIntakeFormPdf, intakeFormFileName } from './intake-form-pdf';

export interface CareNotesServiceDeps {
  db: Database;
  clock: Clock;
  events: DomainEventSink;
  /** The app's public origin: the intake form prints the report's full address. */
  publicUrl: string;
}

type CareNoteChange = { voiceNoteUrl: string } | { relayNote: string | null };

export interface AppointmentUpdated {
  msg: string;
  message: string;
  data: Appointment;
}

/** 'Cardiologist', or 'Nurse' for a professional without a specialty. */
function designationOf(specialty: string | null, role: string): string {
  return specialty ?? role.charAt(0).toUpperCase() + role.slice(1);
}

/**
 * The professional's tools on an appointment (spec 02 §2–§5): voice note, relay note, follow-up, the
 * patient summary and the intake form. Every method looks the appointment up (unknown → 404) and then
 * checks that the caller is its professional — or, for the intake form and follow-ups, one of its two
 * people — before anything else.
 */
export function createCareNotesService({ db, clock, events, publicUrl }: CareNotesServiceDeps) {
  async function recordOf(appointmentId: string): Promise<AppointmentRecord> {
    const record = await findAppointmentRecord(db, appointmentId);
    if (!record) throw new NotFoundError(MSG_APPOINTMENTS.notFound);
    return record;
  }

  /** Both people's lists refresh without a reload. */
  function announceChange(record: AppointmentRecord): void {
    const { id, patientId, professionalId } = record.appointment;
    events.record({ type: 'appointment.changed', appointmentId: id, parties: [patientId, professionalId] });
  }

  async function updated(
    record: AppointmentRecord,
    viewer: SessionUser,
    msg: string,
  ): Promise<AppointmentUpdated> {
    const data = await loadAppointmentView(db, record.appointment.id, { id: viewer.id });
    if (!data) throw new NotFoundError(MSG_APPOINTMENTS.notFound);
    return { msg, message: msg, data };
  }

  /**
   * Writes a care note after the common checks; `change` may check more and gives the column to write.
   * The update's own conditions repeat the rules, so it can never land elsewhere.
   */
  async function writeNote(
    user: SessionUser,
    appointmentId: string,
    change: () => Promise<CareNoteChange> | CareNoteChange,
  ): Promise<AppointmentRecord> {
    const record = await recordOf(appointmentId);
    assertProfessionalOf(record.appointment, user.id);
    assertCompleted(record.appointment.status);
    const values = await change();
    // Completed is final and the professional never changes: only a deleted appointment misses here.
    if (!(await setCareNote(db, appointmentId, user.id, values, clock.now()))) {
      throw new NotFoundError(MSG_APPOINTMENTS.notFound);
    }
    return record;
  }

  return {
    /** POST /appointments/{id}/voicenote: a voice note this professional uploaded (`/api/files/<id>`). */
    async saveVoiceNote(
      user: SessionUser,
      appointmentId: string,
      voiceNoteUrl: string,
    ): Promise<AppointmentUpdated> {
      const record = await writeNote(user, appointmentId, async () => {
        // Only a voice note the professional uploaded themself: never another person's file, which the
        // patient would then be allowed to read.
        const fileId = fileIdOfUrl(voiceNoteUrl);
        if (!fileId || !(await findOwnFile(db, fileId, user.id, 'voice-note'))) {
          throw new ValidationError(MSG_APPOINTMENTS.voiceNoteNotUploaded, [
            { path: 'body.voiceNoteUrl', message: MSG_APPOINTMENTS.voiceNoteNotUploaded },
          ]);
        }
        return { voiceNoteUrl: fileUrl(fileId) };
      });
      announceChange(record);
      return updated(record, user, MSG_APPOINTMENTS.voiceNoteSaved);
    },

    /** PUT /appointments/{id}/relay: the note other professionals caring for the patient see; '' clears it. */
    async saveRelayNote(
      user: SessionUser,
      appointmentId: string,
      relayNote: string,
    ): Promise<AppointmentUpdated> {
      const note = relayNote.trim();
      const record = await writeNote(user, appointmentId, () => ({ relayNote: note === '' ? null : note }));
      announceChange(record);
      return updated(record, user, MSG_APPOINTMENTS.relayNoteSaved);
    },

    /**
     * POST /appointments/{id}/schedule-follow-up: creates the follow-up, or moves it while it is not
     * booked; the patient is notified in the same transaction and the notice pushed after the commit.
     */
    async scheduleFollowUp(
      user: SessionUser,
      appointmentId: string,
      input: { followUpDate: string; note: string },
    ): Promise<{ msg: string; message: string; data: FollowUp }> {
      const record = await recordOf(appointmentId);
      const a = record.appointment;
      assertProfessionalOf(a, user.id);
      assertCompleted(a.status);
      checkFollowUpDate(input.followUpDate, indiaDate(clock.now()));
      const now = clock.now();

      const { followUp, created } = await db.transaction(async (tx) => {
        const row = await upsertFollowUp(
          tx,
          {
            appointmentId,
            patientId: a.patientId,
            professionalId: a.professionalId,
            followUpDate: input.followUpDate,
            note: input.note.trim(),
          },
          now,
        );
        if (!row) throw new ConflictError(MSG_APPOINTMENTS.followUpLocked);
        const notices = await insertNotifications(
          tx,
          [
            {
              userId: a.patientId,
              kind: 'follow_up_scheduled',
              message: fill(MSG_APPOINTMENTS.followUpNotification, {
                name: professionalTitle(record.professional.name, a.professionalRole),
                date: formatSlotDay(row.followUpDate),
              }),
              link: `/follow-up/${row.id}`,
              appointmentId,
            },
          ],
          clock.now(),
        );
        return { followUp: row, created: notices };
      });
      pushNotifications(events, created);
      announceChange(record);
      const msg = MSG_APPOINTMENTS.followUpScheduled;
      return { msg, message: msg, data: toFollowUpView(followUp, record) };
    },

    /**
     * POST /appointments/{id}/patient-notes: a note to the patient on a Pending or Confirmed visit that
     * leaves it open. The patient is notified in the same transaction — the notice names the professional
     * and the day only, never the note (it may carry health details).
     */
    async addPatientNote(
      user: SessionUser,
      appointmentId: string,
      text: string,
    ): Promise<AppointmentUpdated> {
      const record = await recordOf(appointmentId);
      const a = record.appointment;
      assertProfessionalOf(a, user.id);
      assertOpenForPatientNotes(a.status);
      const now = clock.now();
      const created = await db.transaction(async (tx) => {
        const added = await insertPatientNote(
          tx,
          { appointmentId, authorId: user.id, text: text.trim() },
          PATIENT_NOTE_STATUSES,
          now,
        );
        // Completed or cancelled meanwhile.
        if (!added) throw new ConflictError(MSG_APPOINTMENTS.patientNoteOnlyOpen);
        return insertNotifications(
          tx,
          [
            {
              userId: a.patientId,
              kind: 'patient_note',
              message: fill(MSG_APPOINTMENTS.patientNoteNotification, {
                name: professionalTitle(record.professional.name, a.professionalRole),
                date: formatSlotDay(a.appointmentDate),
              }),
              // Notes are added to open visits, which are on the Upcoming tab.
              link: patientAppointmentLink(appointmentId, 'Upcoming'),
              appointmentId,
            },
          ],
          clock.now(),
        );
      });
      pushNotifications(events, created);
      announceChange(record);
      return updated(record, user, MSG_APPOINTMENTS.patientNoteSaved);
    },

    /** GET /follow-ups/{id}: for its patient (the booking prefill) and its professional; others 404. */
    async followUp(user: SessionUser, followUpId: string): Promise<FollowUp> {
      const found = await loadFollowUpView(db, followUpId);
      if (!found || !partyOf(found, user.id)) throw new NotFoundError(MSG_APPOINTMENTS.followUpNotFound);
      return found.followUp;
    },

    /** GET /appointments/{id}/summary: the local engine's summary, for the appointment's professional. */
    async patientSummary(
      user: SessionUser,
      appointmentId: string,
    ): Promise<{
      summary: string;
      sections: Array<{ title: string; items: string[] }>;
      generatedAt: string;
    }> {
      const record = await recordOf(appointmentId);
      const a = record.appointment;
      assertProfessionalOf(a, user.id);
      // The patient withdrew consent to AI summaries of their visit notes (decision 051): none is made.
      if (!(await aiSummariesAllowed(db, a.patientId)))
        throw new ForbiddenError(MSG_PRIVACY.aiSummariesWithdrawn);
      // Through a Pending appointment only its own data; through a Cancelled one nothing.
      const history = assertMayReadThrough(a, user.id) === 'history';
      const [visits, followUps] = history
        ? await Promise.all([findOtherVisits(db, a.patientId, a.id), findFollowUpsOfPatient(db, a.patientId)])
        : [[], []];
      const now = clock.now();
      const input: VisitSummaryInput = {
        patientName: record.patient.name,
        today: indiaDate(now),
        appointment: {
          date: a.appointmentDate,
          time: a.appointmentTime,
          bookingType: a.bookingType,
          symptoms: a.symptoms ?? '',
          previousMeds: a.previousMeds ?? '',
          hasReport: a.reportFileId !== null,
        },
        history: visits.map((v) => ({
          date: v.appointment.appointmentDate,
          time: v.appointment.appointmentTime,
          bookingType: v.appointment.bookingType,
          status: v.appointment.status,
          professionalName: professionalTitle(v.professional.name, v.appointment.professionalRole),
          professionalDesignation: designationOf(v.professional.specialty, v.appointment.professionalRole),
          doctorNotes: v.appointment.status === 'Completed' ? v.appointment.doctorNotes : null,
        })),
        followUps: followUps.map((f) => ({
          date: f.followUp.followUpDate,
          note: f.followUp.note,
          professionalName: professionalTitle(f.professionalName, f.professionalRole),
          booked: f.followUp.bookedAppointmentId !== null,
        })),
      };
      return { ...buildPatientSummary(input), generatedAt: now.toISOString() };
    },

    /** GET /appointments/{id}/intake-form: the PDF, for the appointment's professional and its patient. */
    async intakeForm(
      user: SessionUser,
      appointmentId: string,
    ): Promise<{ fileName: string; bytes: Uint8Array }> {
      const record = await recordOf(appointmentId);
      const a = record.appointment;
      assertPartyOf(a, user.id);
      assertMayReadThrough(a, user.id);
      const bytes = await buildIntakeFormPdf({
        appointmentId: a.id,
        patientName: record.patient.name,
        appointmentDate: a.appointmentDate,
        appointmentTime: a.appointmentTime,
        bookingType: a.bookingType,
        status: a.status,
        professionalName: professionalTitle(record.professional.name, a.professionalRole),
        professionalDesignation: designationOf(record.professional.specialty, a.professionalRole),
        symptoms: a.symptoms ?? '',
        previousMeds: a.previousMeds ?? '',
        reportUrl: a.reportFileId ? new URL(fileUrl(a.reportFileId), publicUrl).toString() : null,
        triage: a.triage,
        generatedAt: clock.now(),
      });
      return { fileName: intakeFormFileName(a.appointmentDate, record.patient.name), bytes };
    },
  };
}

export type CareNotesService = ReturnType<typeof createCareNotesService>;
