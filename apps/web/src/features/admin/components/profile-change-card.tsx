import { MATERIAL_PROFILE_FIELD_LABELS } from '@arogya/contract/constants/profiles';
import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { fill } from '@arogya/contract/messages/fill';
import type { PendingProfileChange, ProfileChangeDiff } from '@arogya/contract/schemas/admin';
import { ArrowRight, Check, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { onDemand } from '../../../components/ui/on-demand';
import { formatDate } from '../../../lib/format';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useDecideProfileChange } from '../api/decide-profile-change';
import { FraudFlags } from './fraud-flags';
import { ReviewCard, roleLabel } from './review-card';

/** The dialog opens after a click: its code (the form, the dialog) loads on demand, not with the page. */
const RejectUserDialog = onDemand(() => import('./reject-user-dialog').then((m) => m.RejectUserDialog), {
  isOpen: (props) => props.open,
});

function shown(value: ProfileChangeDiff['before']): string {
  if (value === null) return MSG_ADMIN.changeEmpty;
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : MSG_ADMIN.changeEmpty;
  return value;
}

/**
 * One approved professional's change to verified details: each field's approved value (what patients see
 * now) → the proposed one, with Approve and Reject (asks for the reason the professional is told).
 */
export function ProfileChangeCard({ change }: { change: PendingProfileChange }) {
  const [rejecting, setRejecting] = useState(false);
  const decide = useDecideProfileChange(change._id);

  async function approve() {
    try {
      toast.success((await decide.mutateAsync({ action: 'approve' })).msg);
    } catch (error) {
      notifyRequestFailure(error, MSG_ADMIN.approvalFailed);
    }
  }

  async function reject(reason: string): Promise<boolean> {
    try {
      toast.success((await decide.mutateAsync({ action: 'reject', reason })).msg);
      setRejecting(false);
      return true;
    } catch (error) {
      notifyRequestFailure(error, MSG_ADMIN.rejectFailed);
      return false;
    }
  }

  return (
    <ReviewCard
      name={change.name}
      email={change.email}
      meta={
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {roleLabel(change.role)} ·{' '}
          {fill(MSG_ADMIN.changeSubmittedOn, { date: formatDate(change.createdAt) })}
        </p>
      }
      actions={
        <>
          <Button className="flex-1 lg:w-32 lg:flex-none" onClick={approve} disabled={decide.isPending}>
            <Check aria-hidden="true" className="size-4" />
            {decide.isPending && !rejecting ? MSG_ADMIN.approving : MSG_ADMIN.approve}
          </Button>
          <Button
            variant="outline"
            className="flex-1 lg:w-32 lg:flex-none"
            onClick={() => setRejecting(true)}
            disabled={decide.isPending}
          >
            <X aria-hidden="true" className="size-4" />
            {MSG_ADMIN.reject}
          </Button>
          <RejectUserDialog
            name={change.name}
            open={rejecting}
            onClose={() => setRejecting(false)}
            onReject={reject}
            title={fill(MSG_ADMIN.rejectChangeTitle, { name: change.name })}
            description={MSG_ADMIN.rejectChangeHint}
          />
        </>
      }
    >
      <dl className="space-y-3 text-sm">
        {change.diff.map((d) => (
          <div key={d.field} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
              {MATERIAL_PROFILE_FIELD_LABELS[d.field]}
            </dt>
            <dd className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="rounded bg-slate-100 px-2 py-0.5 break-words text-slate-700 line-through decoration-slate-400 dark:bg-slate-800 dark:text-slate-300">
                <span className="sr-only">{MSG_ADMIN.changeBefore}: </span>
                {shown(d.before)}
              </span>
              <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              <span className="rounded bg-emerald-50 px-2 py-0.5 font-medium break-words text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
                <span className="sr-only">{MSG_ADMIN.changeAfter}: </span>
                {shown(d.after)}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <FraudFlags flags={change.flags} />
    </ReviewCard>
  );
}
