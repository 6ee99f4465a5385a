import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import { BadgeCheck, Crown } from 'lucide-react';
import { cn } from '../../lib/cn';

/** The PRO badge: shown only while the Pro subscription is active (the API sends tier 'pro' only then). */
export function ProBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold tracking-wide text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
        className,
      )}
    >
      <Crown aria-hidden="true" className="size-3.5" />
      {MSG_SEARCH.pro}
    </span>
  );
}

/** 'Verified Professional': shown only for a professional an admin has approved. */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
        className,
      )}
    >
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {MSG_BOOKING.verifiedProfessional}
    </span>
  );
}
