import { MSG_FORUM } from '@arogya/contract/messages/forum';
import { reportSchema } from '@arogya/contract/schemas/forum';
import { zodResolver } from '@hookform/resolvers/zod';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-field';
import { ModalOnDemand } from '../../../components/ui/modal-on-demand';
import { toast } from '../../../lib/toast';
import { useReportPost } from '../api/report-post';

/** Report a question or an answer with a reason; "Reported" afterwards (locally). */
export function ReportButton({ kind, id }: { kind: 'questions' | 'answers'; id: string }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const report = useReportPost();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof reportSchema>, unknown, z.output<typeof reportSchema>>({
    resolver: zodResolver(reportSchema),
    defaultValues: { reason: '' },
  });

  async function onValid(values: z.output<typeof reportSchema>) {
    try {
      await report.mutateAsync({ kind, id, reason: values.reason });
      toast.success(MSG_FORUM.reported);
      setDone(true);
      setOpen(false);
      reset();
    } catch {
      // The client already showed the server's message.
    }
  }

  if (done)
    return <span className="text-sm text-slate-600 dark:text-slate-300">{MSG_FORUM.reportedLocally}</span>;
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="size-4" />
        {MSG_FORUM.report}
      </Button>
      <ModalOnDemand
        open={open}
        onClose={() => setOpen(false)}
        title={kind === 'questions' ? MSG_FORUM.reportQuestion : MSG_FORUM.reportAnswer}
      >
        <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
          <TextAreaField
            label={MSG_FORUM.reportReasonLabel}
            required
            rows={3}
            maxLength={500}
            error={errors.reason?.message}
            {...register('reason')}
          />
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {MSG_FORUM.cancel}
            </Button>
            <Button type="submit" variant="danger" disabled={report.isPending}>
              {MSG_FORUM.reportSubmit}
            </Button>
          </div>
        </form>
      </ModalOnDemand>
    </>
  );
}
