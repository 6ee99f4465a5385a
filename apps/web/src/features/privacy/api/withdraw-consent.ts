import type { ConsentPurpose } from '@arogya/contract/constants/privacy';
import { MSG_PRIVACY_WEB } from '@arogya/contract/messages/privacy-web';
import { consentResponseSchema } from '@arogya/contract/schemas/privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/me/consents/{purpose}. */
export function withdrawConsent(purpose: ConsentPurpose) {
  return api.delete(`/me/consents/${encodeURIComponent(purpose)}`, {
    errorMessage: MSG_PRIVACY_WEB.withdrawFailed,
    parse: (res) => consentResponseSchema.parse(res),
  });
}

/**
 * Withdrawing takes effect elsewhere too (record shares revoked, care-circle links ended), so every cached
 * query is refreshed, not only the consents.
 */
export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawConsent,
    onSettled: () => queryClient.invalidateQueries(),
  });
}
