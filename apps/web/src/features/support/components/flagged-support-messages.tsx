import { fill } from '@arogya/contract/messages/fill';
import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import type { FlaggedMessage } from '@arogya/contract/schemas/support';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { onDemand } from '../../../components/ui/on-demand';
import { isApiError } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth-session';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useFlaggedMessages } from '../api/flagged-messages';
import { useModerateMessage } from '../api/moderate-message';

/** The dialog opens after a click: its code (the dialog) loads on demand, not with the page. */
const RevealIdentityDialog = onDemand(
  () => import('./reveal-identity-dialog').then((m) => m.RevealIdentityDialog),
  { isOpen: (props) => props.message !== null },
);

/** Support messages waiting for a moderator (reported or mentioning self-harm): Approve or Remove. */
export function FlaggedSupportMessages() {
  const flagged = useFlaggedMessages();
  const moderate = useModerateMessage();
  const { user } = useAuthSession();
  const [revealing, setRevealing] = useState<FlaggedMessage | null>(null);

  if (flagged.isPending) return <LoadingState />;
  if (flagged.isError) {
    return <ErrorState message={MSG_SUPPORT.loadMessagesFailed} onRetry={() => void flagged.refetch()} />;
  }
  if (flagged.data.length === 0)
    return <p className="text-slate-700 dark:text-slate-300">{MSG_SUPPORT.noFlagged}</p>;

  const act = (m: FlaggedMessage, action: 'approve' | 'remove') =>
    moderate.mutate(
      { groupId: m.group._id, messageId: m._id, action },
      {
        onSuccess: () =>
          toast.success(action === 'approve' ? MSG_SUPPORT.messageApproved : MSG_SUPPORT.messageRemoved),
        onError: (error) =>
          toast.error(isApiError(error) && error.message ? error.message : MSG_SUPPORT.moderateFailed),
      },
    );

  return (
    <>
      <ul className="space-y-3">
        {flagged.data.map((m) => (
          <li key={m._id}>
            <Card className="p-4 sm:p-5" data-testid="flagged-message">
              <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                <span className="font-semibold text-slate-900 dark:text-white">
                  {fill(MSG_SUPPORT.flaggedIn, { group: m.group.name, name: m.sender.displayName })}
                </span>
                <span>· {formatDateTime(m.createdAt)}</span>
                {m.reportCount > 0 && (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-100">
                    {m.reportCount === 1
                      ? MSG_SUPPORT.oneReport
                      : fill(MSG_SUPPORT.reports, { count: m.reportCount })}
                  </span>
                )}
                {m.isHidden && (
                  <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-900 dark:bg-slate-800 dark:text-slate-100">
                    {MSG_SUPPORT.hiddenBadge}
                  </span>
                )}
                {m.safetyFlag && (
                  <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-950 dark:text-red-100">
                    {MSG_SUPPORT.safetyFlag}
                  </span>
                )}
              </div>
              <p className="mt-2 break-words whitespace-pre-wrap text-slate-900 dark:text-slate-100">
                {m.content}
              </p>
              {m.reasons.length > 0 && (
                <ul className="mt-2 list-disc pl-5 text-sm text-slate-700 dark:text-slate-300">
                  {m.reasons.map((r, i) => (
                    // Reasons repeat; their order is fixed by the server.
                    // biome-ignore lint/suspicious/noArrayIndexKey: reasons have no id of their own
                    <li key={i}>{r}</li>
                  ))}
                </ul>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={moderate.isPending}
                  onClick={() => act(m, 'approve')}
                >
                  {MSG_SUPPORT.approve}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  disabled={moderate.isPending}
                  onClick={() => act(m, 'remove')}
                >
                  {MSG_SUPPORT.remove}
                </Button>
                {user?.role === 'admin' && (
                  <Button size="sm" variant="outline" onClick={() => setRevealing(m)}>
                    {MSG_SUPPORT.revealIdentity}
                  </Button>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <RevealIdentityDialog message={revealing} onClose={() => setRevealing(null)} />
    </>
  );
}

/** How many support messages wait (for the tab's count). */
export function useFlaggedSupportCount(): number {
  return useFlaggedMessages().data?.length ?? 0;
}
