import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/form-field';
import { Modal, type ModalSize } from '../../../../components/ui/modal';

/**
 * The professional's "write a note and send it" dialog, shared by Complete, Relay note and Follow-up: a
 * modal with optional fields above a text area, then Cancel and the submit button. The note is sent
 * trimmed; while it is being sent both buttons are disabled and the dialog cannot be closed. `validate`
 * may refuse the note (its message is shown on the field, which takes the focus). The dialog closes when
 * `onSubmit` resolves true; `clearOnDone` then empties the text area for the next time.
 */
export function NoteFormDialog({
  open,
  onClose,
  title,
  description,
  size,
  children,
  initialNote = '',
  label,
  hint,
  rows,
  maxLength,
  required,
  validate,
  clearOnDone = false,
  submitIcon,
  submitLabel,
  busyLabel,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  size?: ModalSize;
  /** Fields shown above the note. */
  children?: ReactNode;
  initialNote?: string;
  label: string;
  hint?: string;
  rows: number;
  maxLength: number;
  required?: boolean;
  /** The reason the (trimmed) note cannot be sent, or undefined when it can. */
  validate?: (note: string) => string | undefined;
  clearOnDone?: boolean;
  submitIcon: ReactNode;
  submitLabel: string;
  busyLabel: string;
  /** Sends the trimmed note; true when it was saved (the dialog then closes). */
  onSubmit: (note: string) => Promise<boolean>;
}) {
  const fieldId = useId();
  const [note, setNote] = useState(initialNote);
  const [error, setError] = useState<string | undefined>();
  // The send's own pending state, not a hand-kept flag.
  const send = useMutation({
    mutationFn: async (trimmed: string) => {
      if (!(await onSubmit(trimmed))) return;
      if (clearOnDone) setNote('');
      setError(undefined);
      onClose();
    },
  });
  const busy = send.isPending;

  function close() {
    if (busy) return;
    setError(undefined);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = note.trim();
    const problem = validate?.(trimmed);
    if (problem !== undefined) {
      setError(problem);
      document.getElementById(fieldId)?.focus();
      return;
    }
    send.mutate(trimmed);
  }

  return (
    <Modal open={open} onClose={close} title={title} description={description} size={size}>
      <form noValidate onSubmit={submit} className="space-y-5" aria-busy={busy}>
        {children}
        <TextAreaField
          id={fieldId}
          label={label}
          hint={hint}
          required={required}
          rows={rows}
          maxLength={maxLength}
          error={error}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            if (error && validate?.(event.target.value.trim()) === undefined) setError(undefined);
          }}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={busy}>
            {MSG_SHELL.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {submitIcon}
            {busy ? busyLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
