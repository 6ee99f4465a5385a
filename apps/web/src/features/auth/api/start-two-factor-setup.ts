import { twoFactorSetupResponseSchema } from '@arogya/contract/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponseSchema>;

/**
 * POST /api/twofactor/setup → a fresh secret, its otpauth:// URI and the QR code (a PNG data URL).
 * 409 when two-factor is already on. The page shows its own messages, so nothing is toasted here.
 */
export function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return api.post('/twofactor/setup', undefined, {
    toastOnError: false,
    parse: (data) => twoFactorSetupResponseSchema.parse(data),
  });
}

/** Asks for the secret (again after a retry); its error tells the page when two-factor is already on. */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}
