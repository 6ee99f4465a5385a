import { forumOkSchema } from '@arogya/contract/schemas/forum';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/forum/{questions|answers}/{id}/report with a reason. */
export function reportPost(args: { kind: 'questions' | 'answers'; id: string; reason: string }) {
  return api.post(
    `/forum/${args.kind}/${encodeURIComponent(args.id)}/report`,
    { reason: args.reason },
    {
      parse: (body) => forumOkSchema.parse(body),
    },
  );
}

export function useReportPost() {
  return useMutation({ mutationFn: reportPost });
}
