import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import type { Appointment } from '@arogya/contract/schemas/appointments';
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
import { Button } from '../../../../components/ui/button';
import { onDemand } from '../../../../components/ui/on-demand';
import { isStaleAppointment } from '../../../../lib/api/my-appointments';
import { formatLongDay } from '../../../../lib/india-date';
import { notifyRequestFailure } from '../../../../lib/request-failure';
import { toast } from '../../../../lib/toast';
import { type Clock, systemClock, useNow } from '../../../../lib/use-now';
import { useAddPatientNote } from '../api/add-patient-note';
import { useSaveRelayNote } from '../api/save-relay-note';
import { useSaveVoiceNote } from '../api/save-voice-note';
import { useScheduleFollowUp } from '../api/schedule-follow-up';
import { useUpdateAppointmentStatus } from '../api/update-appointment-status';
import type { VoiceNoteChoice } from './voice-note-dialog';

// Each dialog opens after a click: its code (the form library, the dialog) loads on demand, not with the page.
const CancelAppointmentDialog = onDemand(() =>
  import('./cancel-appointment-dialog').then((m) => m.CancelAppointmentDialog),
);
const CompleteAppointmentDialog = onDemand(() =>
  import('./complete-appointment-dialog').then((m) => m.CompleteAppointmentDialog),
);
const FollowUpDialog = onDemand(() => import('./follow-up-dialog').then((m) => m.FollowUpDialog));
const PatientNoteDialog = onDemand(() => import('./patient-note-dialog').then((m) => m.PatientNoteDialog));
const RelayNoteDialog = onDemand(() => import('./relay-note-dialog').then((m) => m.RelayNoteDialog));
const VoiceNoteDialog = onDemand(() => import('./voice-note-dialog').then((m) => m.VoiceNoteDialog));

type Dialog = 'cancel' | 'complete' | 'follow-up' | 'voice' | 'relay' | 'patient-note' | null;

/**
 * The actions a status allows (spec 02 §4; the server enforces the same rules): Pending → Confirm or
 * Cancel (asks first); Confirmed → Mark Complete through the notes dialog, disabled with the reason until
 * the visit has started; Pending and Confirmed → a note to the patient; Completed → follow-up, voice note
 * and relay note; Cancelled → none. Each success toasts the server's message (the mutations update the
 * cached list); each failure toasts the server's message or the spec's fallback, and a list found out of
 * date (404/409) is read again.
 */
export function AppointmentActions({
  appointment,
  notesLabel,
  clock = systemClock,
}: {
  appointment: Appointment;
  notesLabel: string;
  /** Where "now" comes from (tests pass their own). */
  clock?: Clock;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const now = useNow(clock);
  const completeHintId = useId();
  // A visit is completed once it has started (the server refuses earlier).
  const notStartedYet = now < Date.parse(appointment.startsAt);
  const statusChange = useUpdateAppointmentStatus();
  const patientNote = useAddPatientNote();
  const relayNote = useSaveRelayNote();
  const followUpScheduling = useScheduleFollowUp();
  const voiceNote = useSaveVoiceNote();
  const busy =
    statusChange.isPending ||
    patientNote.isPending ||
    relayNote.isPending ||
    followUpScheduling.isPending ||
    voiceNote.isPending;
  const { _id: id, status, patient } = appointment;
  const close = () => setDialog(null);

  /** Toasts the outcome; true when it succeeded (the dialog then closes). */
  async function run<T extends { msg: string }>(
    action: Promise<T>,
    texts: { success: string; failure: string },
  ): Promise<boolean> {
    try {
      const result = await action;
      toast.success(result.msg || texts.success);
      return true;
    } catch (error) {
      notifyRequestFailure(error, texts.failure);
      if (isStaleAppointment(error)) setDialog(null);
      return false;
    }
  }

  const changeStatus = (next: 'Confirmed' | 'Cancelled' | 'Completed', doctorNotes?: string) =>
    run(statusChange.mutateAsync({ id, status: next, ...(doctorNotes !== undefined && { doctorNotes }) }), {
      success: statusUpdatedText(next),
      failure: MSG_APPOINTMENTS.updateStatusFailed,
    });

  async function saveVoiceNote({ blob, fileName }: VoiceNoteChoice) {
    let url: string;
    try {
      url = (await voiceNote.upload.mutateAsync({ blob, fileName })).secure_url;
    } catch (error) {
      notifyRequestFailure(error, MSG_APPOINTMENTS.uploadFailed);
      return false;
    }
    return run(voiceNote.attach.mutateAsync({ id, url }), {
      success: MSG_APPOINTMENTS.voiceNoteSaved,
      failure: MSG_APPOINTMENTS.voiceNoteSaveFailed,
    });
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
            run(followUpScheduling.mutateAsync({ id, ...body }), {
              success: MSG_APPOINTMENTS.followUpScheduled,
              failure: MSG_APPOINTMENTS.followUpFailed,
            })
          }
        />
      )}
      {dialog === 'patient-note' && (
        <PatientNoteDialog
          patientName={patient.name}
          open
          onClose={close}
          onSubmit={(text) =>
            run(patientNote.mutateAsync({ id, text }), {
              success: MSG_APPOINTMENTS.patientNoteSaved,
              failure: MSG_APPOINTMENTS.patientNoteSaveFailed,
            })
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
          onSubmit={(note) =>
            run(relayNote.mutateAsync({ id, relayNote: note }), {
              success: MSG_APPOINTMENTS.relayNoteSaved,
              failure: MSG_APPOINTMENTS.relayNoteSaveFailed,
            })
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
