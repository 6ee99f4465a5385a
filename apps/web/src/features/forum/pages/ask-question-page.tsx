import { FORUM_CATEGORIES, type ForumCategory } from '@arogya/contract/constants/forum';
import { MSG_FORUM } from '@arogya/contract/messages/forum';
import { createQuestionSchema } from '@arogya/contract/schemas/forum';
import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { bodyFieldErrors, isApiError } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth-session';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useCreateQuestion } from '../api/create-question';
import { CategoryIcon } from '../components/forum-badges';
import { LoginRequiredPanel } from '../components/login-required-panel';
import { TagEditor } from '../components/tag-editor';

type FormIn = z.input<typeof createQuestionSchema>;
type FormOut = z.output<typeof createQuestionSchema>;

const GUIDELINES = [MSG_FORUM.guideline1, MSG_FORUM.guideline2, MSG_FORUM.guideline3, MSG_FORUM.guideline4];

/** Ask a question (spec 02 §2, §5); on success it opens the new question's page. */
export function AskQuestionPage() {
  const { user } = useAuthSession();
  if (!user) {
    return (
      <Container className="max-w-2xl py-12">
        <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          {MSG_FORUM.askAQuestion}
        </h1>
        <LoginRequiredPanel
          title={MSG_FORUM.loginRequired}
          loginLabel={MSG_FORUM.login}
          signUpLabel={MSG_FORUM.signUp}
        />
      </Container>
    );
  }
  return <AskForm />;
}

function AskForm() {
  const navigate = useNavigate();
  const create = useCreateQuestion();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(createQuestionSchema),
    defaultValues: { title: '', body: '', category: 'general', tags: [] },
  });
  const title = useWatch({ control, name: 'title' }) ?? '';
  const body = useWatch({ control, name: 'body' }) ?? '';

  async function onValid(values: FormOut) {
    try {
      const { data } = await create.mutateAsync(values);
      toast.success(MSG_FORUM.questionPosted);
      navigate(`/forum/question/${data._id}`);
    } catch (error) {
      for (const [field, message] of Object.entries(bodyFieldErrors(error))) {
        if (field in values) setError(field as keyof FormIn, { message });
      }
      toast.error(isApiError(error) && error.status !== 0 ? error.message : MSG_FORUM.createFailed);
    }
  }

  function onInvalid() {
    toast.error(MSG_FORUM.fillRequired);
  }

  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {MSG_FORUM.askAQuestion}
      </h1>
      <Card className="mt-6 border-sky-200 bg-sky-50 p-5 dark:border-sky-900 dark:bg-sky-950/40">
        <h2 className="flex items-center gap-2 font-semibold text-sky-950 dark:text-sky-100">
          <Info aria-hidden="true" className="size-5" />
          {MSG_FORUM.guidelinesHeading}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-sky-950 dark:text-sky-100">
          {GUIDELINES.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      </Card>
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="mt-6 space-y-6">
        <Card className="space-y-6 p-5 sm:p-6">
          <TextField
            label={MSG_FORUM.titleLabel}
            required
            placeholder={MSG_FORUM.titlePlaceholder}
            maxLength={200}
            error={errors.title?.message}
            {...register('title')}
          />
          <fieldset>
            <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {MSG_FORUM.categoryLabel}
            </legend>
            <Controller
              control={control}
              name="category"
              render={({ field }) => (
                <div className="mt-2 grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 md:grid-cols-3">
                  {(Object.entries(FORUM_CATEGORIES) as [ForumCategory, string][]).map(([value, label]) => (
                    <label
                      key={value}
                      className={cn(
                        'flex cursor-pointer items-center gap-2 rounded-xl border p-3 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-600',
                        field.value === value
                          ? 'border-teal-700 bg-teal-50 text-teal-950 dark:border-teal-300 dark:bg-teal-950 dark:text-teal-50'
                          : 'border-slate-300 text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800',
                      )}
                    >
                      <input
                        type="radio"
                        name={field.name}
                        value={value}
                        checked={field.value === value}
                        onChange={() => field.onChange(value)}
                        className="sr-only"
                      />
                      <CategoryIcon category={value} />
                      {label}
                    </label>
                  ))}
                </div>
              )}
            />
          </fieldset>
          <TextAreaField
            label={MSG_FORUM.detailsLabel}
            required
            rows={8}
            maxLength={2000}
            placeholder={MSG_FORUM.detailsPlaceholder}
            hint={`${body.trim().length}/2000`}
            error={errors.body?.message}
            {...register('body')}
          />
          <Controller
            control={control}
            name="tags"
            render={({ field }) => (
              <TagEditor value={field.value ?? []} onChange={field.onChange} error={errors.tags?.message} />
            )}
          />
        </Card>
        <div className="flex flex-wrap justify-end gap-3">
          <ButtonLink to="/forum" variant="outline">
            {MSG_FORUM.cancel}
          </ButtonLink>
          <Button type="submit" disabled={create.isPending || !title.trim() || !body.trim()}>
            {create.isPending ? MSG_FORUM.posting : MSG_FORUM.postQuestion}
          </Button>
        </div>
      </form>
    </Container>
  );
}
