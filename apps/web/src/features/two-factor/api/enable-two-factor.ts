import { MSG_TWO_FACTOR } from '@arogya/contract/messages/two-factor';
import { twoFactorChangeResponseSchema } from '@arogya/contract/schemas/auth';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** `token` is a fresh session for this device: the old one stops working (store it in its place). */
export type TwoFactorChangeResponse = z.infer<typeof twoFactorChangeResponseSchema>;

/**
 * POST /api/twofactor/verify {token} turns two-factor on once the code matches the new secret. A refusal
 * is toasted: the server's message, else 'Invalid token. Please try again.'
 */
export function enableTwoFactor(code: string): Promise<TwoFactorChangeResponse> {
  return api.post(
    '/twofactor/verify',
    { token: code },
    { errorMessage: MSG_TWO_FACTOR.invalidToken, parse: (data) => twoFactorChangeResponseSchema.parse(data) },
  );
}
