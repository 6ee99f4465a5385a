import { type PendingUser, pendingUserSchema } from '@arogya/contract/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const pendingUsersKey = ['admin', 'pending'] as const;

/** GET /api/admin/pending — the page shows its own error with Retry, so nothing is toasted. */
export function getPendingUsers(signal?: AbortSignal): Promise<PendingUser[]> {
  return api.get('/admin/pending', {
    toastOnError: false,
    ...(signal && { signal }),
    parse: (data) => pendingUserSchema.array().parse(data),
  });
}

export function usePendingUsers() {
  return useQuery({
    queryKey: pendingUsersKey,
    queryFn: ({ signal }) => getPendingUsers(signal),
    retry: false,
  });
}
