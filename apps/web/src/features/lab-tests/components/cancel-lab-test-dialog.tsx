import { LAB_MAX_TEXT } from '@arogya/contract/constants/lab-tests';
import { MSG_LAB } from '@arogya/contract/messages/lab';
import type { LabTest } from '@arogya/contract/schemas/lab-tests';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { formatLongDay } from '../../../lib/india-date';

/** Asks before cancelling a collection, with an optional reason for the technician's records. */
export function CancelLabTestDialog({
  test,
  pending,
  onConfirm,
  onClose,
}: {
  test: LabTest | null;
  pending: boolean;
  onConfirm: (test: LabTest, reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={test !== null}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={MSG_LAB.cancelTitle}
      size="md"
    >
      {test && (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm(test, reason.trim());
          }}
        >
          <p className="text-slate-800 dark:text-slate-200">
            {test.testName} · {formatLongDay(test.collectionDate)} · {test.collectionTime}
          </p>
          <TextAreaField
            label={MSG_LAB.cancelReason}
            value={reason}
            maxLength={LAB_MAX_TEXT.cancelReason}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={pending} data-autofocus>
              {MSG_LAB.keepCollection}
            </Button>
            <Button type="submit" variant="danger" disabled={pending}>
              {pending ? MSG_LAB.cancelling : MSG_LAB.cancelCollection}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
