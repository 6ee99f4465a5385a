import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { ArrowLeft, KeyRound, LifeBuoy } from 'lucide-react';
import { CodeForm } from '../../../components/code-form';

/**
 * The code step of sign-in (spec 01 §2; the password was the first step): the 6-digit Authenticator Code,
 * or, for someone without their phone, one of the recovery codes shown when two-factor was turned on
 * (each works once; case, spaces and the dash do not matter). Either way: Verify, a switch to the other
 * kind of code, and Back to Login.
 */
export function LoginCodeForm({
  useRecovery,
  onSubmit,
  onSwitch,
  onBack,
}: {
  useRecovery: boolean;
  onSubmit: (code: string) => Promise<void>;
  onSwitch: () => void;
  onBack: () => void;
}) {
  const back = {
    label: MSG_AUTH.backToLogin,
    icon: <ArrowLeft aria-hidden="true" className="size-4" />,
    variant: 'ghost' as const,
    onClick: onBack,
  };
  return useRecovery ? (
    <CodeForm
      key="recovery"
      kind="recovery"
      hint={MSG_AUTH.recoveryCodeRequired}
      onSubmit={onSubmit}
      actions={[
        {
          label: MSG_AUTH.useAuthenticatorCode,
          icon: <KeyRound aria-hidden="true" className="size-4" />,
          variant: 'outline',
          onClick: onSwitch,
        },
        back,
      ]}
    />
  ) : (
    <CodeForm
      key="totp"
      kind="totp"
      hint={MSG_AUTH.twoFactorPrompt}
      onSubmit={onSubmit}
      actions={[
        {
          label: MSG_AUTH.useRecoveryCode,
          icon: <LifeBuoy aria-hidden="true" className="size-4" />,
          variant: 'outline',
          onClick: onSwitch,
        },
        back,
      ]}
    />
  );
}
