import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import type { PendingUser } from '@arogya/contract/schemas/admin';
import { UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { onDemand } from '../../../components/ui/on-demand';
import { formatDate } from '../../../lib/format';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useApproveUser } from '../api/approve-user';
import { alreadyDecided } from '../api/get-pending-users';
import { useRejectUser } from '../api/reject-user';
import { FraudFlags } from './fraud-flags';
import { ReviewCard, roleLabel } from './review-card';

/** The dialog opens after a click: its code (the form, the dialog) loads on demand, not with the page. */
const RejectUserDialog = onDemand(() => import('./reject-user-dialog').then((m) => m.RejectUserDialog), {
  isOpen: (props) => props.open,
});

/**
 * One application: name, e-mail, role, specialty, city, registration date and fraud flags, with Approve
 * (toasts the server's message; 'Approval failed' otherwise) and Reject (asks for a reason first). The
 * card leaves the list once decided (the mutations update the list).
 */
export function PendingUserCard({ user }: { user: PendingUser }) {
  const [rejecting, setRejecting] = useState(false);
  const approval = useApproveUser();
  const rejection = useRejectUser();
  const approving = approval.isPending || approval.isSuccess;

  function approve() {
    approval.mutate(user._id, {
      onSuccess: ({ msg }) => toast.success(msg),
      onError: (error) => notifyRequestFailure(error, MSG_ADMIN.approvalFailed),
    });
  }

  async function reject(reason: string): Promise<boolean> {
    try {
      const { msg } = await rejection.mutateAsync({ id: user._id, reason });
      toast.success(msg);
      setRejecting(false);
      return true;
    } catch (error) {
      notifyRequestFailure(error, MSG_ADMIN.rejectFailed);
      if (alreadyDecided(error)) setRejecting(false);
      return false;
    }
  }

  const details: [string, string][] = [
    [MSG_ADMIN.colRole, roleLabel(user.role)],
    [MSG_ADMIN.colSpecialty, user.specialty ?? '—'],
    [MSG_ADMIN.colCity, user.city ?? '—'],
    [MSG_ADMIN.colRegistered, formatDate(user.createdAt)],
  ];

  return (
    <ReviewCard
      name={user.name}
      email={user.email}
      actions={
        <>
          <Button className="flex-1 lg:w-32 lg:flex-none" onClick={approve} disabled={approving}>
            <UserCheck aria-hidden="true" className="size-4" />
            {approving ? MSG_ADMIN.approving : MSG_ADMIN.approve}
          </Button>
          <Button
            variant="outline"
            className="flex-1 lg:w-32 lg:flex-none"
            onClick={() => setRejecting(true)}
            disabled={approving}
          >
            <UserX aria-hidden="true" className="size-4" />
            {MSG_ADMIN.reject}
          </Button>
          <RejectUserDialog
            name={user.name}
            open={rejecting}
            onClose={() => setRejecting(false)}
            onReject={reject}
          />
        </>
      }
    >
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {details.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
              {term}
            </dt>
            <dd className="truncate text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
      <FraudFlags flags={user.flags} />
    </ReviewCard>
  );
}
