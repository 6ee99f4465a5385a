import { MAX_TEXT } from '@arogya/contract/constants';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { CheckCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';

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
  const fieldId = useId();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  function close() {
    if (busy) return;
    setError(undefined);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = notes.trim();
    if (trimmed === '') {
      setError(MSG_APPOINTMENTS.doctorNotesRequired);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setBusy(true);
    const done = await onSubmit(trimmed);
    setBusy(false);
    if (done) {
      setNotes('');
      setError(undefined);
      onClose();
    }
  }

  return (
    <Modal open={open} onClose={close} title={fill(MSG_APPOINTMENTS.proCompleteTitle, { name: patientName })}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" aria-busy={busy}>
        <TextAreaField
          id={fieldId}
          label={notesLabel}
          required
          rows={6}
          maxLength={MAX_TEXT.doctorNotes}
          hint={MSG_APPOINTMENTS.proNotesHint}
          error={error}
          value={notes}
          onChange={(event) => {
            setNotes(event.target.value);
            if (error && event.target.value.trim() !== '') setError(undefined);
          }}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={busy}>
            {MSG_SHELL.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            <CheckCheck aria-hidden="true" className="size-4" />
            {busy ? MSG_APPOINTMENTS.proSubmitting : MSG_APPOINTMENTS.submitAndMarkComplete}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
