import { WEEKDAY_NAMES } from '@arogya/contract/constants/availability';
import { MSG_AVAILABILITY } from '@arogya/contract/messages/availability';
import { fill } from '@arogya/contract/messages/fill';
import type { MySchedule } from '@arogya/contract/schemas/availability';
import { Copy, Save } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-token';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useSetWeeklyHours } from '../api/set-weekly-hours';
import {
  copyMondayToWeekdays,
  previewSlots,
  type ScheduleRole,
  sameWeek,
  timeChoices,
  type WeekdayDraft,
  weekDraft,
  weekPayload,
} from '../lib/calendar';
import { ProblemNote } from './problem-note';

const STARTS = timeChoices(0, 23 * 60 + 30);
const ENDS = timeChoices(30, 24 * 60);

/**
 * The weekly hours (decision 053): one row per weekday, Monday first — working or not, from and until
 * (half-hour choices) and the slots those hours offer. Saved as a whole week; a refusal (a booking the
 * new week would strand, hours without a slot) stays on screen under the rows.
 */
export function WeeklyHoursForm({ schedule, role }: { schedule: MySchedule; role: ScheduleRole }) {
  const saved = weekDraft(schedule, role);
  const [draft, setDraft] = useState<WeekdayDraft[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useSetWeeklyHours();
  const rows = draft ?? saved;
  const dirty = !sameWeek(rows, saved);

  const update = (weekday: number, patch: Partial<WeekdayDraft>) => {
    setProblem(null);
    setDraft(rows.map((r) => (r.weekday === weekday ? { ...r, ...patch } : r)));
  };

  async function save() {
    // Saving needs a session (spec 02 §8): say so rather than send a request that cannot succeed.
    if (getToken() === null) {
      toast.error(MSG_AVAILABILITY.mustLogin);
      return;
    }
    try {
      const response = await saving.mutateAsync(weekPayload(rows));
      setDraft(null);
      setProblem(null);
      toast.success(response.msg ?? MSG_AVAILABILITY.weeklyHoursSaved);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : MSG_AVAILABILITY.weeklyHoursFailed);
    }
  }

  return (
    <section aria-labelledby="weekly-hours-title">
      <h2 id="weekly-hours-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {MSG_AVAILABILITY.weeklyHoursTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{MSG_AVAILABILITY.weeklyHoursHint}</p>
      <ul className="mt-5 divide-y divide-slate-200 dark:divide-slate-800">
        {rows.map((row) => {
          const name = WEEKDAY_NAMES[row.weekday] ?? '';
          const slots = row.working ? previewSlots(role, row.start, row.end) : [];
          return (
            <li key={row.weekday} className="grid gap-3 py-3 sm:grid-cols-[9rem_1fr] sm:items-center">
              <label className="flex items-center gap-3 font-medium text-slate-900 dark:text-white">
                <input
                  type="checkbox"
                  checked={row.working}
                  onChange={(e) => update(row.weekday, { working: e.target.checked })}
                  className="size-5 rounded border-slate-400 accent-teal-700"
                />
                {name}
              </label>
              {row.working ? (
                <div className="flex flex-col gap-2">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-2">
                    <TimeSelect
                      label={`${name} ${MSG_AVAILABILITY.from.toLowerCase()}`}
                      visibleLabel={MSG_AVAILABILITY.from}
                      value={row.start}
                      options={STARTS}
                      onChange={(start) => update(row.weekday, { start })}
                    />
                    <TimeSelect
                      label={`${name} ${MSG_AVAILABILITY.until.toLowerCase()}`}
                      visibleLabel={MSG_AVAILABILITY.until}
                      value={row.end}
                      options={ENDS}
                      onChange={(end) => update(row.weekday, { end })}
                    />
                  </div>
                  <p
                    className={cn(
                      'text-sm',
                      slots.length > 0
                        ? 'text-slate-600 dark:text-slate-400'
                        : 'font-medium text-amber-800 dark:text-amber-300',
                    )}
                  >
                    {slots.length > 0
                      ? fill(MSG_AVAILABILITY.slotsPreview, { slots: slots.join(', ') })
                      : MSG_AVAILABILITY.noSlotsPreview}
                  </p>
                </div>
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-400">{MSG_AVAILABILITY.weekdayOff}</p>
              )}
            </li>
          );
        })}
      </ul>
      {problem !== null && <ProblemNote className="mt-4">{problem}</ProblemNote>}
      <div className="mt-5 flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
        <Button
          variant="outline"
          onClick={() => setDraft(copyMondayToWeekdays(rows))}
          disabled={saving.isPending}
        >
          <Copy aria-hidden="true" className="size-4" />
          {MSG_AVAILABILITY.copyToWeekdays}
        </Button>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          {dirty && (
            <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
              {MSG_AVAILABILITY.unsavedChanges}
            </p>
          )}
          <Button onClick={() => void save()} disabled={saving.isPending}>
            <Save aria-hidden="true" className="size-4" />
            {saving.isPending ? MSG_AVAILABILITY.saving : MSG_AVAILABILITY.weeklyHoursSave}
          </Button>
        </div>
      </div>
    </section>
  );
}

export function TimeSelect({
  label,
  visibleLabel,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  visibleLabel: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      <span aria-hidden="true">{visibleLabel}</span>
      <select
        aria-label={label}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className={cn(controlClasses, 'w-[5.25rem] px-2 py-2')}
      >
        {options.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
    </label>
  );
}
