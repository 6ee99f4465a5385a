import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { CircleAlert, RotateCcw } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';

/** A failed load: the message, announced, and a Retry button when the caller can try again. */
export function ErrorState({
  message,
  onRetry,
  retrying = false,
  className,
}: {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center dark:border-red-900 dark:bg-red-950/40',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-8 text-red-700 dark:text-red-300" />
      <p className="font-medium text-red-900 dark:text-red-100">{message}</p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {MSG_SHELL.retry}
        </Button>
      )}
    </div>
  );
}
