import { MSG_CARE_FUND } from '@arogya/contract/messages/care-fund';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PAYMENTS } from '@arogya/contract/messages/payments';
import type { PublicCareFund } from '@arogya/contract/schemas/care-fund';
import { zodResolver } from '@hookform/resolvers/zod';
import { HeartHandshake } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { LoadingState } from '../../../components/ui/loading-state';
import { isApiError } from '../../../lib/api-client';
import { useCheckout } from '../../../lib/checkout';
import { formatDate, formatNumber, formatPaise, formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { usePublicCareFund } from '../api/get-public-fund';
import { useDonate } from '../api/pay-into-fund';
import { AmountPicker } from '../components/amount-picker';
import { donateFormSchema } from '../lib/forms';

type DonateValues = z.output<typeof donateFormSchema>;

function DonateForm({ fund, slugOrId }: { fund: PublicCareFund; slugOrId: string }) {
  const { pay, dialog } = useCheckout();
  const donate = useDonate(pay, slugOrId);
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof donateFormSchema>, unknown, DonateValues>({
    resolver: zodResolver(donateFormSchema),
    defaultValues: { amount: '1000', donorName: '', message: '' },
  });

  async function submit(values: DonateValues) {
    try {
      const outcome = await donate.mutateAsync({
        fundId: fund.fundId,
        amount: values.amount,
        ...(values.donorName && { donorName: values.donorName }),
        ...(values.message && { message: values.message }),
      });
      if (outcome.status === 'paid') {
        const thanks = fill(MSG_CARE_FUND.donationThanks, { amount: formatPaise(outcome.payment.amount) });
        toast.success(outcome.testMode ? `${thanks} ${MSG_PAYMENTS.testMode}` : thanks);
        reset();
      } else if (outcome.status === 'failed') {
        toast.error(MSG_PAYMENTS.paymentFailed);
      } else {
        toast(MSG_PAYMENTS.paymentCancelled);
      }
    } catch (error) {
      toast.error(isApiError(error) ? error.message : MSG_PAYMENTS.paymentFailed);
    }
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{MSG_CARE_FUND.donateTitle}</h2>
      <form
        noValidate
        onSubmit={handleSubmit(submit)}
        className="mt-4 space-y-4"
        aria-busy={donate.isPending}
      >
        <AmountPicker
          field={register('amount')}
          error={errors.amount?.message}
          onPick={(rupees) => setValue('amount', String(rupees), { shouldValidate: true })}
        />
        <TextField
          label={MSG_CARE_FUND.donorName}
          maxLength={60}
          autoComplete="name"
          error={errors.donorName?.message}
          {...register('donorName')}
        />
        <TextAreaField
          label={MSG_CARE_FUND.donorMessage}
          maxLength={280}
          rows={2}
          error={errors.message?.message}
          {...register('message')}
        />
        <Button type="submit" className="w-full" disabled={donate.isPending}>
          <HeartHandshake aria-hidden="true" className="size-4" />
          {MSG_CARE_FUND.donate}
        </Button>
      </form>
      {dialog}
    </Card>
  );
}

/**
 * The public page of a care fund (spec 02 §2, §5): reached by the patient's id or the fund's slug in the
 * path, or a `slug` query parameter as the spec's page reads it. It shows only what the patient chose to
 * share; none, an unknown or a private fund shows 'Invalid fund identifier.'
 */
export function PublicCareFundPage() {
  const { patientId } = useParams();
  const [searchParams] = useSearchParams();
  const slugOrId = (searchParams.get('slug') ?? patientId ?? '').trim() || null;
  const fund = usePublicCareFund(slugOrId);

  // 400 (not an id or slug at all) and 404 (unknown or private) both mean the address names no fund.
  if (
    slugOrId === null ||
    (fund.isError && isApiError(fund.error) && [400, 404].includes(fund.error.status))
  ) {
    return (
      <Container className="py-12">
        <h1 className="sr-only">{MSG_CARE_FUND.publicPageTitle}</h1>
        <ErrorState message={MSG_CARE_FUND.invalidFundIdentifier} />
      </Container>
    );
  }
  if (fund.isPending) return <LoadingState label={MSG_CARE_FUND.loading} />;
  if (fund.isError) {
    return (
      <Container className="py-12">
        <ErrorState
          message={MSG_CARE_FUND.loadFailed}
          onRetry={() => void fund.refetch()}
          retrying={fund.isFetching}
        />
      </Container>
    );
  }

  const data = fund.data;
  return (
    <Container className="py-8 sm:py-12">
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            {fill(MSG_CARE_FUND.publicTitle, { name: data.displayName })}
          </h1>
          <Card className="p-5 sm:p-6">
            <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{MSG_CARE_FUND.balance}</p>
            <p
              className="mt-1 text-4xl font-bold text-teal-700 dark:text-teal-300"
              data-testid="fund-balance"
            >
              {formatRupees(data.careFundBalance)}
            </p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {fill(MSG_CARE_FUND.donationsCount, { count: formatNumber(data.donationsCount) })}
            </p>
          </Card>
          {data.story && (
            <p className="whitespace-pre-line text-lg leading-relaxed text-slate-700 dark:text-slate-200">
              {data.story}
            </p>
          )}
          <section aria-labelledby="recent-donors">
            <h2 id="recent-donors" className="text-xl font-semibold text-slate-900 dark:text-white">
              {MSG_CARE_FUND.recentDonors}
            </h2>
            {data.recentDonors.length === 0 ? (
              <p className="mt-3 text-slate-600 dark:text-slate-300">{MSG_CARE_FUND.noDonorsYet}</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
                {data.recentDonors.map((d) => (
                  <li
                    key={`${d.createdAt}-${d.name}-${d.amount}`}
                    className="flex items-start justify-between gap-4 py-3"
                  >
                    <div>
                      <p className="font-medium text-slate-900 dark:text-white">{d.name}</p>
                      {d.message && <p className="text-sm text-slate-600 dark:text-slate-300">{d.message}</p>}
                      <p className="text-xs text-slate-500 dark:text-slate-400">{formatDate(d.createdAt)}</p>
                    </div>
                    <p className="font-semibold text-slate-900 dark:text-white">{formatPaise(d.amount)}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <div>
          <DonateForm fund={data} slugOrId={slugOrId} />
        </div>
      </div>
    </Container>
  );
}
