import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import type { Appointment, FollowUp } from '@arogya/contract/schemas/appointments';
import {
  CalendarPlus,
  CalendarX2,
  Check,
  ClipboardCheck,
  MessageSquareText,
  Mic,
  NotebookPen,
} from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { isApiError, notifyRequestFailure } from '../../../../lib/api-client';
import { formatLongDay } from '../../../../lib/india-date';
import { type Clock, systemClock, useNow } from '../../../../lib/use-now';
import { addPatientNote } from '../api/add-patient-note';
import { saveRelayNote } from '../api/save-relay-note';
import { attachVoiceNote, uploadVoiceNote } from '../api/save-voice-note';
import { scheduleFollowUp } from '../api/schedule-follow-up';
import { updateAppointmentStatus } from '../api/update-appointment-status';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { CompleteAppointmentDialog } from './complete-appointment-dialog';
import { FollowUpDialog } from './follow-up-dialog';
import { PatientNoteDialog } from './patient-note-dialog';
import { RelayNoteDialog } from './relay-note-dialog';
import { type VoiceNoteChoice, VoiceNoteDialog } from './voice-note-dialog';

type Dialog = 'cancel' | 'complete' | 'follow-up' | 'voice' | 'relay' | 'patient-note' | null;

export interface AppointmentChange {
  /** The server's fresh copy of the appointment. */
  appointment?: Appointment;
  /** A follow-up just scheduled for it. */
  followUp?: FollowUp;
}

/** Someone else changed it meanwhile (409), or it is gone (404): the list is out of date. */
function isStale(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 409);
}

/**
 * The actions a status allows (spec 02 §4; the server enforces the same rules): Pending → Confirm or
 * Cancel (asks first); Confirmed → Mark Complete through the notes dialog, disabled with the reason until
 * the visit has started; Pending and Confirmed → a note to the patient; Completed → follow-up, voice note
 * and relay note; Cancelled → none. Each success toasts the server's message and hands the updated
 * appointment to `onChange`; each failure toasts the server's message or the spec's fallback.
 */
export function AppointmentActions({
  appointment,
  notesLabel,
  onChange,
  onStale,
  clock = systemClock,
}: {
  appointment: Appointment;
  notesLabel: string;
  onChange: (change: AppointmentChange) => void;
  onStale: () => void;
  /** Where "now" comes from (tests pass their own). */
  clock?: Clock;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const now = useNow(clock);
  const completeHintId = useId();
  // A visit is completed once it has started (the server refuses earlier).
  const notStartedYet = now < Date.parse(appointment.startsAt);
  const [busy, setBusy] = useState(false);
  const { _id: id, status, patient } = appointment;
  const close = () => setDialog(null);

  async function run<T extends { msg: string }>(
    action: () => Promise<T>,
    texts: { success: string; failure: string },
    apply: (result: T) => AppointmentChange,
  ) {
    setBusy(true);
    try {
      const result = await action();
      toast.success(result.msg || texts.success);
      onChange(apply(result));
      return true;
    } catch (error) {
      notifyRequestFailure(error, texts.failure);
      if (isStale(error)) {
        onStale();
        setDialog(null);
      }
      return false;
    } finally {
      setBusy(false);
    }
  }

  const changeStatus = (next: 'Confirmed' | 'Cancelled' | 'Completed', doctorNotes?: string) =>
    run(
      () => updateAppointmentStatus(id, { status: next, ...(doctorNotes !== undefined && { doctorNotes }) }),
      { success: statusUpdatedText(next), failure: MSG_APPOINTMENTS.updateStatusFailed },
      (result) => ({ appointment: result.data }),
    );

  async function saveVoiceNote({ blob, fileName }: VoiceNoteChoice) {
    setBusy(true);
    let url: string;
    try {
      url = (await uploadVoiceNote(blob, fileName)).secure_url;
    } catch (error) {
      notifyRequestFailure(error, MSG_APPOINTMENTS.uploadFailed);
      setBusy(false);
      return false;
    }
    return run(
      () => attachVoiceNote(id, url),
      { success: MSG_APPOINTMENTS.voiceNoteSaved, failure: MSG_APPOINTMENTS.voiceNoteSaveFailed },
      (result) => ({ appointment: result.data }),
    );
  }

  const followUp = appointment.followUp;
  const followUpBooked = followUp?.bookedAppointmentId != null;

  return (
    <div className="grid gap-2 sm:flex sm:flex-wrap">
      {status === 'Pending' && (
        <>
          <Button size="sm" onClick={() => void changeStatus('Confirmed')} disabled={busy}>
            <Check aria-hidden="true" className="size-4" />
            {MSG_APPOINTMENTS.confirm}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('cancel')} disabled={busy}>
            <CalendarX2 aria-hidden="true" className="size-4" />
            {MSG_APPOINTMENTS.cancel}
          </Button>
        </>
      )}
      {status === 'Confirmed' && (
        <div className="grid gap-1 sm:flex sm:basis-full sm:items-center sm:gap-3">
          <Button
            size="sm"
            className="shrink-0 whitespace-nowrap"
            onClick={() => setDialog('complete')}
            disabled={busy || notStartedYet}
            aria-describedby={notStartedYet ? completeHintId : undefined}
          >
            <ClipboardCheck aria-hidden="true" className="size-4" />
            {MSG_APPOINTMENTS.markComplete}
          </Button>
          {notStartedYet && (
            <p id={completeHintId} className="text-xs text-slate-600 dark:text-slate-400">
              {fill(MSG_APPOINTMENTS.completeAvailableFrom, {
                start: `${formatLongDay(appointment.appointmentDate)}, ${appointment.appointmentTime}`,
              })}
            </p>
          )}
        </div>
      )}
      {(status === 'Pending' || status === 'Confirmed') && (
        <Button size="sm" variant="outline" onClick={() => setDialog('patient-note')} disabled={busy}>
          <MessageSquareText aria-hidden="true" className="size-4" />
          {MSG_APPOINTMENTS.noteToPatient}
        </Button>
      )}
      {status === 'Completed' && (
        <>
          {!followUpBooked && (
            <Button size="sm" onClick={() => setDialog('follow-up')} disabled={busy}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              {followUp ? MSG_APPOINTMENTS.proUpdateFollowUp : MSG_APPOINTMENTS.scheduleFollowUp}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => setDialog('voice')} disabled={busy}>
            <Mic aria-hidden="true" className="size-4" />
            {appointment.voiceRecording
              ? MSG_APPOINTMENTS.proReplaceVoiceNote
              : MSG_APPOINTMENTS.proAddVoiceNote}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDialog('relay')} disabled={busy}>
            <NotebookPen aria-hidden="true" className="size-4" />
            {appointment.relayNote ? MSG_APPOINTMENTS.proEditRelayNote : MSG_APPOINTMENTS.proAddRelayNote}
          </Button>
        </>
      )}

      {/* Mounted only while open, so each opening starts from the appointment as it is now. */}
      {dialog === 'cancel' && (
        <CancelAppointmentDialog
          appointment={appointment}
          open
          pending={busy}
          onClose={close}
          onConfirm={() =>
            void changeStatus('Cancelled').then((done) => {
              if (done) close();
            })
          }
        />
      )}
      {dialog === 'complete' && (
        <CompleteAppointmentDialog
          patientName={patient.name}
          notesLabel={notesLabel}
          open
          onClose={close}
          onSubmit={(notes) => changeStatus('Completed', notes)}
        />
      )}
      {dialog === 'follow-up' && (
        <FollowUpDialog
          patientName={patient.name}
          existing={followUp}
          open
          onClose={close}
          onSubmit={(body) =>
            run(
              () => scheduleFollowUp(id, body),
              { success: MSG_APPOINTMENTS.followUpScheduled, failure: MSG_APPOINTMENTS.followUpFailed },
              (result) => ({ followUp: result.data }),
            )
          }
        />
      )}
      {dialog === 'patient-note' && (
        <PatientNoteDialog
          patientName={patient.name}
          open
          onClose={close}
          onSubmit={(text) =>
            run(
              () => addPatientNote(id, text),
              { success: MSG_APPOINTMENTS.patientNoteSaved, failure: MSG_APPOINTMENTS.patientNoteSaveFailed },
              (result) => ({ appointment: result.data }),
            )
          }
        />
      )}
      {dialog === 'voice' && (
        <VoiceNoteDialog patientName={patient.name} open onClose={close} onSave={saveVoiceNote} />
      )}
      {dialog === 'relay' && (
        <RelayNoteDialog
          patientName={patient.name}
          current={appointment.relayNote}
          open
          onClose={close}
          onSubmit={(relayNote) =>
            run(
              () => saveRelayNote(id, relayNote),
              { success: MSG_APPOINTMENTS.relayNoteSaved, failure: MSG_APPOINTMENTS.relayNoteSaveFailed },
              (result) => ({ appointment: result.data }),
            )
          }
        />
      )}
    </div>
  );
}

/** The toast text when the server answers without one (it normally sends 'Appointment successfully …!'). */
export function statusUpdatedText(status: string): string {
  return fill(MSG_APPOINTMENTS.statusUpdated, { status: status.toLowerCase() });
}
