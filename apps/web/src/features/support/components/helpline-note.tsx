import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { Phone } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** The line every group shows: Tele-MANAS 14416 and 112. */
export function HelplineNote({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100',
        className,
      )}
    >
      <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{MSG_SUPPORT.helplineLine}</span>
    </p>
  );
}
