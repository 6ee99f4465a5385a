import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A calm informational note (not an error, not a call to action). */
export function InfoNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950/50 dark:text-sky-100',
        className,
      )}
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-700 dark:text-sky-300" />
      <div>{children}</div>
    </div>
  );
}
