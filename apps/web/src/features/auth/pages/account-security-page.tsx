import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { MSG_PRIVACY } from '@arogya/contract/messages/privacy';
import { MSG_TWO_FACTOR } from '@arogya/contract/messages/two-factor';
import { ArrowRight, ShieldCheck, ShieldOff } from 'lucide-react';
import { Link } from 'react-router';
import { ChangePasswordForm } from '../../../components/account/change-password-form';
import { YourDataLink } from '../../../components/account/your-data-link';
import { SettingsSection } from '../../../components/ui/settings-section';
import { useAuthSession } from '../../../lib/auth-session';

/**
 * /account/security (login required): the one place every signed-in person — patients included, who have
 * no profile editor — can change their password, with the way to two-factor authentication (/2fa-setup).
 */
export function AccountSecurityPage() {
  const { user } = useAuthSession();
  const twoFactorOn = user?.isTwoFactorEnabled === true;
  const Icon = twoFactorOn ? ShieldCheck : ShieldOff;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {MSG_AUTH.accountSecurity}
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{MSG_AUTH.accountSecurityIntro}</p>
      <div className="mt-8 space-y-6">
        <SettingsSection title={MSG_AUTH.changePasswordTitle}>
          <ChangePasswordForm />
        </SettingsSection>
        <SettingsSection title={MSG_AUTH.twoFactorLinkTitle}>
          <div className="flex items-start gap-3">
            <Icon
              aria-hidden="true"
              className={
                twoFactorOn
                  ? 'mt-0.5 size-6 shrink-0 text-teal-700 dark:text-teal-300'
                  : 'mt-0.5 size-6 shrink-0 text-slate-500 dark:text-slate-400'
              }
            />
            <div>
              <p className="font-medium text-slate-900 dark:text-white">
                {twoFactorOn ? MSG_TWO_FACTOR.statusOn : MSG_TWO_FACTOR.statusOff}
              </p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{MSG_AUTH.twoFactorLinkHint}</p>
              <Link
                to="/2fa-setup"
                className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-teal-800 hover:underline dark:text-teal-300"
              >
                {MSG_AUTH.twoFactorLinkTitle}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </div>
        </SettingsSection>
        <SettingsSection title={MSG_PRIVACY.pageTitle}>
          <YourDataLink />
        </SettingsSection>
      </div>
    </div>
  );
}
