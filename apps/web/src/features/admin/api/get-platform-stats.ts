import { PLATFORM_STATS_REFRESH_MS } from '@arogya/contract/constants/admin';
import { type PlatformStats, platformStatsSchema } from '@arogya/contract/schemas/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/stats — the section shows its own error with Retry. */
export function getPlatformStats(signal?: AbortSignal): Promise<PlatformStats> {
  return api.get('/admin/stats', {
    toastOnError: false,
    ...(signal && { signal }),
    parse: (data) => platformStatsSchema.parse(data),
  });
}

/** Live: refreshed every 30 seconds while the dashboard is open, and when the tab regains focus. */
export function usePlatformStats() {
  return useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => getPlatformStats(signal),
    retry: false,
    refetchInterval: PLATFORM_STATS_REFRESH_MS,
  });
}
