import type { AppointmentStatus } from '@arogya/contract/constants/appointments';
import { CircleCheck, CircleDashed, CircleX, Clock } from 'lucide-react';
import { cn } from '../../lib/cn';

const styles: Record<AppointmentStatus, { className: string; Icon: typeof Clock }> = {
  Pending: {
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
    Icon: Clock,
  },
  Confirmed: {
    className: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
    Icon: CircleDashed,
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

/**
 * The appointment's status in words (the spec's values), with a colour and an icon that only repeat it.
 * The one badge for an appointment status, on the patient's and the professional's pages alike.
 */
export function StatusBadge({ status, className }: { status: AppointmentStatus; className?: string }) {
  const { className: tone, Icon } = styles[status];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tone,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {status}
    </span>
  );
}
