import type { VoteType } from '@arogya/contract/constants/forum';
import { MSG_FORUM } from '@arogya/contract/messages/forum';
import type { UserVote } from '@arogya/contract/schemas/forum';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { isApiError } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth-session';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';

/** Up and down votes with the score (spec 02 §4): disabled for visitors and on the caller's own content. */
export function VoteButtons({
  score,
  userVote,
  own,
  pending,
  onVote,
  label,
}: {
  score: number;
  userVote: UserVote;
  own: boolean;
  pending: boolean;
  onVote: (voteType: VoteType) => Promise<unknown>;
  label: string;
}) {
  const { user } = useAuthSession();
  async function vote(voteType: VoteType) {
    try {
      await onVote(voteType);
    } catch (error) {
      toast.error(isApiError(error) && error.status !== 0 ? error.message : MSG_FORUM.voteFailed);
    }
  }
  const button = (active: boolean) =>
    cn(
      'grid size-9 place-items-center rounded-full border transition-colors disabled:cursor-not-allowed disabled:opacity-50',
      active
        ? 'border-teal-700 bg-teal-700 text-white dark:border-teal-300 dark:bg-teal-300 dark:text-slate-950'
        : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800',
    );
  return (
    <fieldset className="flex flex-col items-center gap-1" aria-label={label}>
      <button
        type="button"
        className={button(userVote === 'upvote')}
        aria-label={MSG_FORUM.upvote}
        aria-pressed={userVote === 'upvote'}
        disabled={!user || own || pending}
        onClick={() => vote('upvote')}
      >
        <ChevronUp aria-hidden="true" className="size-5" />
      </button>
      <span className="text-lg font-bold text-slate-900 dark:text-white" data-testid="score">
        {score}
      </span>
      <button
        type="button"
        className={button(userVote === 'downvote')}
        aria-label={MSG_FORUM.downvote}
        aria-pressed={userVote === 'downvote'}
        disabled={!user || own || pending}
        onClick={() => vote('downvote')}
      >
        <ChevronDown aria-hidden="true" className="size-5" />
      </button>
    </fieldset>
  );
}
