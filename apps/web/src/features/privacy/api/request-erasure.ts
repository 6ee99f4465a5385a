import { type EraseRequest, erasureResponseSchema } from '@arogya/contract/schemas/privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { privacyKeys } from './privacy-keys';

/**
 * POST /api/me/erase {password, code?} → 202 with the scheduled erasure. Refusals are shown in the form,
 * not as toasts: 401 (wrong password or 2FA code — which must not end the session, so no redirect to
 * /login, and the token is kept), 409 already scheduled, 409 `OPEN_OBLIGATIONS` with the list of what must finish first.
 */
export function requestErasure(body: EraseRequest) {
  return api.post('/me/erase', body, {
    toastOnError: false,
    redirectOnUnauthorized: false,
    keepSessionOnUnauthorized: true,
    parse: (res) => erasureResponseSchema.parse(res),
  });
}

export function useRequestErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestErasure,
    onSuccess: (res) => queryClient.setQueryData(privacyKeys.erasure, res.erasure),
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyKeys.erasure }),
  });
}
