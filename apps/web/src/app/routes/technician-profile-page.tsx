import { CITIES } from '@arogya/contract/constants/directory';
import { WORK_DAYS, type WorkDay } from '@arogya/contract/constants/lab-tests';
import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { MSG_LAB } from '@arogya/contract/messages/lab';
import { MSG_PRIVACY } from '@arogya/contract/messages/privacy';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import type { OwnProfile } from '@arogya/contract/schemas/users';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { YourDataLink } from '../../components/account/your-data-link';
import { Button } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { SelectField, TextField } from '../../components/ui/form-field';
import { LoadingState } from '../../components/ui/loading-state';
import { SettingsSection } from '../../components/ui/settings-section';
import { useSaveWorkingDays, useWorkingDays } from '../../features/lab-tests/api/working-days';
import { TechnicianOnly } from '../../features/lab-tests/components/technician-only';
import { useOwnProfile } from '../../features/profiles/api/get-own-profile';
import { useUpdateOwnProfile } from '../../features/profiles/api/update-own-profile';
import { useAuthSession } from '../../lib/auth-session';
import { toast } from '../../lib/toast';

/**
 * Technician Profile (/technician/profile, spec 02 §2 "not detailed" — ours): name, phone and city are
 * editable (PUT /profile/me; a new name of an approved technician waits for review), email and
 * certification id are read-only as in the other editors, and the working days decide on which days
 * collections are assigned.
 */
export function TechnicianProfilePage() {
  return (
    <TechnicianOnly>
      <ProfileEditor />
    </TechnicianOnly>
  );
}

function ProfileEditor() {
  const profile = useOwnProfile();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        {MSG_LAB.technicianProfile}
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
          <SettingsSection title={MSG_PROFILE.account}>
            <DetailsForm profile={profile.data} onSaved={() => void profile.refetch()} />
          </SettingsSection>
          <SettingsSection title={MSG_LAB.workingDays}>
            <WorkingDaysForm />
          </SettingsSection>
          <SettingsSection title={MSG_PRIVACY.pageTitle}>
            <YourDataLink />
          </SettingsSection>
        </div>
      )}
    </div>
  );
}

function DetailsForm({ profile, onSaved }: { profile: OwnProfile; onSaved: () => void }) {
  const { refresh } = useAuthSession();
  const pendingName =
    profile.profileChangeRequest?.status === 'pending'
      ? profile.profileChangeRequest.changes.name
      : undefined;
  const [name, setName] = useState(pendingName ?? profile.name);
  const [phone, setPhone] = useState(profile.phone ?? '');
  const [city, setCity] = useState(profile.city ?? '');
  const update = useUpdateOwnProfile();
  const saving = update.isPending;

  function save(event: React.FormEvent) {
    event.preventDefault();
    // A failure has been toasted with the server's message by the fetcher.
    update.mutate(
      {
        name: name.trim(),
        phone: phone.trim(),
        ...(city && { city: city as (typeof CITIES)[number] }),
      },
      {
        onSuccess: (saved) => {
          toast.success(
            saved.profileChangeRequest?.status === 'pending'
              ? MSG_PROFILE.changeSubmitted
              : MSG_PROFILE.updated,
          );
          onSaved();
          void refresh();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={save} className="space-y-5" aria-busy={saving}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={MSG_PROFILE.name}
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label={MSG_PROFILE.email}
          type="email"
          value={profile.email}
          readOnly
          hint={MSG_PROFILE.emailReadOnly}
        />
        <TextField
          label={MSG_PROFILE.phoneLabel}
          type="tel"
          autoComplete="tel"
          placeholder={MSG_PROFILE.phonePlaceholder}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <SelectField
          label={MSG_LAB.city}
          value={city}
          onChange={(e) => setCity(e.target.value)}
          options={[{ value: '', label: MSG_AUTH.selectCity }, ...CITIES]}
        />
        <TextField
          label={MSG_LAB.certificationId}
          value={profile.licenseNumber ?? ''}
          readOnly
          hint={MSG_LAB.readOnlyHint}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={saving} className="w-full sm:w-auto">
          <Save aria-hidden="true" className="size-4" />
          {saving ? MSG_PROFILE.saving : MSG_PROFILE.saveChanges}
        </Button>
      </div>
    </form>
  );
}

function WorkingDaysForm() {
  const days = useWorkingDays();
  const save = useSaveWorkingDays();
  const [chosen, setChosen] = useState<WorkDay[] | null>(null);
  if (days.isPending) return <LoadingState />;
  if (days.isError) {
    return (
      <ErrorState
        message={MSG_LAB.fetchFailed}
        onRetry={() => void days.refetch()}
        retrying={days.isFetching}
      />
    );
  }
  const current = chosen ?? days.data.workingDays;
  const toggle = (day: WorkDay) =>
    setChosen(current.includes(day) ? current.filter((d) => d !== day) : [...current, day]);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (current.length === 0) {
          toast.error(MSG_LAB.workingDaysRequired);
          return;
        }
        save.mutate(
          { workingDays: current },
          {
            onSuccess: () => {
              setChosen(null);
              toast.success(MSG_LAB.workingDaysSaved);
            },
            onError: (error) => toast.error(error.message),
          },
        );
      }}
    >
      <fieldset>
        <legend className="sr-only">{MSG_LAB.workingDays}</legend>
        <div className="flex flex-wrap gap-2">
          {WORK_DAYS.map((day) => (
            <label
              key={day}
              className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-900 dark:border-slate-600 dark:text-slate-100"
            >
              <input
                type="checkbox"
                className="size-4 accent-teal-700"
                checked={current.includes(day)}
                onChange={() => toggle(day)}
              />
              {day}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? MSG_LAB.saving : MSG_LAB.saveWorkingDays}
        </Button>
      </div>
    </form>
  );
}
