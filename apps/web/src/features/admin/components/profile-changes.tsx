import { MSG_ADMIN } from '@arogya/contract/messages/admin';
import { fill } from '@arogya/contract/messages/fill';
import { Inbox } from 'lucide-react';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useProfileChanges } from '../api/get-profile-changes';
import { ProfileChangeCard } from './profile-change-card';

/** Profile Changes: approved professionals' changes to verified details; loading, error, empty, list. */
export function ProfileChanges() {
  const changes = useProfileChanges();

  return (
    <section aria-labelledby="profile-changes-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="profile-changes-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          {MSG_ADMIN.profileChanges}
        </h2>
        {changes.data && changes.data.length > 0 && (
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            {fill(MSG_ADMIN.profileChangesCount, { count: changes.data.length })}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{MSG_ADMIN.profileChangesHint}</p>
      <div className="mt-5">
        {changes.isPending ? (
          <LoadingState className="py-16" />
        ) : changes.isError ? (
          <ErrorState
            message={MSG_ADMIN.loadProfileChangesFailed}
            onRetry={() => void changes.refetch()}
            retrying={changes.isFetching}
          />
        ) : changes.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700">
            <Inbox aria-hidden="true" className="size-8 text-slate-500 dark:text-slate-400" />
            <p className="font-medium text-slate-700 dark:text-slate-300">{MSG_ADMIN.noProfileChanges}</p>
          </div>
        ) : (
          <ul className="space-y-4">
            {changes.data.map((change) => (
              <ProfileChangeCard key={change._id} change={change} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
