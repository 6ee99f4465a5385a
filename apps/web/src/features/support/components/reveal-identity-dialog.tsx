import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import type { FlaggedMessage } from '@arogya/contract/schemas/support';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-client';
import { useRevealIdentity } from '../api/reveal-identity';

const REASON_MAX = 500;

/** An admin's escalation past a member's anonymity: asks for the reason the audit log keeps, then shows who wrote it. */
export function RevealIdentityDialog({
  message,
  onClose,
}: {
  message: FlaggedMessage | null;
  onClose: () => void;
}) {
  const reveal = useRevealIdentity();
  const [reason, setReason] = useState('');
  const close = () => {
    if (reveal.isPending) return;
    reveal.reset();
    setReason('');
    onClose();
  };
  const error = reveal.isError
    ? isApiError(reveal.error) && reveal.error.message
      ? reveal.error.message
      : MSG_SUPPORT.moderateFailed
    : null;
  const who = reveal.data;

  return (
    <Modal
      open={message !== null}
      onClose={close}
      title={MSG_SUPPORT.revealTitle}
      description={MSG_SUPPORT.revealExplain}
      size="md"
    >
      {message && !who && (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            reveal.mutate({ groupId: message.group._id, messageId: message._id, reason: reason.trim() });
          }}
        >
          <blockquote className="rounded-lg bg-slate-100 p-3 text-sm break-words text-slate-800 dark:bg-slate-800 dark:text-slate-200">
            {message.content}
          </blockquote>
          <TextAreaField
            label={MSG_SUPPORT.revealReason}
            value={reason}
            required
            maxLength={REASON_MAX}
            rows={3}
            error={error ?? undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={close} disabled={reveal.isPending} data-autofocus>
              {MSG_SUPPORT.cancel}
            </Button>
            <Button type="submit" variant="danger" disabled={reveal.isPending}>
              {MSG_SUPPORT.revealSubmit}
            </Button>
          </div>
        </form>
      )}
      {who && (
        <div className="space-y-3">
          <h3 className="font-semibold text-slate-900 dark:text-white">{MSG_SUPPORT.revealedHeading}</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-800 dark:text-slate-200">
            {(
              [
                [MSG_SUPPORT.revealedAnonymousName, who.displayName],
                [MSG_SUPPORT.revealedName, who.name],
                [MSG_SUPPORT.revealedEmail, who.email],
                [MSG_SUPPORT.revealedPhone, who.phone ?? MSG_SUPPORT.revealedNoPhone],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="flex justify-end pt-2">
            <Button variant="outline" onClick={close} data-autofocus>
              {MSG_SUPPORT.revealClose}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
