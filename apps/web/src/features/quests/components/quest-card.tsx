import { QUEST_CATEGORY_LABELS } from '@arogya/contract/constants/quests';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_QUESTS } from '@arogya/contract/messages/quests';
import { type Quest, type QuestProgressInput, questProgressSchema } from '@arogya/contract/schemas/quests';
import { zodResolver } from '@hookform/resolvers/zod';
import { Award, CheckCircle2, Pill } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/form-field';
import { indiaToday } from '../../../lib/india-date';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useAcceptQuest } from '../api/accept-quest';
import { useLogQuestProgress } from '../api/log-quest-progress';

function ProgressBar({ done, total, label }: { done: number; total: number; label: string }) {
  const percent = total === 0 ? 0 : Math.round((done * 100) / total);
  return (
    <div className="mt-4">
      <div className="flex justify-between text-sm text-slate-700 dark:text-slate-300">
        <span>{fill(MSG_QUESTS.progress, { done, total })}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={fill(MSG_QUESTS.progress, { done, total })}
        className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-teal-600 dark:bg-teal-400" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

type LogValues = { date: string; value?: number | undefined };

function LogDayForm({ quest }: { quest: Quest & { enrolment: NonNullable<Quest['enrolment']> } }) {
  const log = useLogQuestProgress();
  const today = indiaToday();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LogValues, unknown, QuestProgressInput>({
    resolver: zodResolver(questProgressSchema),
    defaultValues: { date: today },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const result = await log.mutateAsync({ id: quest._id, ...input });
      toast.success(result.msg);
    } catch (error) {
      notifyRequestFailure(error, MSG_QUESTS.logFailed);
    }
  });

  return (
    <form onSubmit={onSubmit} className="mt-4 flex flex-wrap items-end gap-3" noValidate>
      <TextField
        label={MSG_QUESTS.dayLabel}
        type="date"
        min={quest.enrolment.acceptedOn}
        max={today}
        error={errors.date?.message}
        className="w-40"
        {...register('date')}
      />
      {quest.unit && (
        <TextField
          label={fill(MSG_QUESTS.valueLabel, { unit: quest.unit })}
          type="number"
          inputMode="numeric"
          min={0}
          error={errors.value?.message}
          className="w-48"
          {...register('value', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}
        />
      )}
      <Button type="submit" disabled={log.isPending}>
        {MSG_QUESTS.logDay}
      </Button>
    </form>
  );
}

/** One quest: what it asks, its points and length, and — once accepted — the progress bar and the day log. */
export function QuestCard({ quest }: { quest: Quest }) {
  const accept = useAcceptQuest();
  const enrolment = quest.enrolment;
  const completed = Boolean(enrolment?.completedAt);

  async function onAccept() {
    try {
      const result = await accept.mutateAsync(quest._id);
      toast.success(result.msg);
    } catch (error) {
      notifyRequestFailure(error, MSG_QUESTS.acceptFailed);
    }
  }

  return (
    <Card className="flex flex-col p-5">
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-full bg-teal-50 px-2.5 py-1 text-teal-900 dark:bg-teal-950 dark:text-teal-100">
          {QUEST_CATEGORY_LABELS[quest.category]}
        </span>
        <span className="rounded-full bg-amber-50 px-2.5 py-1 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {fill(MSG_QUESTS.points, { points: quest.points })}
        </span>
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          {fill(MSG_QUESTS.days, { days: quest.durationDays })}
        </span>
        {completed && (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-1 text-green-900 dark:bg-green-950 dark:text-green-100">
            <CheckCircle2 aria-hidden="true" className="size-3.5" />
            {MSG_QUESTS.completedBadge}
          </span>
        )}
      </div>
      <h3 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">{quest.title}</h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{quest.description}</p>
      {quest.kind === 'adherence' && (
        <p className="mt-2 flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Pill aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {MSG_QUESTS.adherenceNote}
        </p>
      )}

      {enrolment ? (
        <>
          <ProgressBar done={enrolment.daysDone} total={quest.durationDays} label={quest.title} />
          {completed ? (
            <p className="mt-4 inline-flex items-center gap-2 font-semibold text-green-800 dark:text-green-300">
              <Award aria-hidden="true" className="size-5" />
              {quest.badge}
            </p>
          ) : quest.kind === 'manual' ? (
            enrolment.loggedToday ? (
              <p className="mt-4 text-sm font-medium text-teal-800 dark:text-teal-300">
                {MSG_QUESTS.loggedToday}
              </p>
            ) : (
              <LogDayForm quest={{ ...quest, enrolment }} />
            )
          ) : null}
        </>
      ) : (
        <div className="mt-auto pt-4">
          <Button
            onClick={onAccept}
            disabled={accept.isPending}
            aria-label={`${MSG_QUESTS.accept}: ${quest.title}`}
          >
            {MSG_QUESTS.accept}
          </Button>
        </div>
      )}
    </Card>
  );
}
