import {
  CITIES,
  DOCTOR_SEARCH_SPECIALTIES,
  EXPERIENCE_YEARS,
  NURSE_SPECIALTIES,
} from '@arogya/contract/constants/directory';
import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { experienceSchema, type OwnProfile, type UpdateProfileInput } from '@arogya/contract/schemas/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useReducer, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { bodyFieldErrors } from '../../../lib/api-client';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import { joinQualifications, parseQualifications } from '../lib/professional-fields';
import { currentOrPending, savedMessage, showFieldErrors } from '../lib/profile-change';
import { drawingReducer, initialDrawing, mapView, serviceAreaValue } from '../lib/service-area-drawing';
import { SaveDetailsBar } from './save-details-bar';
import { ServiceAreaField } from './service-area-field';
import { SkillsField } from './skills-field';

const QUALIFICATIONS_MAX = 20;
const QUALIFICATION_MAX_LENGTH = 100;
const BIO_MAX = 2000;
const LICENSE_MAX = 50;

function specialtiesOf(role: 'doctor' | 'nurse'): readonly string[] {
  return role === 'nurse' ? NURSE_SPECIALTIES : DOCTOR_SEARCH_SPECIALTIES;
}

function detailsSchema(role: 'doctor' | 'nurse') {
  return z.object({
    specialty: z
      .string()
      .refine(
        (v) => (specialtiesOf(role) as readonly string[]).includes(v),
        role === 'nurse' ? MSG_AUTH.careCategoryRequired : MSG_PROFILE.specialtyInvalid,
      ),
    city: z.string().refine((v) => (CITIES as readonly string[]).includes(v), MSG_AUTH.cityRequired),
    experience: experienceSchema,
    qualifications: z
      .string()
      .refine(
        (v) => parseQualifications(v).length <= QUALIFICATIONS_MAX,
        `At most ${QUALIFICATIONS_MAX} items.`,
      )
      .refine(
        (v) => parseQualifications(v).every((q) => q.length <= QUALIFICATION_MAX_LENGTH),
        `Each qualification must be at most ${QUALIFICATION_MAX_LENGTH} characters.`,
      ),
    bio: z.string().max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters.`),
    licenseNumber:
      role === 'nurse' ? z.string().trim().min(1, MSG_AUTH.licenseRequired).max(LICENSE_MAX) : z.string(),
  });
}
type DetailsInput = z.input<ReturnType<typeof detailsSchema>>;
type DetailsOutput = z.output<ReturnType<typeof detailsSchema>>;
const FIELDS = ['specialty', 'city', 'experience', 'qualifications', 'bio', 'licenseNumber'] as const;

function valuesFrom(profile: OwnProfile): DetailsInput {
  return {
    specialty: currentOrPending(profile, 'specialty') ?? '',
    city: profile.city ?? '',
    experience: profile.experience === null ? '' : String(profile.experience),
    qualifications: joinQualifications(profile.qualifications),
    bio: profile.bio ?? '',
    licenseNumber: currentOrPending(profile, 'licenseNumber') ?? '',
  };
}

const experienceOptions = [
  { value: '', label: MSG_AUTH.selectExperience },
  ...EXPERIENCE_YEARS.map((years) => ({ value: String(years), label: String(years) })),
];

/**
 * The doctor's and nurse's professional details (spec 02 §2, §4, §5, §7): specialty (a nurse's care
 * category; for an approved professional a new specialty, licence or skills list waits for an admin and
 * the fields show the values asked for — decision 009), city, experience, qualifications (comma-separated, sent comma-joined), bio, licence number
 * (nurse), verified skills and the service area drawn on a map. Saved with PUT /profile/me → 'Profile
 * updated successfully!'; the server computes the area's centre.
 */
export function ProfessionalDetailsForm({ profile }: { profile: OwnProfile & { role: 'doctor' | 'nurse' } }) {
  const { role } = profile;
  const update = useUpdateOwnProfile();
  const [savedArea, setSavedArea] = useState(profile.serviceArea);
  const [skills, setSkills] = useState<string[]>(currentOrPending(profile, 'verifiedSkills'));
  const [drawing, dispatch] = useReducer(drawingReducer, profile.serviceArea, initialDrawing);
  const [areaError, setAreaError] = useState<string | null>(null);
  // Where the map opens is decided once, from what was loaded (the map does not jump on save).
  const [view] = useState(() => mapView(profile.serviceArea, profile.location));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DetailsInput, unknown, DetailsOutput>({
    resolver: zodResolver(detailsSchema(role)),
    defaultValues: valuesFrom(profile),
  });

  async function save(values: DetailsOutput) {
    const serviceArea = serviceAreaValue(drawing);
    if (serviceArea === undefined) {
      setAreaError(MSG_PROFILE.serviceAreaUnfinished);
      return;
    }
    setAreaError(null);
    const bio = values.bio.trim();
    const changes: UpdateProfileInput = {
      city: values.city as UpdateProfileInput['city'],
      experience: values.experience,
      qualifications: joinQualifications(parseQualifications(values.qualifications)),
      bio: bio === '' ? null : bio,
      verifiedSkills: skills,
      serviceArea,
      specialty: values.specialty,
      ...(role === 'nurse' && { licenseNumber: values.licenseNumber }),
    };
    try {
      const saved = await update.mutateAsync(changes);
      reset(valuesFrom(saved));
      setSkills(currentOrPending(saved, 'verifiedSkills'));
      dispatch({ type: 'reset', area: saved.serviceArea });
      setSavedArea(saved.serviceArea);
      toast.success(savedMessage(saved));
    } catch (error) {
      const fieldErrors = bodyFieldErrors(error);
      showFieldErrors(fieldErrors, FIELDS, setError);
      if (fieldErrors.serviceArea) setAreaError(fieldErrors.serviceArea);
      notifyRequestFailure(error, MSG_PROFILE.updateFailed);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(save)} className="space-y-6" aria-busy={isSubmitting}>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={role === 'nurse' ? MSG_AUTH.careCategory : MSG_PROFILE.specialty}
          required
          options={[
            { value: '', label: role === 'nurse' ? MSG_AUTH.selectCareCategory : MSG_AUTH.selectSpecialty },
            ...specialtiesOf(role),
          ]}
          error={errors.specialty?.message}
          hint={profile.approvalStatus === 'approved' ? MSG_PROFILE.reviewedFieldHint : undefined}
          {...register('specialty')}
        />
        <SelectField
          label={MSG_PROFILE.city}
          required
          options={[{ value: '', label: MSG_AUTH.selectCity }, ...CITIES]}
          error={errors.city?.message}
          {...register('city')}
        />
        <SelectField
          label={MSG_PROFILE.experience}
          required
          options={experienceOptions}
          error={errors.experience?.message}
          {...register('experience')}
        />
        {role === 'nurse' && (
          <TextField
            label={MSG_PROFILE.licenseNumber}
            required
            maxLength={LICENSE_MAX}
            autoComplete="off"
            error={errors.licenseNumber?.message}
            {...register('licenseNumber')}
          />
        )}
      </div>
      <TextField
        label={MSG_PROFILE.qualifications}
        hint={MSG_PROFILE.qualificationsHint}
        error={errors.qualifications?.message}
        {...register('qualifications')}
      />
      <TextAreaField
        label={MSG_PROFILE.bio}
        hint={MSG_PROFILE.bioHint}
        rows={4}
        maxLength={BIO_MAX}
        error={errors.bio?.message}
        {...register('bio')}
      />
      <SkillsField skills={skills} onChange={setSkills} disabled={isSubmitting} />
      <ServiceAreaField
        drawing={drawing}
        dispatch={(action) => {
          setAreaError(null);
          dispatch(action);
        }}
        view={view}
        error={areaError}
        unsaved={JSON.stringify(serviceAreaValue(drawing) ?? null) !== JSON.stringify(savedArea)}
        disabled={isSubmitting}
      />
      <SaveDetailsBar label={MSG_PROFILE.saveProfessionalDetails} submitting={isSubmitting} />
    </form>
  );
}
