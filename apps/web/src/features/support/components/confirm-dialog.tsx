import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

/** Asks before a destructive moderation step (delete a group, remove a member). */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
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
      <p className="text-slate-800 dark:text-slate-200">{body}</p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={pending} data-autofocus>
          {MSG_SUPPORT.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
