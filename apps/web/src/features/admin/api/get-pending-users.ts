import { type PendingUser, pendingUserSchema } from '@arogya/contract/schemas/admin';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

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

/** A decided application (or one another admin decided meanwhile) leaves the list without a refetch. */
export function removePendingUser(queryClient: QueryClient, id: string) {
  queryClient.setQueryData<PendingUser[]>(pendingUsersKey, (list) => list?.filter((u) => u._id !== id));
}

/** Reviewed by another admin meanwhile (409), or no longer there (404): it is not pending any more. */
export function alreadyDecided(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 409);
}
