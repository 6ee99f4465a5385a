import { REVIEW_RULES } from '@arogya/contract/constants/reviews';
import { MSG_REVIEWS } from '@arogya/contract/messages/reviews';
import { reviewReportBodySchema } from '@arogya/contract/schemas/reviews';
import { zodResolver } from '@hookform/resolvers/zod';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useReportReview } from '../api/report-review';

type Values = z.output<typeof reviewReportBodySchema>;

/** Reporting a review: the reason is required; one report per person (the server says so otherwise). */
export function ReportDialog({
  reviewId,
  open,
  onClose,
}: {
  reviewId: string;
  open: boolean;
  onClose: () => void;
}) {
  const report = useReportReview();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof reviewReportBodySchema>, unknown, Values>({
    resolver: zodResolver(reviewReportBodySchema),
    defaultValues: { reason: '' },
  });

  function close() {
    if (isSubmitting) return;
    reset();
    setProblem(null);
    onClose();
  }

  async function submit({ reason }: Values) {
    setProblem(null);
    try {
      await report.mutateAsync({ id: reviewId, reason });
      toast.success(MSG_REVIEWS.reported);
      reset();
      onClose();
    } catch (error) {
      setProblem(isApiError(error) ? error.message : MSG_REVIEWS.loadFailed);
    }
  }

  return (
    <Modal open={open} onClose={close} size="md" title={MSG_REVIEWS.reportTitle}>
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5" aria-busy={isSubmitting}>
        <TextAreaField
          label={MSG_REVIEWS.reportReasonLabel}
          required
          maxLength={REVIEW_RULES.reportReasonMax}
          error={errors.reason?.message}
          {...register('reason')}
        />
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {problem}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={isSubmitting}>
            {MSG_REVIEWS.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={isSubmitting}>
            <Flag aria-hidden="true" className="size-4" />
            {MSG_REVIEWS.reportSubmit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
