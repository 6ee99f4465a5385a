import { MSG_PRIVACY_WEB } from '@arogya/contract/messages/privacy-web';
import { consentResponseSchema, type GrantConsentInput } from '@arogya/contract/schemas/privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { privacyKeys } from './privacy-keys';

/**
 * POST /api/me/consents {purpose, noticeVersion}: the version is the one the page showed, so a notice that
 * changed meanwhile is refused (409) rather than agreed to unseen.
 */
export function grantConsent(body: GrantConsentInput) {
  return api.post('/me/consents', body, {
    errorMessage: MSG_PRIVACY_WEB.grantFailed,
    parse: (res) => consentResponseSchema.parse(res),
  });
}

export function useGrantConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantConsent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyKeys.consents }),
  });
}
