import { fill } from '@arogya/contract/messages/fill';
import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import type { SupportGroup, SupportMember } from '@arogya/contract/schemas/support';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useGroupMembers } from '../api/group-members';
import { useRemoveMember } from '../api/remove-member';

/** The member list of a group (anonymous names), with Remove and its confirmation. */
export function MembersModal({ group, onClose }: { group: SupportGroup | null; onClose: () => void }) {
  const members = useGroupMembers(group?._id ?? null);
  const remove = useRemoveMember();
  const [confirming, setConfirming] = useState<SupportMember | null>(null);

  return (
    <Modal
      open={group !== null}
      onClose={() => {
        if (!remove.isPending) {
          setConfirming(null);
          onClose();
        }
      }}
      title={group ? fill(MSG_SUPPORT.groupMembers, { name: group.name }) : ''}
      size="md"
    >
      {confirming && group ? (
        <div>
          <p className="text-slate-800 dark:text-slate-200">
            {fill(MSG_SUPPORT.confirmRemoveMember, { name: confirming.displayName })}
          </p>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              onClick={() => setConfirming(null)}
              disabled={remove.isPending}
              data-autofocus
            >
              {MSG_SUPPORT.cancel}
            </Button>
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { groupId: group._id, memberId: confirming._id },
                  {
                    onSuccess: () => toast.success(MSG_SUPPORT.memberRemoved),
                    onError: (error) =>
                      toast.error(
                        isApiError(error) && error.message ? error.message : MSG_SUPPORT.removeMemberFailed,
                      ),
                    onSettled: () => setConfirming(null),
                  },
                )
              }
            >
              {MSG_SUPPORT.removeMember}
            </Button>
          </div>
        </div>
      ) : members.isPending ? (
        <LoadingState />
      ) : members.isError ? (
        <ErrorState message={MSG_SUPPORT.loadMembersFailed} onRetry={() => void members.refetch()} />
      ) : members.data.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{MSG_SUPPORT.noMembers}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {members.data.map((m) => (
            <li key={m._id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div>
                <p className="font-medium text-slate-900 dark:text-white">{m.displayName}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {fill(MSG_SUPPORT.joinedOn, { date: formatDate(m.joinedAt) })}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={`${MSG_SUPPORT.removeMember} ${m.displayName}`}
                onClick={() => setConfirming(m)}
              >
                {MSG_SUPPORT.removeMember}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
