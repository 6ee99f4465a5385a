import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import type { SupportGroup } from '@arogya/contract/schemas/support';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useJoinGroup } from '../api/join-group';
import { useLeaveGroup } from '../api/leave-group';

/** Join (then open the chat) or Leave, with the spec's toasts. */
export function MembershipButton({ group }: { group: SupportGroup }) {
  const navigate = useNavigate();
  const join = useJoinGroup();
  const leave = useLeaveGroup();
  const busy = join.isPending || leave.isPending;
  const failed = (error: unknown, fallback: string) =>
    toast.error(isApiError(error) && error.message ? error.message : fallback);

  if (group.isMember) {
    return (
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        aria-label={`${MSG_SUPPORT.leave} ${group.name}`}
        onClick={() =>
          leave.mutate(group._id, {
            onSuccess: () => toast.success(MSG_SUPPORT.left),
            onError: (error) => failed(error, MSG_SUPPORT.leaveFailed),
          })
        }
      >
        {MSG_SUPPORT.leave}
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      disabled={busy || !group.isActive}
      aria-label={`${MSG_SUPPORT.join} ${group.name}`}
      onClick={() =>
        join.mutate(group._id, {
          onSuccess: () => {
            toast.success(MSG_SUPPORT.joined);
            navigate(`/support-community/${group._id}`);
          },
          onError: (error) => failed(error, MSG_SUPPORT.joinFailed),
        })
      }
    >
      {MSG_SUPPORT.join}
    </Button>
  );
}
