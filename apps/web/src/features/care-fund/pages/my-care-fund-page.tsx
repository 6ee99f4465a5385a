import { MSG_CARE_FUND } from '@arogya/contract/messages/care-fund';
import type { CareFundEntry, MyCareFund } from '@arogya/contract/schemas/care-fund';
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, Plus, Share2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { InfoNote } from '../../../components/ui/info-note';
import { LoadingState } from '../../../components/ui/loading-state';
import { bodyFieldErrors, isApiError } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth-session';
import { useCheckout } from '../../../lib/checkout';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatPaise, formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useMyCareFund } from '../api/get-my-fund';
import { useTopUp } from '../api/pay-into-fund';
import { useUpdateCareFundSettings } from '../api/update-settings';
import { AmountPicker } from '../components/amount-picker';
import { announceCheckout } from '../lib/announce-checkout';
import { settingsFormSchema, topUpFormSchema } from '../lib/forms';

const KIND_LABEL: Record<CareFundEntry['kind'], string> = {
  booking: MSG_CARE_FUND.kindBooking,
  refund: MSG_CARE_FUND.kindRefund,
  donation: MSG_CARE_FUND.kindDonation,
  topup: MSG_CARE_FUND.kindTopup,
  adjustment: MSG_CARE_FUND.kindAdjustment,
};

function TopUpCard({ patientId }: { patientId: string }) {
  const { pay, dialog } = useCheckout();
  const topUp = useTopUp(pay);
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof topUpFormSchema>, unknown, z.output<typeof topUpFormSchema>>({
    resolver: zodResolver(topUpFormSchema),
    defaultValues: { amount: '1000' },
  });

  async function submit({ amount }: z.output<typeof topUpFormSchema>) {
    const paid = await announceCheckout(
      topUp.mutateAsync({ patientId, amountPaise: amount }),
      () => MSG_CARE_FUND.topUpDone,
    );
    if (paid) reset();
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{MSG_CARE_FUND.topUpTitle}</h2>
      <form noValidate onSubmit={handleSubmit(submit)} className="mt-4 space-y-4" aria-busy={topUp.isPending}>
        <AmountPicker
          field={register('amount')}
          error={errors.amount?.message}
          onPick={(rupees) => setValue('amount', String(rupees), { shouldValidate: true })}
        />
        <Button type="submit" disabled={topUp.isPending}>
          <Plus aria-hidden="true" className="size-4" />
          {MSG_CARE_FUND.topUp}
        </Button>
      </form>
      {dialog}
    </Card>
  );
}

function publicLink(fund: MyCareFund): string {
  return `${window.location.origin}/care-fund/${encodeURIComponent(fund.settings.slug ?? fund.fundId)}`;
}

function SettingsCard({ fund }: { fund: MyCareFund }) {
  const update = useUpdateCareFundSettings();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof settingsFormSchema>, unknown, z.output<typeof settingsFormSchema>>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: { ...fund.settings, slug: fund.settings.slug ?? '' },
  });

  async function submit(values: z.output<typeof settingsFormSchema>) {
    try {
      await update.mutateAsync(values);
      toast.success(MSG_CARE_FUND.settingsSaved);
    } catch (error) {
      const fields = bodyFieldErrors(error);
      for (const [field, message] of Object.entries(fields)) {
        if (field === 'slug' || field === 'story' || field === 'displayName') setError(field, { message });
      }
      if (isApiError(error) && error.status === 409) setError('slug', { message: error.message });
      else if (Object.keys(fields).length === 0)
        toast.error(isApiError(error) ? error.message : MSG_CARE_FUND.loadOwnFailed);
    }
  }

  const link = publicLink(fund);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(MSG_CARE_FUND.linkCopied);
    } catch {
      toast.error(link);
    }
  }
  async function share() {
    try {
      await navigator.share({ title: MSG_CARE_FUND.shareText, url: link });
    } catch {
      // Closed by the person, or not possible: nothing to do.
    }
  }
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{MSG_CARE_FUND.settingsTitle}</h2>
      {fund.settings.isPublic ? (
        <div className="mt-3 space-y-2">
          <p className="text-sm text-slate-600 dark:text-slate-300">{MSG_CARE_FUND.shareLink}</p>
          <p
            className="break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100"
            data-testid="public-link"
          >
            {link}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => void copy()}>
              <Copy aria-hidden="true" className="size-4" />
              {MSG_CARE_FUND.copyLink}
            </Button>
            {canShare && (
              <Button variant="outline" size="sm" onClick={() => void share()}>
                <Share2 aria-hidden="true" className="size-4" />
                {MSG_CARE_FUND.share}
              </Button>
            )}
          </div>
        </div>
      ) : (
        <InfoNote className="mt-3">{MSG_CARE_FUND.privateNote}</InfoNote>
      )}
      <form
        noValidate
        onSubmit={handleSubmit(submit)}
        className="mt-5 space-y-4"
        aria-busy={update.isPending}
      >
        <label className="flex items-start gap-3 text-slate-800 dark:text-slate-100">
          <input type="checkbox" className="mt-1 size-4 accent-teal-700" {...register('isPublic')} />
          <span>{MSG_CARE_FUND.isPublic}</span>
        </label>
        <TextField
          label={MSG_CARE_FUND.displayName}
          maxLength={80}
          required
          error={errors.displayName?.message}
          {...register('displayName')}
        />
        <TextField
          label={MSG_CARE_FUND.slug}
          hint={MSG_CARE_FUND.slugHint}
          maxLength={40}
          autoCapitalize="off"
          spellCheck={false}
          error={errors.slug?.message}
          {...register('slug')}
        />
        <TextAreaField
          label={MSG_CARE_FUND.story}
          maxLength={2000}
          rows={4}
          error={errors.story?.message}
          {...register('story')}
        />
        <Button type="submit" disabled={update.isPending}>
          {MSG_CARE_FUND.saveSettings}
        </Button>
      </form>
    </Card>
  );
}

function Statement({ entries }: { entries: CareFundEntry[] }) {
  if (entries.length === 0) {
    return <p className="mt-3 text-slate-600 dark:text-slate-300">{MSG_CARE_FUND.statementEmpty}</p>;
  }
  return (
    <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700" data-testid="statement">
      {entries.map((e) => (
        <li key={e._id} className="flex items-start justify-between gap-4 py-3">
          <div className="min-w-0">
            <p className="font-medium text-slate-900 dark:text-white">{KIND_LABEL[e.kind]}</p>
            <p className="break-words text-sm text-slate-600 dark:text-slate-300">{e.description}</p>
            <p className="text-xs text-slate-500 dark:text-slate-400">{formatDateTime(e.createdAt)}</p>
          </div>
          <div className="shrink-0 text-right">
            <p
              className={cn(
                'font-semibold',
                e.amount < 0 ? 'text-slate-900 dark:text-white' : 'text-emerald-700 dark:text-emerald-300',
              )}
            >
              {e.amount < 0 ? `−${formatPaise(-e.amount)}` : `+${formatPaise(e.amount)}`}
            </p>
            <p className="text-xs text-slate-500 dark:text-slate-400">{formatPaise(e.balanceAfter)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** My Care Fund (spec 02 §2, §6): the balance, the statement, a top-up, and the public page's settings. */
export function MyCareFundPage() {
  const { user } = useAuthSession();
  const fund = useMyCareFund();

  let body: React.ReactNode;
  if (fund.isPending) {
    body = <LoadingState label={MSG_CARE_FUND.loading} />;
  } else if (fund.isError) {
    body = (
      <ErrorState
        className="mt-6"
        message={MSG_CARE_FUND.loadOwnFailed}
        onRetry={() => void fund.refetch()}
        retrying={fund.isFetching}
      />
    );
  } else {
    const data = fund.data;
    body = (
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-6">
          <Card className="p-5 sm:p-6">
            <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{MSG_CARE_FUND.balance}</p>
            <p
              className="mt-1 text-4xl font-bold text-teal-700 dark:text-teal-300"
              data-testid="my-fund-balance"
            >
              {formatRupees(data.careFundBalance)}
            </p>
          </Card>
          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
              {MSG_CARE_FUND.statement}
            </h2>
            <Statement entries={data.statement} />
          </Card>
        </div>
        <div className="space-y-6">
          {user && <TopUpCard patientId={user._id} />}
          <SettingsCard key={JSON.stringify(data.settings)} fund={data} />
        </div>
      </div>
    );
  }

  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {MSG_CARE_FUND.title}
      </h1>
      {body}
    </Container>
  );
}
