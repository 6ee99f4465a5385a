import {
  RESPONSE_TYPES,
  SECOND_OPINION_PRICES,
  SECOND_OPINION_SPECIALTIES,
  type SecondOpinionSpecialty,
  secondOpinionPrice,
  URGENCY_LEVEL_VALUES,
  URGENCY_LEVELS,
  type UrgencyLevel,
} from '@arogya/contract/constants/second-opinions';
import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_SECOND_OPINION } from '@arogya/contract/messages/second-opinion';
import { createSecondOpinionSchema } from '@arogya/contract/schemas/second-opinions';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { bodyFieldErrors, isApiError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useSpecialtyAvailability, useSubmitSecondOpinion } from '../api/requests';
import { FilePicker } from '../components/file-picker';
import { RESPONSE_LABEL, specialtyLabel, urgencyOption } from '../lib/labels';

type FormIn = z.input<typeof createSecondOpinionSchema>;
type FormOut = z.output<typeof createSecondOpinionSchema>;

function PricingSummary({ specialty, urgency }: { specialty: string; urgency: UrgencyLevel }) {
  const known = (SECOND_OPINION_SPECIALTIES as readonly string[]).includes(specialty);
  const base = known ? SECOND_OPINION_PRICES[specialty as SecondOpinionSpecialty] : null;
  const total = known ? secondOpinionPrice(specialty as SecondOpinionSpecialty, urgency) : null;
  const row = 'flex items-center justify-between gap-4 py-2';
  return (
    <Card className="p-5 sm:p-6" aria-live="polite">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
        {MSG_SECOND_OPINION.pricingSummary}
      </h2>
      <dl className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-700">
        <div className={row}>
          <dt className="text-slate-600 dark:text-slate-300">{MSG_SECOND_OPINION.specialty}</dt>
          <dd className="font-medium text-slate-900 dark:text-white">
            {known ? specialtyLabel(specialty) : '—'}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600 dark:text-slate-300">{MSG_SECOND_OPINION.basePrice}</dt>
          <dd className="font-medium text-slate-900 dark:text-white">
            {base === null ? '—' : formatRupees(base)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600 dark:text-slate-300">{MSG_SECOND_OPINION.urgencyMultiplier}</dt>
          <dd className="font-medium text-slate-900 dark:text-white">
            ×{URGENCY_LEVELS[urgency].multiplier}
          </dd>
        </div>
        <div className={row}>
          <dt className="font-semibold text-slate-900 dark:text-white">{MSG_SECOND_OPINION.total}</dt>
          <dd className="text-2xl font-bold text-teal-700 dark:text-teal-300" data-testid="so-total">
            {total === null ? '—' : formatRupees(total)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** Request a second opinion (spec 02 §2, §5): case information, documents and the pricing summary. */
export function SecondOpinionRequestPage() {
  const navigate = useNavigate();
  const availability = useSpecialtyAvailability();
  const submit = useSubmitSecondOpinion();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(createSecondOpinionSchema),
    defaultValues: {
      title: '',
      description: '',
      medicalHistory: '',
      currentDiagnosis: '',
      specialty: '' as FormIn['specialty'],
      urgencyLevel: 'routine',
      responseType: 'written',
    },
  });
  const specialty = useWatch({ control, name: 'specialty' }) ?? '';
  const urgency = (useWatch({ control, name: 'urgencyLevel' }) ?? 'routine') as UrgencyLevel;
  const served = new Map((availability.data ?? []).map((a) => [a.specialty, a.specialists] as const));

  function pickFiles(next: File[]) {
    setFiles(next);
    if (next.length) setFilesError(undefined);
  }

  async function onValid(values: FormOut) {
    if (files.length === 0) {
      setFilesError(MSG_SECOND_OPINION.atLeastOneFile);
      toast.error(MSG_SECOND_OPINION.atLeastOneFile);
      return;
    }
    try {
      const outcome = await submit.mutateAsync({
        input: { ...values, price: secondOpinionPrice(values.specialty, values.urgencyLevel) },
        files,
      });
      toast.success(MSG_SECOND_OPINION.submitted);
      if (outcome.failed.length) {
        toast.error(
          fill(MSG_SECOND_OPINION.someFilesFailed, { names: outcome.failed.map((f) => f.name).join(', ') }),
        );
      }
      navigate('/my-second-opinions');
    } catch (error) {
      const fields = bodyFieldErrors(error);
      for (const [field, message] of Object.entries(fields)) {
        if (field in values) setError(field as keyof FormIn, { message });
      }
      toast.error(isApiError(error) ? error.message : MSG_SECOND_OPINION.submitFailed);
    }
  }

  const specialtyOptions = [
    { value: '', label: MSG_AUTH.selectSpecialty },
    ...SECOND_OPINION_SPECIALTIES.map((s) => ({
      value: s,
      label:
        availability.data && !served.get(s)
          ? `${specialtyLabel(s)} (${MSG_SECOND_OPINION.notServedNow})`
          : specialtyLabel(s),
    })),
  ];
  const noSpecialist = availability.data && specialty && !served.get(specialty as SecondOpinionSpecialty);

  return (
    <Container className="py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          {MSG_SECOND_OPINION.requestTitle}
        </h1>
        <ButtonLink to="/my-second-opinions" variant="outline">
          {MSG_SECOND_OPINION.mySecondOpinions}
        </ButtonLink>
      </div>
      <form
        noValidate
        onSubmit={handleSubmit(onValid, () => toast.error(MSG_SECOND_OPINION.fillRequired))}
        className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]"
        aria-busy={submit.isPending}
      >
        <div className="space-y-6">
          <Card className="space-y-4 p-5 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
              {MSG_SECOND_OPINION.caseInformation}
            </h2>
            <TextField
              label={MSG_SECOND_OPINION.titleLabel}
              required
              maxLength={200}
              error={errors.title?.message}
              {...register('title')}
            />
            <TextAreaField
              label={MSG_SECOND_OPINION.description}
              required
              rows={4}
              maxLength={5000}
              error={errors.description?.message}
              {...register('description')}
            />
            <TextAreaField
              label={MSG_SECOND_OPINION.medicalHistory}
              rows={3}
              maxLength={5000}
              error={errors.medicalHistory?.message}
              {...register('medicalHistory')}
            />
            <TextField
              label={MSG_SECOND_OPINION.currentDiagnosis}
              maxLength={2000}
              error={errors.currentDiagnosis?.message}
              {...register('currentDiagnosis')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label={MSG_SECOND_OPINION.specialty}
                required
                options={specialtyOptions}
                error={
                  errors.specialty?.message ?? (noSpecialist ? MSG_SECOND_OPINION.noSpecialist : undefined)
                }
                {...register('specialty')}
              />
              <SelectField
                label={MSG_SECOND_OPINION.urgency}
                options={URGENCY_LEVEL_VALUES.map((u) => ({ value: u, label: urgencyOption(u) }))}
                error={errors.urgencyLevel?.message}
                {...register('urgencyLevel')}
              />
            </div>
            <SelectField
              label={MSG_SECOND_OPINION.responseType}
              options={RESPONSE_TYPES.map((r) => ({ value: r, label: RESPONSE_LABEL[r] }))}
              error={errors.responseType?.message}
              {...register('responseType')}
            />
          </Card>
          <Card className="p-5 sm:p-6">
            <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
              {MSG_SECOND_OPINION.uploadDocuments}
            </h2>
            <FilePicker
              label={MSG_SECOND_OPINION.uploadDocuments}
              hint={MSG_SECOND_OPINION.uploadHint}
              files={files}
              onChange={pickFiles}
              error={filesError}
            />
          </Card>
        </div>
        <div className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <PricingSummary specialty={specialty} urgency={urgency} />
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={submit.isPending || Boolean(noSpecialist)}
          >
            {submit.isPending ? MSG_SECOND_OPINION.submittingRequest : MSG_SECOND_OPINION.submitRequest}
          </Button>
        </div>
      </form>
    </Container>
  );
}
