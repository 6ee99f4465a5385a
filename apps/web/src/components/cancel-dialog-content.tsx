import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { Modal } from './ui/modal';

/**
 * The one "are you sure you want to cancel?" dialog: what is being cancelled (the children), a button that
 * keeps it (focused first, the safe choice) and a danger button that cancels. While `pending` both buttons
 * are disabled, the danger button shows `pendingLabel`, and the dialog cannot be dismissed.
 */
export function CancelDialogContent({
  open,
  title,
  keepLabel,
  confirmLabel,
  pendingLabel,
  confirmIcon,
  pending,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  confirmIcon?: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={title}
      size="md"
    >
      <div className="space-y-4 text-slate-700 dark:text-slate-300">{children}</div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={pending} data-autofocus>
          {keepLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {confirmIcon}
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
