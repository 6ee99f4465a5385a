import { MSG_PROFILE } from '@arogya/contract/messages/profile';
import { type OwnProfile, ownProfileSchema } from '@arogya/contract/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuthSession } from '../../../lib/auth-session';
import { ownProfileKey } from './get-own-profile';

/**
 * POST /api/profile/resubmit → the profile, back to pending (decision 052). 409 when the application is
 * not rejected any more. Failures: the server's message, else 'Could not resubmit your application.'
 */
export function resubmitApplication(): Promise<OwnProfile> {
  return api.post('/profile/resubmit', undefined, {
    errorMessage: MSG_PROFILE.resubmitFailed,
    parse: (data) => ownProfileSchema.parse(data),
  });
}

/** Resubmits, then reloads the session so every screen shows the application as pending again. */
export function useResubmitApplication() {
  const queryClient = useQueryClient();
  const { refresh } = useAuthSession();
  return useMutation({
    mutationFn: resubmitApplication,
    onSuccess: async (profile) => {
      queryClient.setQueryData(ownProfileKey, profile);
      await refresh();
    },
  });
}
