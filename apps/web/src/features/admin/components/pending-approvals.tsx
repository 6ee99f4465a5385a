import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { fill } from '@arogya/contract/messages/fill';
import { Inbox } from 'lucide-react';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { usePendingUsers } from '../api/get-pending-users';
import { PendingUserCard } from './pending-user-card';

/** Pending Approvals (spec 02 §2): loading, error with Retry, empty ('No pending approvals.') and the list. */
export function PendingApprovals() {
  const pending = usePendingUsers();

  return (
    <section aria-labelledby="pending-approvals-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="pending-approvals-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          {MSG_ADMIN.pendingApprovals}
        </h2>
        {pending.data && pending.data.length > 0 && (
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            {fill(MSG_ADMIN.pendingCount, { count: pending.data.length })}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{MSG_ADMIN.pendingHint}</p>
      <div className="mt-5">
        {pending.isPending ? (
          <LoadingState className="py-16" />
        ) : pending.isError ? (
          <ErrorState
            message={MSG_ADMIN.loadPendingFailed}
            onRetry={() => void pending.refetch()}
            retrying={pending.isFetching}
          />
        ) : pending.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
            <Inbox aria-hidden="true" className="size-8 text-slate-500 dark:text-slate-400" />
            <p className="font-medium text-slate-700 dark:text-slate-300">{MSG_ADMIN.noPending}</p>
          </div>
        ) : (
          <ul className="space-y-4">
            {pending.data.map((user) => (
              <PendingUserCard key={user._id} user={user} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
