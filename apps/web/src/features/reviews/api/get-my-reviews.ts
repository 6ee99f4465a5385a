import { type MyReviews, myReviewsSchema } from '@arogya/contract/schemas/reviews';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './keys';

/** GET /api/reviews/my: the patient's reviews and the visits they can still review. */
export function getMyReviews(signal?: AbortSignal): Promise<MyReviews> {
  return api.get('/reviews/my', {
    toastOnError: false,
    ...(signal && { signal }),
    parse: (body) => myReviewsSchema.parse(body),
  });
}

export function useMyReviews(enabled = true) {
  return useQuery({ queryKey: reviewKeys.mine, queryFn: ({ signal }) => getMyReviews(signal), enabled });
}
