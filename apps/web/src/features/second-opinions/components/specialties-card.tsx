import {
  SECOND_OPINION_SPECIALTIES,
  type SecondOpinionSpecialty,
} from '@arogya/contract/constants/second-opinions';
import { MSG_SECOND_OPINION } from '@arogya/contract/messages/second-opinion';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeclareSpecialties, useMySpecialties } from '../api/specialties';
import { specialtyLabel } from '../lib/labels';

const STATUS_TEXT = {
  automatic: MSG_SECOND_OPINION.specialtyAutomatic,
  pending: MSG_SECOND_OPINION.specialtyPending,
  approved: MSG_SECOND_OPINION.specialtyApproved,
  rejected: MSG_SECOND_OPINION.specialtyRejected,
} as const;

/** The specialist's review specialties: the automatic one, and checkboxes to declare more. */
export function SpecialtiesCard() {
  const mine = useMySpecialties();
  const declare = useDeclareSpecialties();
  const [draft, setDraft] = useState<Set<SecondOpinionSpecialty> | null>(null);
  if (!mine.data) return null;
  const status = new Map(mine.data.map((s) => [s.specialty, s.status] as const));
  const chosen = draft ?? new Set(mine.data.filter((s) => s.status !== 'automatic').map((s) => s.specialty));

  function toggle(s: SecondOpinionSpecialty) {
    const next = new Set(chosen);
    if (next.has(s)) next.delete(s);
    else next.add(s);
    setDraft(next);
  }
  async function save() {
    try {
      await declare.mutateAsync([...chosen]);
      setDraft(null);
      toast.success(MSG_SECOND_OPINION.specialtiesSaved);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : MSG_SECOND_OPINION.loadCasesFailed);
    }
  }

  return (
    <Card className="p-5 sm:p-6">
      <details>
        <summary className="cursor-pointer text-lg font-semibold text-slate-900 dark:text-white">
          {MSG_SECOND_OPINION.mySpecialties}
        </summary>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {MSG_SECOND_OPINION.mySpecialtiesHint}
        </p>
        <fieldset className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="sr-only">{MSG_SECOND_OPINION.mySpecialties}</legend>
          {SECOND_OPINION_SPECIALTIES.map((s) => {
            const state = status.get(s);
            const automatic = state === 'automatic';
            return (
              <label key={s} className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-100">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-teal-700"
                  checked={automatic || chosen.has(s)}
                  disabled={automatic}
                  onChange={() => toggle(s)}
                />
                <span>
                  {specialtyLabel(s)}
                  {state && (
                    <span className="block text-xs text-slate-500 dark:text-slate-400">
                      {STATUS_TEXT[state]}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </fieldset>
        <Button className="mt-4" onClick={() => void save()} disabled={declare.isPending || draft === null}>
          {MSG_SECOND_OPINION.saveSpecialties}
        </Button>
      </details>
    </Card>
  );
}
