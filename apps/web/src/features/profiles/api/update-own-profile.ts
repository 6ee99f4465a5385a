import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { type OwnProfile, ownProfileSchema, type UpdateProfileInput } from '@arogya/contract/schemas/users';
import { api } from '../../../lib/api-client';

/** PUT /api/profile/me → the saved profile. Failures: the server's message, else 'Failed to update profile.' */
export function updateOwnProfile(changes: UpdateProfileInput): Promise<OwnProfile> {
  return api.put('/profile/me', changes, {
    errorMessage: MSG_PROFILE.updateFailed,
    parse: (data) => ownProfileSchema.parse(data),
  });
}
