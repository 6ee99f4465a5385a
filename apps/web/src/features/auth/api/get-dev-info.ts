import { devInfoResponseSchema } from '@arogya/contract/schemas/dev';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

export const devInfoKey = ['dev', 'info'] as const;

/**
 * GET /api/dev/info: the demo accounts and the mailbox, or `null` where the route does not exist — in
 * production the server does not register it, and that is how the web app knows not to show them.
 */
export async function getDevInfo(signal?: AbortSignal) {
  try {
    return await api.get('/dev/info', {
      toastOnError: false,
      redirectOnUnauthorized: false,
      ...(signal && { signal }),
      parse: (body) => devInfoResponseSchema.parse(body),
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Development information, asked once per page load; any failure counts as "not development". */
export function useDevInfo() {
  const query = useQuery({
    queryKey: devInfoKey,
    queryFn: ({ signal }) => getDevInfo(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return query.data ?? null;
}
