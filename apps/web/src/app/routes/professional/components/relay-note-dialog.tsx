import { MAX_TEXT } from '@arogya/contract/constants/input';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import { Send } from 'lucide-react';
import { NoteFormDialog } from './note-form-dialog';

/** Writes the relay note other professionals caring for the patient will see; empty removes it. */
export function RelayNoteDialog({
  patientName,
  current,
  open,
  onClose,
  onSubmit,
}: {
  patientName: string;
  current: string | null;
  open: boolean;
  onClose: () => void;
  onSubmit: (relayNote: string) => Promise<boolean>;
}) {
  return (
    <NoteFormDialog
      open={open}
      onClose={onClose}
      title={fill(MSG_APPOINTMENTS.proRelayTitle, { name: patientName })}
      initialNote={current ?? ''}
      label={MSG_APPOINTMENTS.relayNote}
      hint={MSG_APPOINTMENTS.proRelayHint}
      rows={5}
      maxLength={MAX_TEXT.relayNote}
      submitIcon={<Send aria-hidden="true" className="size-4" />}
      submitLabel={MSG_APPOINTMENTS.proSaveRelayNote}
      busyLabel={MSG_APPOINTMENTS.proSaving}
      onSubmit={onSubmit}
    />
  );
}
