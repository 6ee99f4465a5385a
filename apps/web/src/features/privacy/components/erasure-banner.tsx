import { PRIVACY_PAGE_PATH } from '@arogya/contract/constants/privacy';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { CalendarClock, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatLongDate } from '../../../lib/format';
import { useErasure } from '../api/get-erasure';

/** The scheduled erasure whose banner was dismissed (per erasure: a new request shows it again). */
export const DISMISSED_ERASURE_KEY = 'erasure-banner-dismissed';

function readDismissed(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_ERASURE_KEY);
  } catch {
    return null;
  }
}

/**
 * Its texts are the shell's (no privacy catalogue on every signed-in page).
 * Across the signed-in app while an erasure is scheduled: the date and a link to cancel it, dismissible
 * (remembered for that erasure). Not on the privacy page itself, which shows the same with its button.
 */
export function ErasureBanner() {
  const { pathname } = useLocation();
  const erasure = useErasure();
  const [dismissed, setDismissed] = useState(readDismissed);
  const scheduled = erasure.data?.status === 'scheduled' ? erasure.data : null;
  if (!scheduled || dismissed === scheduled.id || pathname === PRIVACY_PAGE_PATH) return null;

  function dismiss() {
    if (!scheduled) return;
    try {
      window.localStorage.setItem(DISMISSED_ERASURE_KEY, scheduled.id);
    } catch {
      // Storage refused (private mode): dismissed for this page view only.
    }
    setDismissed(scheduled.id);
  }

  return (
    <section
      aria-label={MSG_SHELL.erasureBannerLabel}
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2.5 text-sm sm:items-center sm:px-6 lg:px-8">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 sm:mt-0" />
        <p className="flex-1">
          {fill(MSG_SHELL.erasureBanner, { date: formatLongDate(scheduled.scheduledFor) })}{' '}
          <Link
            to={`${PRIVACY_PAGE_PATH}#delete-account`}
            className="font-semibold whitespace-nowrap underline underline-offset-2 hover:no-underline"
          >
            {MSG_SHELL.erasureBannerCancel}
          </Link>
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={MSG_SHELL.erasureBannerDismiss}
          className="-my-1 grid size-9 shrink-0 place-items-center rounded-lg hover:bg-amber-100 dark:hover:bg-amber-900"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
