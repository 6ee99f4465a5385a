import { PRIVACY_PAGE_PATH } from '@arogya/contract/constants/privacy';
import { MSG_PRIVACY } from '@arogya/contract/messages/privacy';
import { MSG_PRIVACY_WEB } from '@arogya/contract/messages/privacy-web';
import { ArrowRight, FileLock2 } from 'lucide-react';
import { Link } from 'react-router';

/** The way to "Your data" from an account page (every role's profile or account security page). */
export function YourDataLink() {
  return (
    <div className="flex items-start gap-3">
      <FileLock2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal-700 dark:text-teal-300" />
      <div>
        <p className="text-sm text-slate-700 dark:text-slate-300">{MSG_PRIVACY_WEB.profileLinkHint}</p>
        <Link
          to={PRIVACY_PAGE_PATH}
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-teal-800 hover:underline dark:text-teal-300"
        >
          {MSG_PRIVACY.pageTitle}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </div>
  );
}
