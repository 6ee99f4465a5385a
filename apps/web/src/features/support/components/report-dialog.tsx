import { SUPPORT_REPORT_REASON_MAX } from '@arogya/contract/constants/support';
import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import type { SupportMessageView } from '@arogya/contract/schemas/support';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';

/** Asks before reporting a message, with an optional reason for the moderators. */
export function ReportDialog({
  message,
  pending,
  onConfirm,
  onClose,
}: {
  message: SupportMessageView | null;
  pending: boolean;
  onConfirm: (message: SupportMessageView, reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={message !== null}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={MSG_SUPPORT.report}
      description={MSG_SUPPORT.confirmReport}
      size="md"
    >
      {message && (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm(message, reason.trim());
            setReason('');
          }}
        >
          <blockquote className="rounded-lg bg-slate-100 p-3 text-sm break-words text-slate-800 dark:bg-slate-800 dark:text-slate-200">
            {message.content}
          </blockquote>
          <TextAreaField
            label={MSG_SUPPORT.reportReason}
            value={reason}
            maxLength={SUPPORT_REPORT_REASON_MAX}
            rows={2}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={pending} data-autofocus>
              {MSG_SUPPORT.cancel}
            </Button>
            <Button type="submit" variant="danger" disabled={pending}>
              {MSG_SUPPORT.report}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
