import type { ConsentPurpose } from '@arogya/contract/constants/privacy';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PRIVACY } from '@arogya/contract/messages/privacy';
import { MSG_PRIVACY_WEB } from '@arogya/contract/messages/privacy-web';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import type { ConsentView } from '@arogya/contract/schemas/privacy';
import { CircleCheck, CircleMinus, CircleX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { ModalOnDemand } from '../../../components/ui/modal-on-demand';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useConsents } from '../api/get-consents';
import { useGrantConsent } from '../api/grant-consent';
import { useWithdrawConsent } from '../api/withdraw-consent';
import { isWithdrawable, PURPOSE_TEXTS } from '../lib/purposes';

function ConsentState({ consent }: { consent: ConsentView }) {
  const never = consent.updatedAt === null;
  const [label, Icon, tone] = consent.granted
    ? [
        MSG_PRIVACY_WEB.consentGranted,
        CircleCheck,
        'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
      ]
    : never
      ? [
          MSG_PRIVACY_WEB.consentNever,
          CircleMinus,
          'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
        ]
      : [
          MSG_PRIVACY_WEB.consentWithdrawn,
          CircleX,
          'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
        ];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tone,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}

/** "Given on 26 Nov 2026, 10:30 am (notice version 2026-11-26)", or the withdrawal; nothing when never given. */
function lastChange(consent: ConsentView): string | null {
  if (consent.updatedAt === null) return null;
  const vars = { date: formatDateTime(consent.updatedAt), version: consent.noticeVersion ?? '' };
  return consent.granted
    ? fill(MSG_PRIVACY_WEB.consentGrantedOn, vars)
    : fill(MSG_PRIVACY_WEB.consentWithdrawnOn, vars);
}

function ConsentRow({
  consent,
  noticeVersion,
  onWithdraw,
}: {
  consent: ConsentView;
  noticeVersion: string;
  onWithdraw: (purpose: ConsentPurpose) => void;
}) {
  const grant = useGrantConsent();
  const texts = PURPOSE_TEXTS[consent.purpose];
  const changed = lastChange(consent);
  const grantLabel = grant.isPending
    ? MSG_PRIVACY_WEB.granting
    : consent.updatedAt === null
      ? MSG_PRIVACY_WEB.grant
      : MSG_PRIVACY_WEB.grantAgain;
  return (
    <li className="space-y-3 py-5 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900 dark:text-white">{texts.label}</h3>
            <ConsentState consent={consent} />
          </div>
          <p className="text-sm text-slate-700 dark:text-slate-300">{texts.meaning}</p>
          {changed && <p className="text-sm text-slate-600 dark:text-slate-400">{changed}</p>}
          {!isWithdrawable(consent.purpose) && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{MSG_PRIVACY_WEB.consentRequired}</p>
          )}
        </div>
        {isWithdrawable(consent.purpose) &&
          (consent.granted ? (
            <Button
              variant="outline"
              className="shrink-0"
              aria-label={`${MSG_PRIVACY_WEB.withdraw}: ${texts.label}`}
              onClick={() => onWithdraw(consent.purpose)}
            >
              {MSG_PRIVACY_WEB.withdraw}
            </Button>
          ) : (
            <Button
              variant="secondary"
              className="shrink-0"
              disabled={grant.isPending}
              aria-label={`${grantLabel}: ${texts.label}`}
              onClick={() =>
                grant.mutate(
                  { purpose: consent.purpose, noticeVersion },
                  {
                    onSuccess: () => toast.success(fill(MSG_PRIVACY_WEB.granted, { purpose: texts.label })),
                    onError: (error) => notifyRequestFailure(error, MSG_PRIVACY_WEB.grantFailed),
                  },
                )
              }
            >
              {grantLabel}
            </Button>
          ))}
      </div>
      {consent.history.length > 0 && (
        <details className="group text-sm">
          <summary
            aria-label={`${MSG_PRIVACY.consentHistory}: ${texts.label}`}
            className="cursor-pointer font-medium text-teal-800 hover:underline dark:text-teal-300"
          >
            {MSG_PRIVACY.consentHistory}
          </summary>
          <ol className="mt-2 space-y-1 border-l border-slate-200 pl-4 text-slate-700 dark:border-slate-700 dark:text-slate-300">
            {[...consent.history].reverse().map((event) => (
              <li key={`${event.action}-${event.at}`}>
                {fill(
                  event.action === 'granted'
                    ? MSG_PRIVACY_WEB.consentHistoryGiven
                    : MSG_PRIVACY_WEB.consentHistoryTakenBack,
                  { date: formatDateTime(event.at), version: event.noticeVersion },
                )}
              </li>
            ))}
          </ol>
        </details>
      )}
    </li>
  );
}

/**
 * "Your consents": each purpose with what it means, given or withdrawn with the date and notice version,
 * and its history. Withdrawing asks first, saying exactly what happens; a withdrawn purpose can be given
 * again, under the notice version the page shows. The account consent cannot be withdrawn here.
 */
export function ConsentsSection() {
  const consents = useConsents();
  const withdraw = useWithdrawConsent();
  const [confirming, setConfirming] = useState<ConsentPurpose | null>(null);
  const texts = confirming ? PURPOSE_TEXTS[confirming] : null;

  function confirmWithdraw() {
    if (!confirming || !texts) return;
    withdraw.mutate(confirming, {
      onSuccess: () => {
        toast.success(fill(MSG_PRIVACY_WEB.withdrawn, { purpose: texts.label }));
        setConfirming(null);
      },
      onError: (error) => notifyRequestFailure(error, MSG_PRIVACY_WEB.withdrawFailed),
    });
  }

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700 dark:text-slate-300">{MSG_PRIVACY_WEB.consentsIntro}</p>
      {consents.isPending ? (
        <LoadingState className="py-6" />
      ) : consents.isError ? (
        <ErrorState
          className="py-6"
          message={MSG_PRIVACY_WEB.consentsLoadFailed}
          onRetry={() => void consents.refetch()}
          retrying={consents.isFetching}
        />
      ) : consents.data.consents.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{MSG_PRIVACY_WEB.consentsEmpty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {consents.data.consents.map((consent) => (
            <ConsentRow
              key={consent.purpose}
              consent={consent}
              noticeVersion={consents.data.noticeVersion}
              onWithdraw={setConfirming}
            />
          ))}
        </ul>
      )}
      <ModalOnDemand
        open={confirming !== null}
        onClose={() => !withdraw.isPending && setConfirming(null)}
        size="md"
        title={texts ? fill(MSG_PRIVACY_WEB.withdrawTitle, { purpose: texts.label }) : ''}
        description={texts?.withdrawEffect}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(null)} disabled={withdraw.isPending}>
            {MSG_SHELL.cancel}
          </Button>
          <Button variant="danger" onClick={confirmWithdraw} disabled={withdraw.isPending}>
            {withdraw.isPending ? MSG_PRIVACY_WEB.withdrawing : MSG_PRIVACY_WEB.withdrawConfirm}
          </Button>
        </div>
      </ModalOnDemand>
    </div>
  );
}
