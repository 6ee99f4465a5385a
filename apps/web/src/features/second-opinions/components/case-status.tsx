import { deadlineLabel } from '@arogya/contract/constants/second-opinion-deadline';
import type { SecondOpinionStatus } from '@arogya/contract/constants/second-opinions';
import { MSG_SECOND_OPINION } from '@arogya/contract/messages/second-opinion';
import type { SecondOpinion } from '@arogya/contract/schemas/second-opinions';
import { Clock } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { STATUS_LABEL } from '../lib/labels';

const STATUS_CLASSES: Record<SecondOpinionStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  assigned: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  'in-review': 'bg-violet-100 text-violet-900 dark:bg-violet-900/50 dark:text-violet-100',
  completed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  cancelled: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

const pill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold';

export function CaseStatusBadge({ status }: { status: SecondOpinionStatus }) {
  return <span className={cn(pill, STATUS_CLASSES[status])}>{STATUS_LABEL[status]}</span>;
}

export function PaymentBadge({ paid }: { paid: boolean }) {
  return (
    <span
      className={cn(
        pill,
        paid
          ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200 dark:bg-transparent dark:text-emerald-200 dark:ring-emerald-700'
          : 'bg-red-50 text-red-800 ring-1 ring-red-200 dark:bg-transparent dark:text-red-200 dark:ring-red-700',
      )}
    >
      {paid ? MSG_SECOND_OPINION.paidBadge : MSG_SECOND_OPINION.unpaidBadge}
    </span>
  );
}

/** The deadline countdown (spec 02 §9) for an open, paid case. */
export function DeadlineBadge({ request, now }: { request: SecondOpinion; now: number }) {
  const open = request.status !== 'completed' && request.status !== 'cancelled';
  if (!request.deadline || !open) return null;
  const label = request.overdue ? MSG_SECOND_OPINION.overdue : deadlineLabel(request.deadline, now);
  const late = label === MSG_SECOND_OPINION.overdue;
  return (
    <span
      className={cn(
        pill,
        late
          ? 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100'
          : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
      )}
    >
      <Clock aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{MSG_SECOND_OPINION.deadline}: </span>
      {label}
    </span>
  );
}
