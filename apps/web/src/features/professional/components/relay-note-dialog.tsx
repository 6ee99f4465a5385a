import { MAX_TEXT } from '@arogya/contract/constants';
import { MSG_APPOINTMENTS } from '@arogya/contract/messages/appointments';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';

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
  const [note, setNote] = useState(current ?? '');
  const [busy, setBusy] = useState(false);

  function close() {
    if (!busy) onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const done = await onSubmit(note.trim());
    setBusy(false);
    if (done) onClose();
  }

  return (
    <Modal open={open} onClose={close} title={fill(MSG_APPOINTMENTS.proRelayTitle, { name: patientName })}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" aria-busy={busy}>
        <TextAreaField
          label={MSG_APPOINTMENTS.relayNote}
          hint={MSG_APPOINTMENTS.proRelayHint}
          rows={5}
          maxLength={MAX_TEXT.relayNote}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={busy}>
            {MSG_SHELL.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            <Send aria-hidden="true" className="size-4" />
            {busy ? MSG_APPOINTMENTS.proSaving : MSG_APPOINTMENTS.proSaveRelayNote}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
