import { AMBULANCE_CITIES, normalizeVehicleRegistration } from '@arogya/contract/constants/ambulance';
import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import type { OwnProfile, UpdateProfileInput } from '@arogya/contract/schemas/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { bodyFieldErrors } from '../../../lib/api-client';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import { currentOrPending, savedMessage, showFieldErrors } from '../lib/profile-change';
import { SaveDetailsBar } from './save-details-bar';

const LICENSE_MAX = 50;
const PLATE_MAX = 20;

const driverDetailsSchema = z.object({
  city: z
    .string()
    .refine((v) => (AMBULANCE_CITIES as readonly string[]).includes(v), MSG_AMBULANCE.driverCityRequired),
  phone: z.string().trim().min(1, MSG_AUTH.phoneRequired).max(20),
  licenseNumber: z.string().trim().min(1, MSG_AUTH.driversLicenseRequired).max(LICENSE_MAX),
  vehicleRegistrationNumber: z
    .string()
    .trim()
    .min(1, MSG_AUTH.vehicleRegistrationRequired)
    .max(PLATE_MAX)
    .refine((v) => normalizeVehicleRegistration(v) !== null, MSG_AMBULANCE.vehicleRegistrationInvalid),
});
type DriverDetails = z.infer<typeof driverDetailsSchema>;
const FIELDS = ['city', 'phone', 'licenseNumber', 'vehicleRegistrationNumber'] as const;

function valuesFrom(profile: OwnProfile): DriverDetails {
  return {
    city: profile.city ?? '',
    phone: profile.phone ?? '',
    licenseNumber: currentOrPending(profile, 'licenseNumber') ?? '',
    vehicleRegistrationNumber: currentOrPending(profile, 'vehicleRegistrationNumber') ?? '',
  };
}

/**
 * An ambulance driver's details — what registration asked (spec 01 §5: phone, driver's licence, vehicle
 * registration; the service city of decision 030). Saved with PUT /profile/me; for an approved driver a new
 * licence or vehicle waits for an admin (decision 012) and the fields show the values asked for. A rejected
 * driver corrects them here, then resubmits from the dashboard's banner.
 */
export function DriverDetailsForm({ profile }: { profile: OwnProfile }) {
  const update = useUpdateOwnProfile();
  const reviewed = profile.approvalStatus === 'approved' ? MSG_PROFILE.reviewedFieldHint : undefined;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DriverDetails>({
    resolver: zodResolver(driverDetailsSchema),
    defaultValues: valuesFrom(profile),
  });

  async function save(values: DriverDetails) {
    const changes: UpdateProfileInput = {
      city: values.city as UpdateProfileInput['city'],
      phone: values.phone,
      licenseNumber: values.licenseNumber,
      vehicleRegistrationNumber: values.vehicleRegistrationNumber,
    };
    try {
      const saved = await update.mutateAsync(changes);
      reset(valuesFrom(saved));
      toast.success(savedMessage(saved));
    } catch (error) {
      const fieldErrors = bodyFieldErrors(error);
      showFieldErrors(fieldErrors, FIELDS, setError);
      notifyRequestFailure(error, MSG_PROFILE.updateFailed);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(save)} className="space-y-6" aria-busy={isSubmitting}>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={MSG_AMBULANCE.serviceCity}
          required
          options={[{ value: '', label: MSG_AUTH.selectCity }, ...AMBULANCE_CITIES]}
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label={MSG_AUTH.phone}
          required
          type="tel"
          autoComplete="tel"
          placeholder={MSG_AMBULANCE.phonePlaceholder}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={MSG_AUTH.driversLicenseNumber}
          required
          maxLength={LICENSE_MAX}
          autoComplete="off"
          hint={reviewed}
          error={errors.licenseNumber?.message}
          {...register('licenseNumber')}
        />
        <TextField
          label={MSG_AUTH.vehicleRegistrationNumber}
          required
          maxLength={PLATE_MAX}
          autoComplete="off"
          hint={reviewed}
          error={errors.vehicleRegistrationNumber?.message}
          {...register('vehicleRegistrationNumber')}
        />
      </div>
      <SaveDetailsBar label={MSG_AMBULANCE.saveDriverDetails} submitting={isSubmitting} />
    </form>
  );
}
