import { DOSE_SLOT_LABELS, DOSE_SLOTS } from '@arogya/contract/constants/prescriptions';
import { MSG_PRESCRIPTIONS } from '@arogya/contract/messages/prescriptions';
import { type DoseTimes, doseTimesSchema } from '@arogya/contract/schemas/prescriptions';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useSaveDoseTimes } from '../api/dose-times';

/** The patient's own morning, afternoon and night dose times (the checklist and reminders follow them). */
export function DoseTimesForm({ times }: { times: DoseTimes }) {
  const save = useSaveDoseTimes();
  const form = useForm<DoseTimes>({ resolver: zodResolver(doseTimesSchema), defaultValues: times });
  return (
    <details className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">
        {MSG_PRESCRIPTIONS.doseTimes}
      </summary>
      <form
        className="mt-4 grid gap-4 sm:grid-cols-4 sm:items-end"
        onSubmit={form.handleSubmit((values) =>
          save.mutate(values, {
            onSuccess: (r) => toast.success(r.msg),
            onError: (error) => notifyRequestFailure(error, MSG_PRESCRIPTIONS.loadFailed),
          }),
        )}
      >
        {DOSE_SLOTS.map((slot) => (
          <TextField
            key={slot}
            type="time"
            label={DOSE_SLOT_LABELS[slot]}
            error={form.formState.errors[slot]?.message}
            {...form.register(slot)}
          />
        ))}
        <Button type="submit" disabled={save.isPending}>
          {MSG_PRESCRIPTIONS.saveDoseTimes}
        </Button>
      </form>
    </details>
  );
}
