import type { ReviewModerationAction } from '@arogya/contract/constants/reviews';
import { reviewMessageSchema } from '@arogya/contract/schemas/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateReviews } from './invalidate';

/** PUT /api/admin/reviews/{id}/moderate {action}: restore or remove a hidden review. */
export function moderateReview(id: string, action: ReviewModerationAction) {
  return api.put(
    `/admin/reviews/${encodeURIComponent(id)}/moderate`,
    { action },
    { toastOnError: false, parse: (body) => reviewMessageSchema.parse(body) },
  );
}

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ReviewModerationAction }) =>
      moderateReview(id, action),
    onSettled: () => invalidateReviews(queryClient),
  });
}
