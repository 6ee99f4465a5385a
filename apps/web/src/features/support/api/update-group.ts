import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { type SupportGroupInput, supportGroupEnvelopeSchema } from '@arogya/contract/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

/** PUT /api/support/admin/groups/{id} {name, description, category, isActive} */
export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: SupportGroupInput }) =>
      api.put(`/support/admin/groups/${encodeURIComponent(id)}`, input, {
        toastOnError: false,
        errorMessage: MSG_SUPPORT.updateGroupFailed,
        parse: (body) => supportGroupEnvelopeSchema.parse(body),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
