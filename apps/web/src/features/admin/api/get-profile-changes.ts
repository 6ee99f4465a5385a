import { type PendingProfileChange, pendingProfileChangeSchema } from '@arogya/contract/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const profileChangesKey = ['admin', 'profile-changes'] as const;

/** GET /api/admin/profile-changes — the section shows its own error with Retry, so nothing is toasted. */
export function getProfileChanges(signal?: AbortSignal): Promise<PendingProfileChange[]> {
  return api.get('/admin/profile-changes', {
    toastOnError: false,
    ...(signal && { signal }),
    parse: (data) => pendingProfileChangeSchema.array().parse(data),
  });
}

export function useProfileChanges() {
  return useQuery({
    queryKey: profileChangesKey,
    queryFn: ({ signal }) => getProfileChanges(signal),
    retry: false,
  });
}
