import { devOutboxResponseSchema } from '@arogya/contract/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const devOutboxKey = ['dev', 'outbox'] as const;

/** GET /api/dev/outbox (development, this machine only): the latest e-mails of the outbox. */
export function getDevOutbox(signal?: AbortSignal) {
  return api.get('/dev/outbox', {
    toastOnError: false,
    redirectOnUnauthorized: false,
    ...(signal && { signal }),
    parse: (body) => devOutboxResponseSchema.parse(body),
  });
}

export function useDevOutbox() {
  return useQuery({ queryKey: devOutboxKey, queryFn: ({ signal }) => getDevOutbox(signal), retry: false });
}
