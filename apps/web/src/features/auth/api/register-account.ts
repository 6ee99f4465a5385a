import { MSG_AUTH } from '@arogya/contract/messages/auth';
import { type RegisterPayload, registerResponseSchema } from '@arogya/contract/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/auth/register. A patient sends only name, email, password and role (the schema drops the
 * rest). Doctors, nurses and patients get a token at once; technicians and drivers get none and
 * `pendingApproval: true`. Failures are toasted: the server's message, else 'Registration failed.'.
 */
export function registerAccount(payload: RegisterPayload) {
  const { confirmPassword: _confirm, ...body } = payload;
  return api.post('/auth/register', body, {
    errorMessage: MSG_AUTH.registrationFailed,
    redirectOnUnauthorized: false,
    parse: (data) => registerResponseSchema.parse(data),
  });
}

/** Registration; with a token the page signs in through the session. Nothing cached to refresh. */
export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
