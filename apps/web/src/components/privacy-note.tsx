import { MSG_PRIVACY_WEB } from '@arogya/contract/messages/privacy-web';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';

/**
 * One line where new processing starts (sharing a record, inviting to or joining a care circle): what is
 * processed and why, with the Privacy Notice a click away (issue #25).
 */
export function PrivacyNote({ text, className }: { text: string; className?: string }) {
  return (
    <p className={cn('flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400', className)}>
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700 dark:text-teal-300" />
      <span>
        {text}{' '}
        <Link
          to="/privacy"
          className="font-medium whitespace-nowrap text-teal-800 underline underline-offset-2 hover:no-underline dark:text-teal-300"
        >
          {MSG_PRIVACY_WEB.noticeLink}
        </Link>
      </span>
    </p>
  );
}
