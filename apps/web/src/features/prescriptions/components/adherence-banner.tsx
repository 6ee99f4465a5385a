import { fill } from '@arogya/contract/messages/fill';
import { MSG_PRESCRIPTIONS } from '@arogya/contract/messages/prescriptions';
import type { Adherence } from '@arogya/contract/schemas/prescriptions';
import { Flame, Pill } from 'lucide-react';

/** The adherence banner (spec 01 §2): score over the last 30 days and the streak; "no doses due yet" at 0 due. */
export function AdherenceBanner({ adherence }: { adherence: Adherence }) {
  const nothingDue = adherence.dosesDue === 0;
  return (
    <section
      aria-label={MSG_PRESCRIPTIONS.adherenceHeading}
      className="flex flex-col gap-3 rounded-2xl border border-teal-200 bg-teal-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-teal-900 dark:bg-teal-950/40"
    >
      <div className="flex items-center gap-3">
        <Pill aria-hidden="true" className="size-8 shrink-0 text-teal-700 dark:text-teal-300" />
        <div>
          <p className="text-2xl font-bold text-slate-900 dark:text-white" data-testid="adherence-score">
            {fill(MSG_PRESCRIPTIONS.adherenceScore, { score: adherence.adherenceScore })}
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {nothingDue
              ? MSG_PRESCRIPTIONS.nothingDueYet
              : fill(MSG_PRESCRIPTIONS.adherenceBanner, { score: adherence.adherenceScore })}
          </p>
        </div>
      </div>
      <p
        className="inline-flex items-center gap-1.5 font-semibold text-amber-800 dark:text-amber-300"
        data-testid="adherence-streak"
      >
        <Flame aria-hidden="true" className="size-5" />
        {adherence.streak > 0
          ? fill(MSG_PRESCRIPTIONS.streak, { days: adherence.streak })
          : MSG_PRESCRIPTIONS.noStreakYet}
      </p>
    </section>
  );
}
