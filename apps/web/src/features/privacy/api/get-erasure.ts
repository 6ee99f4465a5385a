import { MSG_PRIVACY_WEB } from '@arogya/contract/messages/privacy-web';
import { erasureStateSchema } from '@arogya/contract/schemas/privacy';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { privacyKeys } from './privacy-keys';

/** GET /api/me/erase: the scheduled erasure, else the latest one, else null. */
export async function getErasure(signal?: AbortSignal) {
  const { erasure } = await api.get('/me/erase', {
    toastOnError: false,
    errorMessage: MSG_PRIVACY_WEB.eraseLoadFailed,
    ...(signal && { signal }),
    parse: (body) => erasureStateSchema.parse(body),
  });
  return erasure;
}

/** Shared by the privacy page and the banner across the app (one request, one cache entry). */
export function useErasure(enabled = true) {
  return useQuery({ queryKey: privacyKeys.erasure, queryFn: ({ signal }) => getErasure(signal), enabled });
}
