import { MAX_TEXT } from '@arogya/contract/constants/input';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import { Send } from 'lucide-react';
import { NoteFormDialog } from './note-form-dialog';

/** A note to the patient before the visit ("bring your old reports"); the visit stays open. */
export function PatientNoteDialog({
  patientName,
  open,
  onClose,
  onSubmit,
}: {
  patientName: string;
  open: boolean;
  onClose: () => void;
  onSubmit: (text: string) => Promise<boolean>;
}) {
  return (
    <NoteFormDialog
      open={open}
      onClose={onClose}
      title={fill(MSG_APPOINTMENTS.noteToPatientTitle, { name: patientName })}
      label={MSG_APPOINTMENTS.noteToPatient}
      hint={MSG_APPOINTMENTS.noteToPatientHint}
      rows={4}
      maxLength={MAX_TEXT.patientNote}
      required
      validate={(note) => (note === '' ? MSG_APPOINTMENTS.patientNoteRequired : undefined)}
      clearOnDone
      submitIcon={<Send aria-hidden="true" className="size-4" />}
      submitLabel={MSG_APPOINTMENTS.sendNote}
      busyLabel={MSG_APPOINTMENTS.proSaving}
      onSubmit={onSubmit}
    />
  );
}
