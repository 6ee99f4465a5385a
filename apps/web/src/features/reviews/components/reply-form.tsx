import { REVIEW_RULES } from '@arogya/contract/constants/reviews';
import { MSG_REVIEWS } from '@arogya/contract/messages/reviews';
import { reviewReplyBodySchema } from '@arogya/contract/schemas/reviews';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useReplyToReview } from '../api/reply-to-review';

type Values = z.output<typeof reviewReplyBodySchema>;

/** The reviewed professional's one public reply to a review. */
export function ReplyForm({ reviewId }: { reviewId: string }) {
  const reply = useReplyToReview();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof reviewReplyBodySchema>, unknown, Values>({
    resolver: zodResolver(reviewReplyBodySchema),
    defaultValues: { text: '' },
  });

  async function submit({ text }: Values) {
    setProblem(null);
    try {
      await reply.mutateAsync({ id: reviewId, text });
      toast.success(MSG_REVIEWS.replyPosted);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : MSG_REVIEWS.loadFailed);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="mt-3 space-y-3" aria-busy={isSubmitting}>
      <TextAreaField
        label={MSG_REVIEWS.replyLabel}
        maxLength={REVIEW_RULES.replyMax}
        error={errors.text?.message}
        {...register('text')}
      />
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      <Button type="submit" size="sm" disabled={isSubmitting}>
        {MSG_REVIEWS.reply}
      </Button>
    </form>
  );
}
