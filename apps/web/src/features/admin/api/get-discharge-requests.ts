import type { DischargeRequestStatus } from '@arogya/contract/constants/discharge-concierge';
import {
  type AdminDischargeRequest,
  adminDischargeRequestListSchema,
} from '@arogya/contract/schemas/discharge-concierge';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const dischargeRequestsKey = ['admin', 'discharge-requests'] as const;

/** GET /api/admin/discharge-requests?status= — newest first; handled ones stay listed. */
export function getDischargeRequests(
  status: DischargeRequestStatus | undefined,
  signal?: AbortSignal,
): Promise<AdminDischargeRequest[]> {
  return api.get('/admin/discharge-requests', {
    query: { status },
    toastOnError: false,
    ...(signal && { signal }),
    parse: (data) => adminDischargeRequestListSchema.parse(data),
  });
}

export function useDischargeRequests(status: DischargeRequestStatus | undefined) {
  return useQuery({
    queryKey: [...dischargeRequestsKey, status ?? 'all'],
    queryFn: ({ signal }) => getDischargeRequests(status, signal),
    retry: false,
  });
}
