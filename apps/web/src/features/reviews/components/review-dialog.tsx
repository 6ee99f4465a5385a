import {
  type AnyReviewTag,
  REVIEW_RULES,
  REVIEW_TAG_LABELS,
  REVIEW_TAGS_BY_KIND,
  type ReviewKind,
} from '@arogya/contract/constants/reviews';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_REVIEWS } from '@arogya/contract/messages/reviews';
import { type MyReview, REVIEW_ITEM_FIELDS, reviewFormSchema } from '@arogya/contract/schemas/reviews';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useCreateReview } from '../api/create-review';
import { useDeleteReview } from '../api/delete-review';
import { useUpdateReview } from '../api/update-review';
import { StarInput } from './star-input';

type FormInput = z.input<typeof reviewFormSchema>;
type FormValues = z.output<typeof reviewFormSchema>;

function failure(error: unknown): string {
  return isApiError(error) ? error.message : MSG_REVIEWS.loadFailed;
}

/** The dialog's words for each kind of reviewed item. */
const KIND_TEXTS: Record<ReviewKind, { title: string; comment: string }> = {
  visit: { title: MSG_REVIEWS.rateTitle, comment: MSG_REVIEWS.commentLabel },
  'lab-collection': { title: MSG_REVIEWS.rateCollectionTitle, comment: MSG_REVIEWS.commentLabelCollection },
  'ambulance-trip': { title: MSG_REVIEWS.rateTripTitle, comment: MSG_REVIEWS.commentLabelTrip },
};

/**
 * Writing or editing the review of one visit, lab collection or ambulance trip (`kind`, `itemId`): stars
 * (required), the optional text and the tags of that kind's list. An existing review the author may still
 * change can also be deleted here. Mount it when it opens: the form starts from the review (or blank) each
 * time.
 */
export function ReviewDialog({
  open,
  onClose,
  kind,
  itemId,
  providerName,
  review,
}: {
  open: boolean;
  onClose: () => void;
  kind: ReviewKind;
  itemId: string;
  providerName: string;
  review?: MyReview | undefined;
}) {
  const tagList = REVIEW_TAGS_BY_KIND[kind];
  const texts = KIND_TEXTS[kind];
  const tagsId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateReview();
  const update = useUpdateReview();
  const remove = useDeleteReview();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(reviewFormSchema),
    // Mounted afresh each time it opens (see RateVisit): these are the values it opens with.
    defaultValues: review
      ? { rating: review.rating, comment: review.comment ?? '', tags: review.tags }
      : { comment: '', tags: [] },
  });

  const busy = isSubmitting || remove.isPending;

  function close() {
    if (busy) return;
    onClose();
  }

  async function submit(values: FormValues) {
    setProblem(null);
    try {
      if (review) {
        await update.mutateAsync({ id: review._id, input: values });
        toast.success(MSG_REVIEWS.updated);
      } else {
        await create.mutateAsync({ [REVIEW_ITEM_FIELDS[kind]]: itemId, ...values });
        toast.success(MSG_REVIEWS.created);
      }
      onClose();
    } catch (error) {
      setProblem(failure(error));
    }
  }

  function destroy() {
    if (!review) return;
    setProblem(null);
    remove.mutate(review._id, {
      onSuccess: () => {
        toast.success(MSG_REVIEWS.deleted);
        onClose();
      },
      onError: (error) => setProblem(failure(error)),
    });
  }

  return (
    <Modal
      open={open}
      onClose={close}
      size="md"
      title={fill(texts.title, { name: providerName })}
      description={MSG_REVIEWS.commentHint}
    >
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5" aria-busy={busy}>
        <Controller
          control={control}
          name="rating"
          render={({ field, fieldState }) => (
            <StarInput
              name={`${itemId}-rating`}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextAreaField
          label={texts.comment}
          maxLength={REVIEW_RULES.commentMax}
          error={errors.comment?.message}
          {...register('comment')}
        />
        <Controller
          control={control}
          name="tags"
          render={({ field }) => {
            const chosen = new Set(field.value ?? []);
            const toggle = (tag: AnyReviewTag) => {
              const next = new Set(chosen);
              if (next.has(tag)) next.delete(tag);
              else next.add(tag);
              field.onChange(tagList.filter((t) => next.has(t)));
            };
            return (
              <fieldset>
                <legend id={tagsId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
                  {MSG_REVIEWS.tagsLabel}
                </legend>
                <div className="mt-2 flex flex-wrap gap-2">
                  {tagList.map((tag) => (
                    <button
                      key={tag}
                      type="button"
                      aria-pressed={chosen.has(tag)}
                      onClick={() => toggle(tag)}
                      className={cn(
                        'min-h-9 rounded-full border px-3 text-sm font-medium',
                        chosen.has(tag)
                          ? 'border-teal-700 bg-teal-700 text-white dark:border-teal-300 dark:bg-teal-300 dark:text-slate-950'
                          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
                      )}
                    >
                      {REVIEW_TAG_LABELS[tag]}
                    </button>
                  ))}
                </div>
              </fieldset>
            );
          }}
        />
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {problem}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {review?.editable && (
            <Button variant="ghost" onClick={destroy} disabled={busy} className="sm:mr-auto">
              <Trash2 aria-hidden="true" className="size-4" />
              {MSG_REVIEWS.delete}
            </Button>
          )}
          <Button variant="outline" onClick={close} disabled={busy}>
            {MSG_REVIEWS.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {review
              ? isSubmitting
                ? MSG_REVIEWS.saving
                : MSG_REVIEWS.save
              : isSubmitting
                ? MSG_REVIEWS.submitting
                : MSG_REVIEWS.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
