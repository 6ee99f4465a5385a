import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** "Loading..." with a spinner, announced politely. */
export function LoadingState({
  label = MSG_SHELL.loading,
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn(
        'flex items-center justify-center gap-3 py-24 text-slate-600 dark:text-slate-300',
        className,
      )}
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <span>{label}</span>
    </div>
  );
}
