import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { useDevInfo } from '../api/get-dev-info';
import { authLinkClasses } from './auth-layout';

/**
 * On a "check your e-mail" screen in development: e-mails are not sent, so point at the development
 * mailbox. Renders nothing in production (no /api/dev/info there).
 */
export function DevMailboxNote() {
  const dev = useDevInfo();
  if (!dev) return null;
  return (
    <p className="mt-4 flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
      <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {MSG_AUTH.devMailboxHint}{' '}
        <Link to={dev.mailboxPath} className={authLinkClasses}>
          {MSG_AUTH.devMailboxLink}
        </Link>
      </span>
    </p>
  );
}
