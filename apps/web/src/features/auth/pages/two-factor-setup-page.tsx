import { homePathFor } from '@arogya/contract/constants/auth';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { MSG_TWO_FACTOR } from '@arogya/contract/messages/two-factor';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { onDemand } from '../../../components/ui/on-demand';
import { isApiError } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth-session';
import { setToken } from '../../../lib/auth-token';
import { profileEditorPathFor } from '../../../lib/profile-paths';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup';
import {
  type EnableRefusal,
  EnableTwoFactorForm,
  type EnableValues,
} from '../components/enable-two-factor-form';
import { ManualSecret } from '../components/manual-secret';
import { RecoveryCodes } from '../components/recovery-codes';

/** The dialog opens after a click: its code (the form library, the dialog) loads on demand, not with the page. */
const DisableTwoFactorDialog = onDemand(
  () =>
    import('../../../components/two-factor/disable-two-factor-dialog').then((m) => m.DisableTwoFactorDialog),
  { isOpen: (props) => props.open },
);

/**
 * /2fa-setup (spec 02 §2, §5, §8): the secret is requested on arrival (the server hands out the same
 * pending one again after a reload, so a scanned QR code keeps working); the page shows its QR code, the
 * secret for manual entry, and the code + password form. Success: '2FA enabled successfully!', the
 * session stays signed in, and the ten recovery codes are shown once (copy, download) before the person
 * returns to their profile editor (or home). Setup failure: 'Failed to set up 2FA. Please try again
 * later.' with Retry. Already on (or 409): the status, Disable 2FA (a current code or the password; the
 * only place a patient can turn it off) and a way back to the profile editor.
 */
export function TwoFactorSetupPage() {
  const { user, refresh } = useAuthSession();
  const navigate = useNavigate();
  const [completed, setCompleted] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const alreadyOn = user?.isTwoFactorEnabled === true;

  // One secret per visit, also under StrictMode's double effects (the ref survives them).
  const requested = useRef(false);
  const { mutate } = setup;
  useEffect(() => {
    if (requested.current || alreadyOn) return;
    requested.current = true;
    mutate();
  }, [alreadyOn, mutate]);

  const backPath = (user && profileEditorPathFor(user.role)) ?? (user ? homePathFor(user.role) : '/');
  const backLabel = user && profileEditorPathFor(user.role) ? MSG_TWO_FACTOR.backToProfile : MSG_SHELL.goHome;

  async function verify(values: EnableValues): Promise<EnableRefusal | null> {
    try {
      const response = await enable.mutateAsync(values);
      // The same session, with a token of its own: either works.
      if (response.token) setToken(response.token);
      setRecoveryCodes(response.recoveryCodes);
      toast.success(MSG_TWO_FACTOR.enabled);
      return null;
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        if (
          error.message === MSG_TWO_FACTOR.wrongPassword ||
          error.message === MSG_TWO_FACTOR.passwordRequired
        ) {
          return { field: 'password', message: error.message };
        }
        return { field: 'token', message: MSG_TWO_FACTOR.invalidToken };
      }
      notifyRequestFailure(error, MSG_TWO_FACTOR.invalidToken);
      return null;
    }
  }

  async function done() {
    setCompleted(true);
    await refresh();
    navigate(backPath, { replace: true });
  }

  let body: ReactNode;
  const conflict = isApiError(setup.error) && setup.error.status === 409;
  if (completed) {
    body = <LoadingState />;
  } else if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} onDone={() => void done()} />;
  } else if (alreadyOn || conflict) {
    body = (
      <div className="flex flex-col items-center gap-4 py-6 text-center" role="status">
        <span className="grid size-14 place-items-center rounded-full bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-200">
          <ShieldCheck aria-hidden="true" className="size-7" />
        </span>
        <p className="text-lg font-semibold text-slate-900 dark:text-white">
          {MSG_TWO_FACTOR.alreadyEnabled}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          {/* Patients have no profile editor: they turn it off here (everyone may). */}
          <Button variant="outline" onClick={() => setDisabling(true)}>
            <ShieldOff aria-hidden="true" className="size-4" />
            {MSG_TWO_FACTOR.disable}
          </Button>
          <ButtonLink to={backPath}>{backLabel}</ButtonLink>
        </div>
        <DisableTwoFactorDialog
          open={disabling}
          onClose={() => setDisabling(false)}
          onDisabled={() => {
            setDisabling(false);
            setCompleted(true);
            void refresh().then(() => navigate(backPath, { replace: true }));
          }}
        />
      </div>
    );
  } else if (setup.isError) {
    body = <ErrorState message={MSG_TWO_FACTOR.setupFailed} onRetry={() => setup.mutate()} />;
  } else if (!setup.data) {
    body = <LoadingState label={MSG_TWO_FACTOR.generating} className="py-16" />;
  } else {
    body = (
      <div className="grid gap-8 md:grid-cols-2 md:gap-10">
        <section aria-labelledby="two-factor-step-scan" className="space-y-4">
          <h2
            id="two-factor-step-scan"
            className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white"
          >
            <StepNumber>1</StepNumber>
            {MSG_TWO_FACTOR.stepScan}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{MSG_TWO_FACTOR.scanQr}</p>
          <img
            src={setup.data.qrCodeUrl}
            alt={MSG_TWO_FACTOR.qrAlt}
            width={200}
            height={200}
            className="mx-auto size-50 rounded-xl border border-slate-200 bg-white p-2 md:mx-0 dark:border-slate-700"
          />
          <ManualSecret secret={setup.data.secret} />
        </section>
        <section aria-labelledby="two-factor-step-verify" className="space-y-4">
          <h2
            id="two-factor-step-verify"
            className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white"
          >
            <StepNumber>2</StepNumber>
            {MSG_TWO_FACTOR.stepVerify}
          </h2>
          <EnableTwoFactorForm onSubmit={verify} />
        </section>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <div className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 place-items-center rounded-xl bg-teal-50 text-teal-800 sm:grid dark:bg-teal-950 dark:text-teal-200">
          <ShieldCheck aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {MSG_TWO_FACTOR.title}
          </h1>
          <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">{MSG_TWO_FACTOR.intro}</p>
        </div>
      </div>
      <Card className="mt-8">{body}</Card>
    </div>
  );
}

function StepNumber({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-7 place-items-center rounded-full bg-teal-700 text-sm font-bold text-white dark:bg-teal-400 dark:text-slate-950"
    >
      {children}
    </span>
  );
}
