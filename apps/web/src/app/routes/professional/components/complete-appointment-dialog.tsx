import { MAX_TEXT } from '@arogya/contract/constants/input';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import { CheckCheck } from 'lucide-react';
import { NoteFormDialog } from './note-form-dialog';

/** Notes are required before a visit can be completed. */
const requireNotes = (notes: string) => (notes === '' ? MSG_APPOINTMENTS.doctorNotesRequired : undefined);

/**
 * Confirmed → Completed happens only here (spec 02 §4): the notes are required ('Please add notes before
 * completing the appointment.'), and 'Submit & Mark Complete' sends them as doctorNotes. An empty or
 * blank note sends nothing.
 */
export function CompleteAppointmentDialog({
  patientName,
  notesLabel,
  open,
  onClose,
  onSubmit,
}: {
  patientName: string;
  notesLabel: string;
  open: boolean;
  onClose: () => void;
  onSubmit: (doctorNotes: string) => Promise<boolean>;
}) {
  return (
    <NoteFormDialog
      open={open}
      onClose={onClose}
      title={fill(MSG_APPOINTMENTS.proCompleteTitle, { name: patientName })}
      label={notesLabel}
      hint={MSG_APPOINTMENTS.proNotesHint}
      required
      rows={6}
      maxLength={MAX_TEXT.doctorNotes}
      validate={requireNotes}
      clearOnDone
      submitIcon={<CheckCheck aria-hidden="true" className="size-4" />}
      submitLabel={MSG_APPOINTMENTS.submitAndMarkComplete}
      busyLabel={MSG_APPOINTMENTS.proSubmitting}
      onSubmit={onSubmit}
    />
  );
}
