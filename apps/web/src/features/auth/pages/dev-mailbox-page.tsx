import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { fill } from '@arogya/contract/messages/fill';
import { Inbox, RefreshCw } from 'lucide-react';
import { Fragment } from 'react';
import { Button } from '../../../components/ui/button';
import { InfoNote } from '../../../components/ui/info-note';
import { LoadingState } from '../../../components/ui/loading-state';
import { formatDateTime } from '../../../lib/format';
import { useDevOutbox } from '../api/get-dev-outbox';
import { AuthLayout } from '../components/auth-layout';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The e-mail's text with its links clickable (reset links, invitations). */
function LinkedText({ text }: { text: string }) {
  const parts: { at: number; text: string; link: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    if (match.index > at) parts.push({ at, text: text.slice(at, match.index), link: false });
    parts.push({ at: match.index, text: match[0], link: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ at, text: text.slice(at), link: false });
  return (
    <>
      {parts.map((part) =>
        part.link ? (
          <a
            key={part.at}
            href={part.text}
            className="font-semibold break-all text-teal-800 underline dark:text-teal-300"
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={part.at}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * /dev/mailbox: the development outbox (GET /api/dev/outbox) as a page — without SMTP the app writes its
 * e-mails there. Production has no such route, so the page only says it does not exist there.
 */
export function DevMailboxPage() {
  const outbox = useDevOutbox();
  return (
    <AuthLayout icon={Inbox} title={MSG_AUTH.devMailboxTitle} subtitle={MSG_AUTH.devMailboxSubtitle} wide>
      {outbox.isPending ? (
        <LoadingState className="py-8" />
      ) : outbox.isError ? (
        <InfoNote>{MSG_AUTH.devMailboxUnavailable}</InfoNote>
      ) : (
        <div className="space-y-4">
          <div className="flex justify-end">
            <Button variant="outline" size="sm" onClick={() => void outbox.refetch()}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {MSG_AUTH.devMailboxRefresh}
            </Button>
          </div>
          {outbox.data.emails.length === 0 ? (
            <p className="text-center text-slate-600 dark:text-slate-300">{MSG_AUTH.devMailboxEmpty}</p>
          ) : (
            <ul className="space-y-4">
              {outbox.data.emails.map((email) => (
                <li
                  key={`${email.createdAt}-${email.to}-${email.subject}`}
                  className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
                >
                  <h2 className="font-semibold text-slate-900 dark:text-white">{email.subject}</h2>
                  <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                    {fill(MSG_AUTH.devMailboxTo, { to: email.to })} · {formatDateTime(email.createdAt)}
                  </p>
                  <p className="mt-3 text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
                    <LinkedText text={email.text} />
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </AuthLayout>
  );
}
