import { reviewDeletedSchema } from '@arogya/contract/schemas/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateReviews } from './invalidate';

/** DELETE /api/reviews/{id}: the author, within 7 days. */
export function deleteReview(id: string) {
  return api.delete(`/reviews/${encodeURIComponent(id)}`, {
    toastOnError: false,
    parse: (body) => reviewDeletedSchema.parse(body),
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteReview, onSettled: () => invalidateReviews(queryClient) });
}
