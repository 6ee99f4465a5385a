import { type ReportedReview, reportedReviewsSchema } from '@arogya/contract/schemas/reviews';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './keys';

/** GET /api/admin/reviews/reported: hidden reviews waiting for a decision. */
export async function getReportedReviews(signal?: AbortSignal): Promise<ReportedReview[]> {
  const { reviews } = await api.get('/admin/reviews/reported', {
    toastOnError: false,
    ...(signal && { signal }),
    parse: (body) => reportedReviewsSchema.parse(body),
  });
  return reviews;
}

export function useReportedReviews() {
  return useQuery({ queryKey: reviewKeys.reported, queryFn: ({ signal }) => getReportedReviews(signal) });
}
