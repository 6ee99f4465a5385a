import { MATERIAL_PROFILE_FIELD_LABELS, MATERIAL_PROFILE_FIELDS } from '@arogya/contract/constants/profiles';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import type { ProfileChangeRequest } from '@arogya/contract/schemas/users';
import { Clock, XCircle } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn';

/**
 * An approved professional's change to verified details: "Changes awaiting review" with the proposed
 * values, or that the last one was not approved, with the admin's reason. Nothing when there is neither.
 */
export function ProfileChangeNotice({ request }: { request: ProfileChangeRequest | null }) {
  const headingId = useId();
  if (!request) return null;
  const pending = request.status === 'pending';
  const Icon = pending ? Clock : XCircle;
  const fields = MATERIAL_PROFILE_FIELDS.filter((field) => request.changes[field] !== undefined);
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl border p-5',
        pending
          ? 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50'
          : 'border-red-300 bg-red-50 text-red-950 dark:border-red-900 dark:bg-red-950 dark:text-red-50',
      )}
    >
      <h2 id={headingId} className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {pending ? MSG_PROFILE.changesAwaitingReview : MSG_PROFILE.changesRejected}
      </h2>
      <p className="mt-1 text-sm">
        {pending
          ? MSG_PROFILE.changesAwaitingHint
          : fill(MSG_PROFILE.changesRejectedReason, { reason: request.rejectionReason ?? '' })}
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {fields.map((field) => {
          const value = request.changes[field];
          return (
            <div key={field} className="min-w-0">
              <dt className="text-xs font-medium tracking-wide uppercase opacity-80">
                {MATERIAL_PROFILE_FIELD_LABELS[field]}
              </dt>
              <dd className="break-words font-medium">{Array.isArray(value) ? value.join(', ') : value}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
