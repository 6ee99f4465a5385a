import { MSG_TWO_FACTOR } from '@arogya/contract/messages/two-factor';
import { twoFactorChangeResponseSchema } from '@arogya/contract/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api-client';

/** `token` is a fresh session for this device: the old one stops working (store it in its place). */
export type TwoFactorChangeResponse = z.infer<typeof twoFactorChangeResponseSchema>;

export type DisableTwoFactorBody = { token: string } | { password: string };

/**
 * POST /api/twofactor/disable with a current code or the password (spec 02 §7). Failures: the server's
 * message, else 'Failed to disable 2FA'.
 */
export function disableTwoFactor(body: DisableTwoFactorBody): Promise<TwoFactorChangeResponse> {
  return api.post('/twofactor/disable', body, {
    errorMessage: MSG_TWO_FACTOR.disableFailed,
    parse: (data) => twoFactorChangeResponseSchema.parse(data),
  });
}

/** Turning two-factor off; the dialog stores the fresh token and tells the page, which reloads the user. */
export function useDisableTwoFactor() {
  return useMutation({ mutationFn: disableTwoFactor });
}
