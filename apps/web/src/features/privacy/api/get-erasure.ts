import { erasureStateSchema } from '@arogya/contract/schemas/privacy';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { privacyKeys } from './privacy-keys';

/**
 * GET /api/me/erase: the scheduled erasure, else the latest one, else null. No toast and no text of its own:
 * the banner stays silent on failure and the page says so itself (this is loaded on every signed-in page,
 * so it carries no message catalogue).
 */
export async function getErasure(signal?: AbortSignal) {
  const { erasure } = await api.get('/me/erase', {
    toastOnError: false,
    ...(signal && { signal }),
    parse: (body) => erasureStateSchema.parse(body),
  });
  return erasure;
}

/** Shared by the privacy page and the banner across the app (one request, one cache entry). */
export function useErasure(enabled = true) {
  return useQuery({ queryKey: privacyKeys.erasure, queryFn: ({ signal }) => getErasure(signal), enabled });
}
