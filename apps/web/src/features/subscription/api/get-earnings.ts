import { MSG_SUBSCRIPTION } from '@arogya/contract/messages/subscription';
import { earningsResponseSchema } from '@arogya/contract/schemas/subscription';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/earnings/me?months=N: per month visits, gross, commission, net, Pro savings (paise). */
export function getEarnings(months: number, signal?: AbortSignal) {
  return api.get('/earnings/me', {
    query: { months },
    toastOnError: false,
    errorMessage: MSG_SUBSCRIPTION.earningsFailed,
    ...(signal && { signal }),
    parse: (body) => earningsResponseSchema.parse(body).data,
  });
}

export function useEarnings(months = 12) {
  return useQuery({
    queryKey: ['subscription', 'earnings', months],
    queryFn: ({ signal }) => getEarnings(months, signal),
  });
}
