import { fill } from '@arogya/contract/messages/fill';
import { MSG_PRIVACY } from '@arogya/contract/messages/privacy';
import { MSG_PRIVACY_WEB } from '@arogya/contract/messages/privacy-web';
import {
  type ErasureView,
  eraseFormSchema,
  type Obligation,
  openObligationsDetailsSchema,
} from '@arogya/contract/schemas/privacy';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarClock, CircleAlert, Trash2, Undo2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { LoadingState } from '../../../components/ui/loading-state';
import { isApiError } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth-session';
import { formatDateTime, formatLongDate } from '../../../lib/format';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useCancelErasure } from '../api/cancel-erasure';
import { useErasure } from '../api/get-erasure';
import { useRequestErasure } from '../api/request-erasure';

/** The form: the contract's password rule, the code when 2FA is on, and the "I understand" box. */
function formSchema(twoFactor: boolean) {
  return z.object({
    password: eraseFormSchema.shape.password,
    code: twoFactor
      ? z.string().trim().min(1, MSG_PRIVACY.eraseCodeRequired).max(40, MSG_PRIVACY.eraseCodeWrong)
      : z.string(),
    understood: z.literal(true, { error: MSG_PRIVACY_WEB.eraseCheckRequired }),
  });
}
type EraseFormInput = { password: string; code: string; understood: boolean };
type EraseFormOutput = z.output<ReturnType<typeof formSchema>>;

/** What a refused request says: the list of open obligations, or the server's sentence. */
type Refusal = { message: string; obligations?: Obligation[] };

function refusalOf(error: unknown): Refusal {
  if (!isApiError(error) || error.status === 0) return { message: MSG_PRIVACY_WEB.eraseFailed };
  if (error.code === 'OPEN_OBLIGATIONS') {
    const details = openObligationsDetailsSchema.safeParse(error.details);
    return { message: error.message, obligations: details.success ? details.data.obligations : [] };
  }
  return { message: error.message };
}

/**
 * The mutations live in EraseSection, which stays mounted: their success replaces this part with the other
 * (the form, or the scheduled date), and a `mutate` callback of an unmounted component would never run.
 */
function ScheduledErasure({
  erasure,
  cancel,
  onCancelled,
}: {
  erasure: ErasureView;
  cancel: ReturnType<typeof useCancelErasure>;
  onCancelled: () => void;
}) {
  return (
    <div className="space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5 dark:border-amber-800 dark:bg-amber-950/50">
      <div className="flex items-start gap-3">
        <CalendarClock
          aria-hidden="true"
          className="mt-0.5 size-6 shrink-0 text-amber-800 dark:text-amber-300"
        />
        <div className="space-y-1">
          <h3 className="font-semibold text-amber-950 dark:text-amber-50">
            {fill(MSG_PRIVACY_WEB.scheduledTitle, { date: formatLongDate(erasure.scheduledFor) })}
          </h3>
          <p className="text-sm text-amber-950 dark:text-amber-100">
            {fill(MSG_PRIVACY_WEB.scheduledBody, { requested: formatDateTime(erasure.requestedAt) })}
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        disabled={cancel.isPending}
        onClick={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              toast.success(MSG_PRIVACY_WEB.deletionCancelled);
              onCancelled();
            },
            onError: (error) => notifyRequestFailure(error, MSG_PRIVACY_WEB.cancelDeletionFailed),
          })
        }
      >
        <Undo2 aria-hidden="true" className="size-4" />
        {cancel.isPending ? MSG_PRIVACY_WEB.cancellingDeletion : MSG_PRIVACY_WEB.cancelDeletion}
      </Button>
    </div>
  );
}

function EraseForm({
  twoFactor,
  erase,
}: {
  twoFactor: boolean;
  erase: ReturnType<typeof useRequestErasure>;
}) {
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<EraseFormInput, unknown, EraseFormOutput>({
    resolver: zodResolver(formSchema(twoFactor)) as never,
    defaultValues: { password: '', code: '', understood: false },
  });
  const refusal = erase.isError ? refusalOf(erase.error) : null;

  const submit = handleSubmit(({ password, code }) =>
    erase.mutate(
      { password, ...(twoFactor && { code }) },
      {
        onSuccess: ({ erasure }) =>
          toast.success(
            fill(MSG_PRIVACY_WEB.eraseScheduledToast, { date: formatLongDate(erasure.scheduledFor) }),
          ),
        onError: () => {
          resetField('password');
          resetField('code');
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-busy={erase.isPending}>
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          label={MSG_PRIVACY.erasePassword}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        {twoFactor && (
          <TextField
            label={MSG_PRIVACY.eraseCode}
            hint={MSG_PRIVACY_WEB.eraseCodeHint}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={errors.code?.message}
            {...register('code')}
          />
        )}
      </div>
      <div className="space-y-1.5">
        <label className="flex items-start gap-3 text-sm text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-red-700 dark:accent-red-400"
            aria-invalid={errors.understood ? true : undefined}
            {...register('understood')}
          />
          {MSG_PRIVACY_WEB.eraseCheck}
        </label>
        {errors.understood?.message && (
          <p className="text-sm font-medium text-red-700 dark:text-red-400">{errors.understood.message}</p>
        )}
      </div>
      {refusal && (
        <div
          role="alert"
          className="space-y-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-950 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100"
        >
          <p className="flex items-start gap-2 font-medium">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {refusal.obligations ? MSG_PRIVACY_WEB.obligationsTitle : refusal.message}
          </p>
          {refusal.obligations && (
            <>
              <p>{refusal.obligations.length > 0 ? MSG_PRIVACY_WEB.obligationsIntro : refusal.message}</p>
              <ul className="list-disc space-y-1 pl-6">
                {refusal.obligations.map((obligation) => (
                  <li key={obligation.kind}>{obligation.message}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <Button type="submit" variant="danger" disabled={erase.isPending}>
        <Trash2 aria-hidden="true" className="size-4" />
        {erase.isPending ? MSG_PRIVACY_WEB.eraseSubmitting : MSG_PRIVACY_WEB.eraseSubmit}
      </Button>
    </form>
  );
}

/**
 * "Delete your account": the 7-day grace and what is kept, then the password (and the 2FA code when it is
 * on, as the session's user says). A refusal stays on the form: wrong password or code, one already
 * scheduled, or the open obligations a professional must finish first, listed. Once scheduled: the date and
 * "Cancel deletion".
 */
export function EraseSection() {
  const { user } = useAuthSession();
  const erasure = useErasure();
  const erase = useRequestErasure();
  const cancel = useCancelErasure();
  if (erasure.isPending) return <LoadingState className="py-6" />;
  if (erasure.isError) {
    return (
      <ErrorState
        className="py-6"
        message={MSG_PRIVACY_WEB.eraseLoadFailed}
        onRetry={() => void erasure.refetch()}
        retrying={erasure.isFetching}
      />
    );
  }
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700 dark:text-slate-300">{MSG_PRIVACY_WEB.eraseIntro}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">{MSG_PRIVACY_WEB.eraseKept}</p>
      {erasure.data?.status === 'scheduled' ? (
        <ScheduledErasure erasure={erasure.data} cancel={cancel} onCancelled={() => erase.reset()} />
      ) : (
        <EraseForm twoFactor={user?.isTwoFactorEnabled === true} erase={erase} />
      )}
    </div>
  );
}
