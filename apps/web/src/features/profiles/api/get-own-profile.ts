import { type OwnProfile, ownProfileSchema } from '@arogya/contract/schemas/users';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ownProfileKey = ['profile', 'me'] as const;

/** GET /api/profile/me — the page shows 'Could not load your profile.' itself, so nothing is toasted. */
export function getOwnProfile(signal?: AbortSignal): Promise<OwnProfile> {
  return api.get('/profile/me', {
    toastOnError: false,
    ...(signal && { signal }),
    parse: (data) => ownProfileSchema.parse(data),
  });
}

/**
 * An editor always starts from the server's current profile (2FA may have changed on /2fa-setup), so the
 * cached copy is dropped as soon as the editor closes.
 */
export function useOwnProfile() {
  return useQuery({
    queryKey: ownProfileKey,
    queryFn: ({ signal }) => getOwnProfile(signal),
    retry: false,
    gcTime: 0,
  });
}
