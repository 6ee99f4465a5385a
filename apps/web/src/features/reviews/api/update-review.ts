import { reviewChangedSchema, type UpdateReviewInput } from '@arogya/contract/schemas/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateReviews } from './invalidate';

/** PUT /api/reviews/{id}: the author, within 7 days. */
export function updateReview(id: string, input: UpdateReviewInput) {
  return api.put(`/reviews/${encodeURIComponent(id)}`, input, {
    toastOnError: false,
    parse: (body) => reviewChangedSchema.parse(body),
  });
}

export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateReviewInput }) => updateReview(id, input),
    onSettled: () => invalidateReviews(queryClient),
  });
}
