import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { MSG_PRIVACY } from '@arogya/contract/messages/privacy';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { MSG_TWO_FACTOR } from '@arogya/contract/messages/two-factor';
import type { OwnProfile } from '@arogya/contract/schemas/users';
import { ChangePasswordForm } from '../../../components/account/change-password-form';
import { YourDataLink } from '../../../components/account/your-data-link';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { SettingsSection } from '../../../components/ui/settings-section';
import { useAuthSession } from '../../../lib/auth-session';
import { useOwnProfile } from '../api/get-own-profile';
import { AccountDetailsForm } from '../components/account-details-form';
import { DeactivateAccountSection } from '../components/deactivate-account-section';
import { DriverDetailsForm } from '../components/driver-details-form';
import { ProfessionalDetailsForm } from '../components/professional-details-form';
import { ProfileChangeNotice } from '../components/profile-change-notice';
import { TwoFactorSection } from '../components/two-factor-section';

/**
 * The profile editor shared by /doctor/edit-profile, /nurse/edit-profile, /driver/edit-profile and
 * /admin/edit-profile (spec 02 §2): the account part (name, read-only email, picture), change password, two-factor authentication,
 * and the danger zone.
 * Doctors and nurses also get their professional details (specialty, city, experience, qualifications,
 * bio, licence, verified skills, service area) as their own section between Account and Two-Factor;
 * ambulance drivers their driver details (service city, phone, licence, vehicle registration).
 */
export function EditProfilePage({ title }: { title: string }) {
  const profile = useOwnProfile();
  const { refresh } = useAuthSession();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {title}
      </h1>
      {profile.isPending ? (
        <LoadingState />
      ) : profile.isError ? (
        <ErrorState
          className="mt-8"
          message={MSG_PROFILE.loadOwnFailed}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : (
        <div className="mt-8 space-y-6">
          <ProfileChangeNotice request={profile.data.profileChangeRequest} />
          <SettingsSection title={MSG_PROFILE.account}>
            <AccountDetailsForm profile={profile.data} />
          </SettingsSection>
          {isProfessional(profile.data) && (
            <SettingsSection title={MSG_AUTH.professionalDetails}>
              <ProfessionalDetailsForm profile={profile.data} />
            </SettingsSection>
          )}
          {profile.data.role === 'ambulance' && (
            <SettingsSection title={MSG_AMBULANCE.driverDetails}>
              <DriverDetailsForm profile={profile.data} />
            </SettingsSection>
          )}
          <SettingsSection title={MSG_AUTH.changePasswordTitle}>
            <ChangePasswordForm />
          </SettingsSection>
          <SettingsSection title={MSG_TWO_FACTOR.title}>
            <TwoFactorSection
              enabled={profile.data.isTwoFactorEnabled}
              onChanged={() => {
                void profile.refetch();
                void refresh();
              }}
            />
          </SettingsSection>
          <SettingsSection title={MSG_PRIVACY.pageTitle}>
            <YourDataLink />
          </SettingsSection>
          <SettingsSection title={MSG_PROFILE.dangerZone} tone="danger">
            <DeactivateAccountSection />
          </SettingsSection>
        </div>
      )}
    </div>
  );
}

function isProfessional(profile: OwnProfile): profile is OwnProfile & { role: 'doctor' | 'nurse' } {
  return profile.role === 'doctor' || profile.role === 'nurse';
}
