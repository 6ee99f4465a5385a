import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import type { SupportMessageView } from '@arogya/contract/schemas/support';
import { Flag } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { groupByDay, timeOfDay } from '../lib/day-groups';

/** Messages grouped by day (Today, Yesterday, a date); others' messages have a Report action. */
export function MessageList({
  messages,
  myKey,
  now,
  onReport,
}: {
  messages: readonly SupportMessageView[];
  myKey: string;
  now: Date;
  onReport: (message: SupportMessageView) => void;
}) {
  if (messages.length === 0) {
    return <p className="py-10 text-center text-slate-700 dark:text-slate-300">{MSG_SUPPORT.noMessages}</p>;
  }
  return (
    <div className="space-y-6">
      {groupByDay(messages, now).map((run) => (
        <section key={run.day} aria-label={run.label}>
          <h2 className="mb-3 text-center text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            {run.label}
          </h2>
          <ul className="space-y-3">
            {run.items.map((m) => {
              const mine = m.author.key === myKey;
              return (
                <li
                  key={m._id}
                  data-testid="support-message"
                  data-message-id={m._id}
                  className={cn('flex', mine ? 'justify-end' : 'justify-start')}
                >
                  <div
                    className={cn(
                      'max-w-[85%] min-w-0 rounded-2xl px-4 py-2.5 sm:max-w-[70%]',
                      mine
                        ? 'bg-teal-700 text-white dark:bg-teal-800'
                        : 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700',
                    )}
                  >
                    <p
                      className={cn(
                        'text-xs font-semibold',
                        mine ? 'text-teal-50' : 'text-teal-800 dark:text-teal-200',
                      )}
                    >
                      {m.author.displayName}
                      <span
                        className={cn(
                          'ml-2 font-normal',
                          mine ? 'text-teal-100' : 'text-slate-600 dark:text-slate-400',
                        )}
                      >
                        {timeOfDay(m.createdAt)}
                      </span>
                    </p>
                    <p className="mt-1 text-sm break-words whitespace-pre-wrap">{m.content}</p>
                    {!mine && (
                      <div className="mt-1 flex justify-end">
                        {m.reportedByMe ? (
                          <span className="text-xs font-semibold text-amber-800 dark:text-amber-300">
                            {MSG_SUPPORT.reportedLabel}
                          </span>
                        ) : (
                          <Button
                            variant="ghost"
                            size="sm"
                            className="min-h-7 px-2 text-xs"
                            aria-label={`${MSG_SUPPORT.report}: ${m.author.displayName}, ${timeOfDay(m.createdAt)}`}
                            onClick={() => onReport(m)}
                          >
                            <Flag aria-hidden="true" className="size-3.5" />
                            {MSG_SUPPORT.report}
                          </Button>
                        )}
                      </div>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
