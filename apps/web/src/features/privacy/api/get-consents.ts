import { MSG_PRIVACY_WEB } from '@arogya/contract/messages/privacy-web';
import { consentListSchema } from '@arogya/contract/schemas/privacy';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { privacyKeys } from './privacy-keys';

/** GET /api/me/consents → the notice version in force and one entry per purpose. */
export function getConsents(signal?: AbortSignal) {
  return api.get('/me/consents', {
    toastOnError: false,
    errorMessage: MSG_PRIVACY_WEB.consentsLoadFailed,
    ...(signal && { signal }),
    parse: (body) => consentListSchema.parse(body),
  });
}

export function useConsents() {
  return useQuery({ queryKey: privacyKeys.consents, queryFn: ({ signal }) => getConsents(signal) });
}
