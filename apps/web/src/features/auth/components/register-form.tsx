import { AMBULANCE_CITIES } from '@arogya/contract/constants/ambulance';
import {
  PENDING_APPROVAL_ROLES,
  PHONE_PLACEHOLDER,
  ROLE_LABELS,
  SELF_REGISTER_ROLES,
  type SelfRegisterRole,
} from '@arogya/contract/constants/auth';
import { CITIES, EXPERIENCE_YEARS } from '@arogya/contract/constants/directory';
import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { type RegisterPayload, registerSchema } from '@arogya/contract/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Ambulance,
  FlaskConical,
  HandHeart,
  Info,
  type LucideIcon,
  Stethoscope,
  UserPlus,
  UserRound,
} from 'lucide-react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { PasswordField, SelectField, TextField } from '../../../components/ui/form-field';
import { withConfirmPassword } from './confirm-password-resolver';
import { PrivacyConsentField } from './privacy-consent-field';
import { withPrivacyConsent } from './privacy-consent-resolver';
import { licenseLabelFor, ROLE_FIELDS, specialtyFieldFor } from './register-fields';

/** Every field the form can show, as the browser holds them (strings; the schema coerces). */
export interface RegisterFormValues {
  role: SelfRegisterRole;
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
  specialty: string;
  city: string;
  experience: string;
  licenseNumber: string;
  govId: string;
  vehicleRegistrationNumber: string;
  /** The "I have read the Privacy Notice" box: required, sent as `privacyConsent: true`. */
  privacyConsent: boolean;
}

const ROLE_ICONS: Record<SelfRegisterRole, LucideIcon> = {
  patient: UserRound,
  doctor: Stethoscope,
  nurse: HandHeart,
  technician: FlaskConical,
  ambulance: Ambulance,
};

/**
 * The registration form validates with the contract's `registerSchema` — the very schema the server
 * parses with — so it refuses exactly what the server refuses, with the same messages. Its output drops
 * the fields the chosen role does not have (a patient sends no phone or professional details).
 */
const resolver = withPrivacyConsent(
  withConfirmPassword(
    zodResolver(registerSchema) as unknown as Resolver<RegisterFormValues, unknown, RegisterPayload>,
  ),
);

const EMPTY: RegisterFormValues = {
  role: 'patient',
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  specialty: '',
  city: '',
  experience: '',
  licenseNumber: '',
  govId: '',
  vehicleRegistrationNumber: '',
  privacyConsent: false,
};

/** Submits; resolves to the server's field errors (by field name) when it refused some fields. */
export type RegisterSubmit = (values: RegisterPayload) => Promise<Record<string, string> | undefined>;

export function RegisterForm({ onSubmit }: { onSubmit: RegisterSubmit }) {
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues, unknown, RegisterPayload>({ resolver, defaultValues: EMPTY });

  async function submit(values: RegisterPayload) {
    const fieldErrors = await onSubmit(values);
    for (const [field, message] of Object.entries(fieldErrors ?? {})) {
      if (field in EMPTY) setError(field as keyof RegisterFormValues, { type: 'server', message });
    }
  }

  const role = watch('role');
  const fields = new Set(ROLE_FIELDS[role]);
  const specialty = specialtyFieldFor(role);
  const needsApproval = (PENDING_APPROVAL_ROLES as readonly string[]).includes(role);

  // Switching role: the specialty list and the meaning of the licence number change, so those reset.
  const roleField = register('role', {
    onChange: () => {
      setValue('specialty', '');
      setValue('licenseNumber', '');
      clearErrors();
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-8" aria-busy={isSubmitting}>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{MSG_AUTH.iAmA}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
          {SELF_REGISTER_ROLES.map((value) => {
            const Icon = ROLE_ICONS[value];
            return (
              <label
                key={value}
                className="flex cursor-pointer flex-col last:col-span-2 sm:last:col-span-1 items-center gap-1.5 rounded-xl border border-slate-300 bg-white px-2 py-3 text-center text-sm font-medium text-slate-700 transition-colors hover:border-teal-600 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:checked]:text-teal-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-teal-400 dark:has-[:checked]:border-teal-300 dark:has-[:checked]:bg-teal-950 dark:has-[:checked]:text-teal-100"
              >
                <input type="radio" value={value} className="sr-only" {...roleField} />
                <Icon aria-hidden="true" className="size-6" />
                <span>{ROLE_LABELS[value]}</span>
              </label>
            );
          })}
        </div>
        {needsApproval && (
          <p className="mt-3 flex gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {MSG_AUTH.approvalNote}
          </p>
        )}
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={MSG_AUTH.fullName}
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          className="sm:col-span-2"
          label={MSG_AUTH.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={MSG_AUTH.password}
          autoComplete="new-password"
          required
          hint={MSG_AUTH.passwordHint}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={MSG_AUTH.confirmPassword}
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>

      {fields.size > 0 && (
        <fieldset className="space-y-5 border-t border-slate-200 pt-6 dark:border-slate-800">
          <legend className="float-left mb-5 w-full text-base font-semibold text-slate-900 dark:text-white">
            {MSG_AUTH.professionalDetails}
          </legend>
          <div className="clear-left grid gap-5 sm:grid-cols-2">
            {fields.has('phone') && (
              <TextField
                label={MSG_AUTH.phone}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder={PHONE_PLACEHOLDER}
                required
                error={errors.phone?.message}
                {...register('phone')}
              />
            )}
            {fields.has('specialty') && (
              <SelectField
                label={specialty.label}
                required
                options={[{ value: '', label: specialty.placeholder }, ...specialty.options]}
                error={errors.specialty?.message}
                {...register('specialty')}
              />
            )}
            {fields.has('city') && (
              <SelectField
                label={MSG_AUTH.city}
                required
                options={[
                  { value: '', label: MSG_AUTH.selectCity },
                  ...(role === 'ambulance' ? AMBULANCE_CITIES : CITIES),
                ]}
                error={errors.city?.message}
                {...register('city')}
              />
            )}
            {fields.has('experience') && (
              <SelectField
                label={MSG_AUTH.experience}
                required
                options={[
                  { value: '', label: MSG_AUTH.selectExperience },
                  ...EXPERIENCE_YEARS.map((years) => String(years)),
                ]}
                error={errors.experience?.message}
                {...register('experience')}
              />
            )}
            {fields.has('licenseNumber') && (
              <TextField
                label={licenseLabelFor(role)}
                autoComplete="off"
                required
                error={errors.licenseNumber?.message}
                {...register('licenseNumber')}
              />
            )}
            {fields.has('vehicleRegistrationNumber') && (
              <TextField
                label={MSG_AUTH.vehicleRegistrationNumber}
                autoComplete="off"
                required
                error={errors.vehicleRegistrationNumber?.message}
                {...register('vehicleRegistrationNumber')}
              />
            )}
            {fields.has('govId') && (
              <TextField
                label={MSG_AUTH.govId}
                autoComplete="off"
                required
                error={errors.govId?.message}
                {...register('govId')}
              />
            )}
          </div>
        </fieldset>
      )}

      <PrivacyConsentField error={errors.privacyConsent?.message} {...register('privacyConsent')} />

      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        <UserPlus aria-hidden="true" className="size-5" />
        {isSubmitting ? MSG_AUTH.registering : MSG_AUTH.register}
      </Button>
    </form>
  );
}
