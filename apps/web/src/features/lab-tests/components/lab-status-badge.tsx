import type { LabTestStatus } from '@arogya/contract/constants/lab-tests';
import { CircleCheck, CircleX, Clock, TestTube } from 'lucide-react';
import { cn } from '../../../lib/cn';

const styles: Record<LabTestStatus, { className: string; Icon: typeof Clock }> = {
  Scheduled: { className: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100', Icon: Clock },
  'Sample Collected': {
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
    Icon: TestTube,
  },
  Completed: {
    className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
    Icon: CircleCheck,
  },
  Cancelled: {
    className: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
    Icon: CircleX,
  },
};

/** A collection's status in words, with a colour and an icon that only repeat it. */
export function LabStatusBadge({ status }: { status: LabTestStatus }) {
  const { className, Icon } = styles[status];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {status}
    </span>
  );
}
