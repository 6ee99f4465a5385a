import { type CreateReviewInput, reviewChangedSchema } from '@arogya/contract/schemas/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateReviews } from './invalidate';

/** POST /api/reviews. The dialog shows the failure itself. */
export function createReview(input: CreateReviewInput) {
  return api.post('/reviews', input, {
    toastOnError: false,
    parse: (body) => reviewChangedSchema.parse(body),
  });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createReview, onSettled: () => invalidateReviews(queryClient) });
}
