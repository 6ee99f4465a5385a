import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { Info, TriangleAlert, X } from 'lucide-react';
import { useState } from 'react';
import { useAuthSession } from '../../../lib/auth-session';
import { cn } from '../../../lib/cn';
import { useActiveAnnouncements } from '../api/get-active-announcements';
import { dismissAnnouncement, readDismissedAnnouncements } from './dismissed-announcements';

/**
 * The dismissible banner at the top (spec 01 §2, §4): the first active announcement that this browser has
 * not dismissed; Warning is yellow, anything else blue.
 */
export function AnnouncementBanner() {
  const { user, loading } = useAuthSession();
  const { data } = useActiveAnnouncements(user?._id ?? 'guest', !loading);
  const [dismissed, setDismissed] = useState(readDismissedAnnouncements);
  const announcement = data?.find((item) => !dismissed.includes(item._id));
  if (!announcement) return null;

  const isWarning = announcement.severity === 'Warning';
  const Icon = isWarning ? TriangleAlert : Info;
  return (
    <section
      aria-label={MSG_SHELL.announcement}
      className={cn(
        'border-b text-sm',
        isWarning
          ? 'border-amber-300 bg-amber-100 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100'
          : 'border-blue-200 bg-blue-50 text-blue-950 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100',
      )}
      data-severity={isWarning ? 'warning' : 'info'}
    >
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2.5 sm:px-6 lg:px-8">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p className="flex-1 font-medium">{announcement.message}</p>
        <button
          type="button"
          aria-label={MSG_SHELL.dismissAnnouncement}
          onClick={() => setDismissed(dismissAnnouncement(announcement._id))}
          className="-my-1 -mr-2 rounded-md p-1.5 hover:bg-black/10 dark:hover:bg-white/10"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
}
