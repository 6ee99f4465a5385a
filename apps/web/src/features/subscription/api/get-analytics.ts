import { MSG_SUBSCRIPTION } from '@arogya/contract/messages/subscription';
import { analyticsResponseSchema } from '@arogya/contract/schemas/subscription';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/analytics/me?weeks=N: weekly appearances, views, bookings (weeks for Pro, totals for others). */
export function getAnalytics(weeks: number, signal?: AbortSignal) {
  return api.get('/analytics/me', {
    query: { weeks },
    toastOnError: false,
    errorMessage: MSG_SUBSCRIPTION.analyticsFailed,
    ...(signal && { signal }),
    parse: (body) => analyticsResponseSchema.parse(body).data,
  });
}

export function useAnalytics(weeks = 12) {
  return useQuery({
    queryKey: ['subscription', 'analytics', weeks],
    queryFn: ({ signal }) => getAnalytics(weeks, signal),
  });
}
