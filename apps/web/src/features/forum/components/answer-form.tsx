import { FORUM_LIMITS } from '@arogya/contract/constants/forum';
import { MSG_FORUM } from '@arogya/contract/messages/forum';
import { createAnswerSchema } from '@arogya/contract/schemas/forum';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextAreaField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usePostAnswer } from '../api/post-answer';

type FormIn = z.input<typeof createAnswerSchema>;
type FormOut = z.output<typeof createAnswerSchema>;

/** Your Answer (spec 02 §2, §5): Post Answer, disabled under 20 characters; Submitting... while busy. */
export function AnswerForm({ questionId }: { questionId: string }) {
  const post = usePostAnswer(questionId);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(createAnswerSchema),
    defaultValues: { body: '' },
  });
  const body = useWatch({ control, name: 'body' }) ?? '';

  async function onValid(values: FormOut) {
    try {
      await post.mutateAsync(values.body);
      toast.success(MSG_FORUM.answerPosted);
      reset();
    } catch (error) {
      toast.error(isApiError(error) && error.status !== 0 ? error.message : MSG_FORUM.answerFailed);
    }
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{MSG_FORUM.yourAnswer}</h2>
      <form noValidate onSubmit={handleSubmit(onValid)} className="mt-4 space-y-4">
        <TextAreaField
          label={MSG_FORUM.yourAnswer}
          className="[&>label]:sr-only"
          rows={6}
          maxLength={FORUM_LIMITS.answerMax}
          hint={`${body.trim().length}/${FORUM_LIMITS.answerMax}`}
          error={errors.body?.message}
          {...register('body')}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={post.isPending || body.trim().length < FORUM_LIMITS.answerMin}>
            {post.isPending ? MSG_FORUM.submitting : MSG_FORUM.postAnswer}
          </Button>
        </div>
      </form>
    </Card>
  );
}
