import { MSG_CARE_CIRCLE } from '@arogya/contract/messages/care-circle';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PRIVACY_WEB } from '@arogya/contract/messages/privacy-web';
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { PrivacyNote } from '../../../components/privacy-note';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { useAnswerInvitation } from '../api/answer-invitation';
import { useInvitations } from '../api/get-invitations';

/** Pending invitations addressed to you, with Accept and Decline (shown only when there are some). */
export function Invitations({ highlight }: { highlight?: string | null }) {
  const headingId = useId();
  const invitations = useInvitations();
  const answer = useAnswerInvitation();
  const list = invitations.data ?? [];
  if (list.length === 0) return null;
  return (
    <Card aria-labelledby={headingId} role="region" className="border-teal-300 dark:border-teal-700">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {MSG_CARE_CIRCLE.invitationsHeading}
      </h2>
      <PrivacyNote className="mt-2" text={MSG_PRIVACY_WEB.careCircleJoinLine} />
      <ul className="mt-3 space-y-3">
        {list.map((invitation) => (
          <li
            key={invitation._id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-3 data-[highlight=true]:ring-2 data-[highlight=true]:ring-teal-600 dark:bg-slate-800/60"
            data-highlight={invitation._id === highlight}
          >
            <p className="min-w-0 break-words text-slate-800 dark:text-slate-200">
              {fill(MSG_CARE_CIRCLE.invitationFrom, { name: invitation.patient.name, role: invitation.role })}
            </p>
            <div className="flex gap-2">
              <Button
                size="sm"
                disabled={answer.isPending}
                onClick={() =>
                  answer.mutate(
                    { id: invitation._id, answer: 'accept' },
                    { onSuccess: (res) => toast.success(res.msg) },
                  )
                }
              >
                <Check aria-hidden="true" className="size-4" />
                {MSG_CARE_CIRCLE.accept}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={answer.isPending}
                onClick={() =>
                  answer.mutate(
                    { id: invitation._id, answer: 'decline' },
                    { onSuccess: (res) => toast.success(res.msg) },
                  )
                }
              >
                <X aria-hidden="true" className="size-4" />
                {MSG_CARE_CIRCLE.decline}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
