import { DOSE_SLOT_LABELS } from '@arogya/contract/constants/prescriptions';
import { MSG_PRESCRIPTIONS } from '@arogya/contract/messages/prescriptions';
import type { ChecklistDose, TodayChecklist } from '@arogya/contract/schemas/prescriptions';
import { Check, CircleCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useLogDose } from '../api/doses';

function DoseRow({ dose, date }: { dose: ChecklistDose; date: string }) {
  const log = useLogDose();
  const label = `${dose.name} — ${DOSE_SLOT_LABELS[dose.slot]} ${dose.time}`;
  return (
    <li className="flex items-center justify-between gap-3 py-3" data-testid="checklist-dose">
      <div className="min-w-0">
        <p className="font-medium text-slate-900 dark:text-white">{dose.name}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {DOSE_SLOT_LABELS[dose.slot]} · {dose.time} · {dose.dosage}
        </p>
      </div>
      {dose.taken ? (
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-700 dark:text-emerald-300">
          <CircleCheck aria-hidden="true" className="size-5" />
          {MSG_PRESCRIPTIONS.taken}
        </span>
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={log.isPending}
          aria-label={`${MSG_PRESCRIPTIONS.markTaken}: ${label}`}
          onClick={() =>
            log.mutate(
              {
                prescriptionId: dose.prescriptionId,
                medicineIndex: dose.medicineIndex,
                scheduledDate: date,
                doseSlot: dose.slot,
              },
              {
                onSuccess: (result) =>
                  toast.success(result.changed ? MSG_PRESCRIPTIONS.doseLogged : result.msg),
                onError: (error) => notifyRequestFailure(error, MSG_PRESCRIPTIONS.logDoseFailed),
              },
            )
          }
        >
          <Check aria-hidden="true" className="size-4" />
          {MSG_PRESCRIPTIONS.markTaken}
        </Button>
      )}
    </li>
  );
}

/** Today's Checklist (spec 01 §2): the doses due today at the patient's dose times, each ticked off once. */
export function TodaysChecklist({ checklist }: { checklist: TodayChecklist }) {
  return (
    <Card className="p-5">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
        {MSG_PRESCRIPTIONS.todaysChecklist}
      </h2>
      {checklist.doses.length === 0 ? (
        <p className="mt-3 text-slate-600 dark:text-slate-400">{MSG_PRESCRIPTIONS.noDosesToday}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
          {checklist.doses.map((dose) => (
            <DoseRow
              key={`${dose.prescriptionId}:${dose.medicineIndex}:${dose.slot}`}
              dose={dose}
              date={checklist.date}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
