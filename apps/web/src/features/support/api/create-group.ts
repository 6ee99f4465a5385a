import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { type SupportGroupInput, supportGroupEnvelopeSchema } from '@arogya/contract/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

/** POST /api/support/admin/groups {name, description, category} */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupportGroupInput) =>
      api.post('/support/admin/groups', input, {
        toastOnError: false,
        errorMessage: MSG_SUPPORT.createGroupFailed,
        parse: (body) => supportGroupEnvelopeSchema.parse(body),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
