import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { Info, TriangleAlert, X } from 'lucide-react';
import { cn } from '../../../lib/cn';

/**
 * The banner's look (spec 01 §2, §4): Warning is yellow, anything else blue. Free of zod, so the shell can
 * also draw it as `reserved`: invisible and hidden from assistive technology, holding the banner's place
 * until the banner itself has loaded (decision 070).
 */
export function AnnouncementBannerView({
  message,
  warning,
  onDismiss,
  reserved = false,
}: {
  message: string;
  warning: boolean;
  onDismiss?: () => void;
  reserved?: boolean;
}) {
  const Icon = warning ? TriangleAlert : Info;
  return (
    <section
      aria-label={reserved ? undefined : MSG_SHELL.announcement}
      aria-hidden={reserved || undefined}
      className={cn(
        'border-b text-sm',
        reserved && 'invisible',
        warning
          ? 'border-amber-300 bg-amber-100 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100'
          : 'border-blue-200 bg-blue-50 text-blue-950 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100',
      )}
      data-severity={warning ? 'warning' : 'info'}
    >
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2.5 sm:px-6 lg:px-8">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p className="flex-1 font-medium">{message}</p>
        <button
          type="button"
          aria-label={MSG_SHELL.dismissAnnouncement}
          onClick={onDismiss}
          disabled={reserved}
          className="-my-1 -mr-2 rounded-md p-1.5 hover:bg-black/10 dark:hover:bg-white/10"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
}
