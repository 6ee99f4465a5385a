import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { type OwnProfile, updateProfileSchema } from '@arogya/contract/schemas/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useAuthSession } from '../../../lib/auth-session';
import { notifyRequestFailure } from '../../../lib/request-failure';
import { toast } from '../../../lib/toast';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import { useIsUploadingProfilePicture } from '../api/upload-profile-picture';
import { currentOrPending, savedMessage } from '../lib/profile-change';
import { ProfilePictureField } from './profile-picture-field';

/** The account part of PUT /profile/me, with the server's own rules for each field (name is required here). */
const accountSchema = z.object({
  name: updateProfileSchema.shape.name.unwrap(),
  profilePictureUrl: z.string().nullable(),
});
type AccountValues = z.output<typeof accountSchema>;

/**
 * Name (editable), email (read-only: 'Email cannot be changed.') and the profile picture, saved together
 * with Save Changes → 'Profile updated successfully!' / the server's message, else 'Failed to update
 * profile.'. The navbar's greeting follows the new name. An approved professional's new name waits for
 * an admin: the field shows it, and the toast says it is awaiting review.
 */
export function AccountDetailsForm({ profile }: { profile: OwnProfile }) {
  const { refresh } = useAuthSession();
  const update = useUpdateOwnProfile();
  const uploading = useIsUploadingProfilePicture();
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof accountSchema>, unknown, AccountValues>({
    resolver: zodResolver(accountSchema),
    defaultValues: { name: currentOrPending(profile, 'name'), profilePictureUrl: profile.profilePictureUrl },
  });
  const picture = watch('profilePictureUrl');

  async function save(values: AccountValues) {
    try {
      const saved = await update.mutateAsync(values);
      reset({ name: currentOrPending(saved, 'name'), profilePictureUrl: saved.profilePictureUrl });
      toast.success(savedMessage(saved));
      void refresh();
    } catch (error) {
      notifyRequestFailure(error, MSG_PROFILE.updateFailed);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(save)} className="space-y-6" aria-busy={isSubmitting}>
      <ProfilePictureField
        value={picture}
        onChange={(url) => setValue('profilePictureUrl', url, { shouldDirty: true })}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={MSG_PROFILE.name}
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={MSG_PROFILE.email}
          type="email"
          value={profile.email}
          readOnly
          hint={MSG_PROFILE.emailReadOnly}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting || uploading} className="w-full sm:w-auto">
          <Save aria-hidden="true" className="size-4" />
          {isSubmitting ? MSG_PROFILE.saving : MSG_PROFILE.saveChanges}
        </Button>
      </div>
    </form>
  );
}
