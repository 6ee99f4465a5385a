import {
  SOCKET_EVENTS,
  type SupportMessageHiddenPayload,
  type SupportMessagePayload,
} from '@arogya/contract/events';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import type { SupportMessageView } from '@arogya/contract/schemas/support';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, LifeBuoy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { onDemand } from '../../../components/ui/on-demand';
import { isApiError } from '../../../lib/api-client';
import { emitSocket, subscribe, useSocketEvent } from '../../../lib/socket';
import { toast } from '../../../lib/toast';
import { useGroupMessages } from '../api/get-messages';
import { useSupportProfile } from '../api/my-profile';
import { useReportMessage } from '../api/report-message';
import { supportKeys } from '../api/support-keys';
import { GroupStatusBadge } from '../components/group-card';
import { HelplineNote } from '../components/helpline-note';
import { MessageComposer } from '../components/message-composer';
import { MessageList } from '../components/message-list';
import { addMessage, allMessages, removeMessage } from '../lib/message-cache';

/** The report dialog opens after a click: its code (the dialog) loads on demand. */
const ReportDialog = onDemand(() => import('../components/report-dialog').then((m) => m.ReportDialog), {
  isOpen: (props) => props.message !== null,
});

/** The display-name form opens after a click: its code (the form library, the dialog) loads on demand. */
const DisplayNameDialog = onDemand(() =>
  import('../components/display-name-dialog').then((m) => m.DisplayNameDialog),
);

/**
 * Support group chat (/support-community/{groupId}, spec 02 §2): live over the socket (`support:join`, then
 * `support:message`, `support:message-hidden`, `support:message-restored`), grouped by day, "Posting as
 * {display name}", a 1000-character box with a counter, Report with a confirmation. Returns to
 * /support-community.
 */
export function SupportGroupPage() {
  const { groupId = '' } = useParams();
  const queryClient = useQueryClient();
  const messages = useGroupMessages(groupId);
  const profile = useSupportProfile();
  const report = useReportMessage(groupId);
  const [reporting, setReporting] = useState<SupportMessageView | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [crisis, setCrisis] = useState(false);
  const member = messages.isSuccess;

  // Join the group's room now and after every reconnect; catch up on what was missed while away.
  useEffect(() => {
    if (!member) return;
    const join = () => emitSocket(SOCKET_EVENTS.supportJoin, { groupId });
    join();
    return subscribe('connect', () => {
      join();
      void queryClient.invalidateQueries({ queryKey: supportKeys.messages(groupId) });
    });
  }, [member, groupId, queryClient]);

  useSocketEvent(SOCKET_EVENTS.supportMessage, (payload) => {
    const { groupId: target, message } = payload as SupportMessagePayload;
    if (target === groupId) addMessage(queryClient, groupId, message);
  });
  useSocketEvent(SOCKET_EVENTS.supportMessageHidden, (payload) => {
    const { groupId: target, messageId } = payload as SupportMessageHiddenPayload;
    if (target === groupId) removeMessage(queryClient, groupId, messageId);
  });
  useSocketEvent(SOCKET_EVENTS.supportMessageRestored, (payload) => {
    const { groupId: target } = payload as SupportMessagePayload;
    if (target === groupId) void queryClient.invalidateQueries({ queryKey: supportKeys.messages(groupId) });
  });

  const first = messages.data?.pages[0];
  const group = first?.group;
  const list = allMessages(messages.data);
  const displayName = profile.data?.displayName;

  return (
    <Container className="max-w-3xl py-6 sm:py-10">
      <ButtonLink to="/support-community" variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {MSG_SUPPORT.backToGroups}
      </ButtonLink>
      {messages.isPending ? (
        <LoadingState />
      ) : messages.isError ? (
        <ErrorState
          className="mt-4"
          message={
            isApiError(messages.error) && (messages.error.status === 403 || messages.error.status === 404)
              ? messages.error.message
              : MSG_SUPPORT.loadMessagesFailed
          }
          onRetry={() => void messages.refetch()}
          retrying={messages.isFetching}
        />
      ) : (
        <>
          <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
                {group?.name}
              </h1>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {group?.category} ·{' '}
                {group?.memberCount === 1
                  ? MSG_SUPPORT.oneMember
                  : fill(MSG_SUPPORT.members, { count: group?.memberCount ?? 0 })}
              </p>
            </div>
            {group && <GroupStatusBadge active={group.isActive} />}
          </div>
          <HelplineNote className="mt-4" />
          {crisis && (
            <div
              role="alert"
              className="mt-4 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-950 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100"
            >
              <LifeBuoy aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <div>
                <p className="font-semibold">{MSG_SUPPORT.crisisTitle}</p>
                <p className="mt-1 text-sm">{MSG_SUPPORT.crisisBody}</p>
                <p className="mt-2 flex flex-wrap gap-3 text-sm font-semibold">
                  <a href="tel:14416" className="underline">
                    {MSG_SUPPORT.teleManasLink}
                  </a>
                  <a href="tel:112" className="underline">
                    112
                  </a>
                </p>
              </div>
            </div>
          )}
          <div className="mt-6 rounded-2xl bg-slate-50 p-3 sm:p-5 dark:bg-slate-950/40">
            {messages.hasNextPage && (
              <div className="mb-4 flex justify-center">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={messages.isFetchingNextPage}
                  onClick={() => void messages.fetchNextPage()}
                >
                  {MSG_SUPPORT.loadOlder}
                </Button>
              </div>
            )}
            <MessageList
              messages={list}
              myKey={first?.myAuthorKey ?? ''}
              now={new Date()}
              onReport={setReporting}
            />
          </div>
          <div className="mt-4 space-y-3">
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
              <span data-testid="posting-as">
                {displayName ? fill(MSG_SUPPORT.postingAs, { displayName }) : MSG_SUPPORT.anonymous}
              </span>
              {displayName && (
                <Button variant="ghost" size="sm" className="min-h-7 px-2" onClick={() => setRenaming(true)}>
                  {MSG_SUPPORT.changeName}
                </Button>
              )}
            </p>
            {group?.isActive ? (
              <MessageComposer groupId={groupId} onSafety={() => setCrisis(true)} />
            ) : (
              <p className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">
                {MSG_SUPPORT.readOnlyGroup}
              </p>
            )}
          </div>
        </>
      )}
      <ReportDialog
        message={reporting}
        pending={report.isPending}
        onClose={() => setReporting(null)}
        onConfirm={(message, reason) =>
          report.mutate(
            { messageId: message._id, ...(reason ? { reason } : {}) },
            {
              onSuccess: () => {
                toast.success(MSG_SUPPORT.reported);
                setReporting(null);
              },
              onError: (error) => {
                toast.error(isApiError(error) && error.message ? error.message : MSG_SUPPORT.reportFailed);
                setReporting(null);
              },
            },
          )
        }
      />
      {displayName && (
        <DisplayNameDialog open={renaming} current={displayName} onClose={() => setRenaming(false)} />
      )}
    </Container>
  );
}
