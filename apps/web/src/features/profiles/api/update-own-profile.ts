import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { type OwnProfile, ownProfileSchema, type UpdateProfileInput } from '@arogya/contract/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ownProfileKey } from './get-own-profile';

/** PUT /api/profile/me → the saved profile. Failures: the server's message, else 'Failed to update profile.' */
export function updateOwnProfile(changes: UpdateProfileInput): Promise<OwnProfile> {
  return api.put('/profile/me', changes, {
    errorMessage: MSG_PROFILE.updateFailed,
    parse: (data) => ownProfileSchema.parse(data),
  });
}

/** Saves the caller's profile; the cached profile becomes the saved one (editors reset from it). */
export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnProfile,
    onSuccess: (saved) => queryClient.setQueryData(ownProfileKey, saved),
  });
}
