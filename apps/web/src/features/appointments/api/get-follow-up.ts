import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { type FollowUp, followUpSchema } from '@arogya/contract/schemas/appointments';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

export const followUpKey = (id: string) => ['follow-ups', id] as const;

/**
 * GET /api/follow-ups/{id} → the follow-up with the prefill for its booking. Readable by its patient and
 * its professional only (anyone else gets the same 404 as an unknown id). The page shows its own states,
 * so nothing is toasted.
 */
export function getFollowUp(id: string, signal?: AbortSignal): Promise<FollowUp> {
  return api.get(`/follow-ups/${encodeURIComponent(id)}`, {
    toastOnError: false,
    errorMessage: MSG_BOOKING.followUpPageLoadFailed,
    ...(signal && { signal }),
    parse: (data) => followUpSchema.parse(data),
  });
}

export function useFollowUp(id: string, enabled: boolean) {
  return useQuery({
    queryKey: followUpKey(id),
    queryFn: ({ signal }) => getFollowUp(id, signal),
    enabled,
    // A refusal (404, 400 for a malformed id) will not change by asking again.
    retry: (failures, error) =>
      !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 1,
  });
}
