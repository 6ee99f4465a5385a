import { APP_LOCALE } from '@arogya/contract/locale';
import { MSG_CARE_CIRCLE } from '@arogya/contract/messages/care-circle';
import { fill } from '@arogya/contract/messages/fill';
import { useId } from 'react';
import { LoadingState } from '../../../components/ui/loading-state';
import { once } from '../../../lib/once';
import { useCallHistory } from '../api/get-call-history';
import { formatDuration } from '../lib/format-duration';

const when = once(
  () =>
    new Intl.DateTimeFormat(APP_LOCALE, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    }),
);

/** Call history (spec 01 §2): the 5 most recent calls, with who, when, status and duration. */
export function CallHistory({ viewerId }: { viewerId: string }) {
  const headingId = useId();
  const history = useCallHistory('me');
  const calls = history.data ?? [];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {MSG_CARE_CIRCLE.callHistory}
      </h2>
      {history.isPending ? (
        <LoadingState className="py-4" />
      ) : calls.length === 0 ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300">{MSG_CARE_CIRCLE.noCalls}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          {calls.map((call) => {
            const other = call.professional._id === viewerId ? call.patient.name : call.professional.name;
            return (
              <li key={call.callId} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900 dark:text-white">
                    {fill(MSG_CARE_CIRCLE.calledBy, { name: other })}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    <time dateTime={call.createdAt}>{when().format(new Date(call.createdAt))}</time>
                  </p>
                </div>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {call.status === 'active' ? MSG_CARE_CIRCLE.inProgress : formatDuration(call.duration)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
