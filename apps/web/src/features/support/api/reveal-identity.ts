import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { type RevealedIdentity, revealedIdentitySchema } from '@arogya/contract/schemas/support';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/support/admin/groups/{id}/messages/{messageId}/reveal-identity {reason} — admins only, audited. */
export function useRevealIdentity() {
  return useMutation({
    mutationFn: ({
      groupId,
      messageId,
      reason,
    }: {
      groupId: string;
      messageId: string;
      reason: string;
    }): Promise<RevealedIdentity> =>
      api
        .post(
          `/support/admin/groups/${encodeURIComponent(groupId)}/messages/${encodeURIComponent(messageId)}/reveal-identity`,
          { reason },
          {
            toastOnError: false,
            errorMessage: MSG_SUPPORT.moderateFailed,
            parse: (body) => revealedIdentitySchema.parse(body),
          },
        )
        .then((res) => res.data),
  });
}
