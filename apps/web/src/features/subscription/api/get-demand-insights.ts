import { MSG_SUBSCRIPTION } from '@arogya/contract/messages/subscription';
import { demandInsightsResponseSchema } from '@arogya/contract/schemas/subscription';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface DemandFilters {
  city: string;
  specialty: string;
}

/** GET /api/demand-insights (spec 02 §7): the demand points, Pro members only. */
export function getDemandInsights(filters: DemandFilters, signal?: AbortSignal) {
  return api.get('/demand-insights', {
    query: { city: filters.city || undefined, specialty: filters.specialty || undefined },
    toastOnError: false,
    errorMessage: MSG_SUBSCRIPTION.loadInsightsFailed,
    ...(signal && { signal }),
    parse: (body) => demandInsightsResponseSchema.parse(body).data,
  });
}

export function useDemandInsights(filters: DemandFilters, enabled: boolean) {
  return useQuery({
    queryKey: ['subscription', 'demand', filters.city, filters.specialty],
    queryFn: ({ signal }) => getDemandInsights(filters, signal),
    enabled,
    retry: false,
  });
}
