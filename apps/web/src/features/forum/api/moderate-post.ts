import type { ForumModerateAction } from '@arogya/contract/constants/forum';
import { forumOkSchema } from '@arogya/contract/schemas/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forumKeys } from './forum-keys';

/** PUT /api/forum/admin/{questions|answers}/{id}/moderate with restore or remove. */
export function moderatePost(args: { kind: 'question' | 'answer'; id: string; action: ForumModerateAction }) {
  return api.put(
    `/forum/admin/${args.kind}s/${encodeURIComponent(args.id)}/moderate`,
    { action: args.action },
    {
      parse: (body) => forumOkSchema.parse(body),
    },
  );
}

export function useModeratePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderatePost,
    onSettled: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}
