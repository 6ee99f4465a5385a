import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { type SupportProfileInput, supportProfileSchema } from '@arogya/contract/schemas/support';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

/** GET /api/support/my-profile — your anonymous name. */
export function useSupportProfile(enabled = true) {
  return useQuery({
    queryKey: supportKeys.profile,
    enabled,
    queryFn: ({ signal }) =>
      api.get('/support/my-profile', {
        toastOnError: false,
        signal,
        parse: (body) => supportProfileSchema.parse(body).data,
      }),
  });
}

/** PUT /api/support/my-profile {displayName} */
export function useUpdateSupportProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupportProfileInput) =>
      api.put('/support/my-profile', input, {
        toastOnError: false,
        errorMessage: MSG_SUPPORT.displayNameTaken,
        parse: (body) => supportProfileSchema.parse(body),
      }),
    onSuccess: (saved) => queryClient.setQueryData(supportKeys.profile, saved.data),
  });
}
