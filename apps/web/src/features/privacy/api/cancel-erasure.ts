import { MSG_PRIVACY_WEB } from '@arogya/contract/messages/privacy-web';
import { erasureResponseSchema } from '@arogya/contract/schemas/privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { privacyKeys } from './privacy-keys';

/** DELETE /api/me/erase → the erasure, now `cancelled`. Refusals are toasted (the server's message). */
export function cancelErasure() {
  return api.delete('/me/erase', {
    errorMessage: MSG_PRIVACY_WEB.cancelDeletionFailed,
    parse: (res) => erasureResponseSchema.parse(res),
  });
}

export function useCancelErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelErasure,
    onSuccess: (res) => queryClient.setQueryData(privacyKeys.erasure, res.erasure),
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyKeys.erasure }),
  });
}
