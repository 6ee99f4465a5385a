import { MSG_TWO_FACTOR } from '@arogya/contract/messages/two-factor';
import { twoFactorVerifyResponseSchema } from '@arogya/contract/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** The session stays, with its token; `recoveryCodes` are shown once. */
export type TwoFactorVerifyResponse = z.infer<typeof twoFactorVerifyResponseSchema>;

/**
 * POST /api/twofactor/verify {token, password} turns two-factor on once the code matches the new secret
 * and the password is the account's. Answers ten one-time recovery codes. The caller shows refusals
 * under the fields.
 */
export function enableTwoFactor(body: { token: string; password: string }): Promise<TwoFactorVerifyResponse> {
  return api.post('/twofactor/verify', body, {
    toastOnError: false,
    errorMessage: MSG_TWO_FACTOR.invalidToken,
    parse: (data) => twoFactorVerifyResponseSchema.parse(data),
  });
}

/** Turning two-factor on; the page stores the new token and shows the recovery codes. */
export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
