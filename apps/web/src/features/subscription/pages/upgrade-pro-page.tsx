import { PRO_ELIGIBLE_ROLES, PRO_PLAN } from '@arogya/contract/constants/subscription';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PAYMENTS } from '@arogya/contract/messages/payments';
import { MSG_SUBSCRIPTION } from '@arogya/contract/messages/subscription';
import type { SubscriptionStatusView } from '@arogya/contract/schemas/subscription';
import { BadgeIndianRupee, BarChart3, Check, Crown, MapPinned, TrendingUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { ModalOnDemand } from '../../../components/ui/modal-on-demand';
import { isApiError } from '../../../lib/api-client';
import { roleHome, useAuthSession } from '../../../lib/auth-session';
import { formatDate, formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { useUpgrade } from '../api/upgrade';
import { useSubscriptionCheckout } from '../lib/use-subscription-checkout';

const FEATURES = [
  MSG_SUBSCRIPTION.featureBadge,
  MSG_SUBSCRIPTION.featureVisibility,
  MSG_SUBSCRIPTION.featureAnalytics,
  MSG_SUBSCRIPTION.featureCommission,
] as const;

const WHY = [
  { icon: TrendingUp, text: MSG_SUBSCRIPTION.whyVisibility },
  { icon: MapPinned, text: MSG_SUBSCRIPTION.whyInsights },
  { icon: BadgeIndianRupee, text: MSG_SUBSCRIPTION.whyCommission },
] as const;

const FAQ = [
  [MSG_SUBSCRIPTION.faqCancelQ, MSG_SUBSCRIPTION.faqCancelA],
  [MSG_SUBSCRIPTION.faqPaymentQ, MSG_SUBSCRIPTION.faqPaymentA],
  [MSG_SUBSCRIPTION.faqActivationQ, MSG_SUBSCRIPTION.faqActivationA],
] as const;

const isProfessional = (role: string) => (PRO_ELIGIBLE_ROLES as readonly string[]).includes(role);
/** The professional's own dashboard: nurses have theirs (spec 02 §2). */
const dashboardOf = (role: string) => (role === 'nurse' ? '/nurse/dashboard' : '/doctor/dashboard');

/** /upgrade-pro (spec 02 §2 Upgrade page): the plan, the checkout, and for Pro members their plan. */
export function UpgradeProPage() {
  const { user, loading } = useAuthSession();
  const professional = user !== null && isProfessional(user.role);
  const status = useSubscriptionStatus(professional);

  // Only once the session is known: while it loads there is no user yet, and nobody to ask to log in.
  useEffect(() => {
    if (!loading && user === null) toast.error(MSG_SUBSCRIPTION.loginToUpgrade);
  }, [loading, user]);

  if (user === null) return null;
  if (!professional) return <Navigate to={roleHome(user)} replace />;

  return (
    <Container className="py-10 sm:py-14">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {MSG_SUBSCRIPTION.title}
      </h1>
      {status.isPending ? (
        <LoadingState label={MSG_SUBSCRIPTION.loading} />
      ) : status.isError ? (
        <ErrorState
          className="mt-8"
          message={status.error.message}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
        />
      ) : status.data.tier === 'pro' ? (
        <AlreadyPro status={status.data} home={dashboardOf(user.role)} />
      ) : (
        <PlanOffer status={status.data} home={dashboardOf(user.role)} />
      )}
    </Container>
  );
}

function AlreadyPro({ status, home }: { status: SubscriptionStatusView; home: string }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const expiry = status.expiry ? formatDate(status.expiry) : '';
  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(false);
        toast.success(result.msg);
      },
      onError: (error) => toast.error(error.message),
    });

  return (
    <Card className="mx-auto mt-8 max-w-2xl p-8 text-center">
      <Crown aria-hidden="true" className="mx-auto size-12 text-amber-600 dark:text-amber-400" />
      <h2 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">
        {MSG_SUBSCRIPTION.alreadyPro}
      </h2>
      <p className="mt-3 text-slate-700 dark:text-slate-300">
        {fill(MSG_SUBSCRIPTION.validUntil, { date: expiry })}
      </p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {status.subscription.cancelAtPeriodEnd
          ? fill(MSG_SUBSCRIPTION.endsOn, { date: expiry })
          : fill(MSG_SUBSCRIPTION.renewsOn, { date: expiry })}
      </p>
      {status.subscription.mode === 'test' && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{MSG_SUBSCRIPTION.testModeNote}</p>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to={home}>{MSG_SUBSCRIPTION.goToDashboard}</ButtonLink>
        {!status.subscription.cancelAtPeriodEnd && (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {MSG_SUBSCRIPTION.cancelButton}
          </Button>
        )}
      </div>
      <ModalOnDemand
        open={confirming}
        onClose={() => {
          if (!cancel.isPending) setConfirming(false);
        }}
        size="md"
        title={MSG_SUBSCRIPTION.cancelConfirmTitle}
        description={fill(MSG_SUBSCRIPTION.cancelConfirmBody, { date: expiry })}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" disabled={cancel.isPending} onClick={() => setConfirming(false)}>
            {MSG_SUBSCRIPTION.cancelKeep}
          </Button>
          <Button variant="danger" disabled={cancel.isPending} onClick={onCancel}>
            {cancel.isPending ? MSG_SUBSCRIPTION.cancelling : MSG_SUBSCRIPTION.cancelConfirm}
          </Button>
        </div>
      </ModalOnDemand>
    </Card>
  );
}

function PlanOffer({ status, home }: { status: SubscriptionStatusView; home: string }) {
  const navigate = useNavigate();
  const { refresh } = useAuthSession();
  const checkout = useSubscriptionCheckout();
  const upgrade = useUpgrade(checkout.pay);

  const onUpgrade = () =>
    upgrade.mutate(undefined, {
      onSuccess: async (outcome) => {
        if (outcome.status === 'paid') {
          toast.success(
            outcome.testMode
              ? `${MSG_SUBSCRIPTION.activated} ${MSG_SUBSCRIPTION.testModeSuffix}`
              : MSG_SUBSCRIPTION.activated,
          );
          // The user record is refreshed (tier) and the professional goes to their dashboard (spec 02 §4).
          await refresh();
          navigate(home);
        } else if (outcome.status === 'failed') {
          toast.error(MSG_SUBSCRIPTION.verificationFailed);
        } else {
          toast(MSG_PAYMENTS.paymentCancelled);
        }
      },
      onError: (error) =>
        toast.error(
          isApiError(error) && error.status === 409 ? error.message : MSG_SUBSCRIPTION.createFailed,
        ),
    });

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-5">
      <Card className="p-6 sm:p-8 lg:col-span-2">
        <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900 dark:text-white">
          <Crown aria-hidden="true" className="size-5 text-amber-600 dark:text-amber-400" />
          {MSG_SUBSCRIPTION.proPlan}
        </h2>
        <p className="mt-4 text-4xl font-bold text-slate-900 dark:text-white">
          {formatRupees(PRO_PLAN.priceRupees)}
          <span className="text-base font-medium text-slate-600 dark:text-slate-400">
            {MSG_SUBSCRIPTION.perMonth}
          </span>
        </p>
        {status.subscription.status === 'past_due' && (
          <p
            role="status"
            className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100"
          >
            {MSG_SUBSCRIPTION.pastDue}
          </p>
        )}
        <ul className="mt-6 space-y-3">
          {FEATURES.map((feature) => (
            <li key={feature} className="flex gap-2 text-slate-700 dark:text-slate-300">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700 dark:text-teal-400" />
              {feature}
            </li>
          ))}
        </ul>
        <Button
          size="lg"
          className="mt-8 w-full"
          disabled={upgrade.isPending || status.subscription.status === 'past_due'}
          onClick={onUpgrade}
        >
          {upgrade.isPending ? MSG_SUBSCRIPTION.processing : MSG_SUBSCRIPTION.upgradeToPro}
        </Button>
        {checkout.dialog}
      </Card>
      <div className="space-y-8 lg:col-span-3">
        <section aria-labelledby="why-upgrade">
          <h2 id="why-upgrade" className="text-xl font-bold text-slate-900 dark:text-white">
            {MSG_SUBSCRIPTION.whyUpgrade}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {WHY.map(({ icon: Icon, text }) => (
              <li
                key={text}
                className="rounded-xl border border-slate-200 p-4 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300"
              >
                <Icon aria-hidden="true" className="mb-2 size-6 text-teal-700 dark:text-teal-400" />
                {text}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="pro-faq">
          <h2 id="pro-faq" className="text-xl font-bold text-slate-900 dark:text-white">
            {MSG_SUBSCRIPTION.faqHeading}
          </h2>
          <dl className="mt-4 space-y-4">
            {FAQ.map(([q, a]) => (
              <div key={q}>
                <dt className="font-semibold text-slate-900 dark:text-white">{q}</dt>
                <dd className="mt-1 text-slate-700 dark:text-slate-300">{a}</dd>
              </div>
            ))}
          </dl>
        </section>
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <BarChart3 aria-hidden="true" className="size-4" />
          {MSG_SUBSCRIPTION.analyticsLocked}
        </p>
      </div>
    </div>
  );
}
