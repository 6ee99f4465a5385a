import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { supportActionSchema } from '@arogya/contract/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

/** DELETE /api/support/admin/groups/{id} */
export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(`/support/admin/groups/${encodeURIComponent(id)}`, {
        toastOnError: false,
        errorMessage: MSG_SUPPORT.deleteGroupFailed,
        parse: (body) => supportActionSchema.parse(body),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
