import type { ReviewSort } from '@arogya/contract/constants/reviews';
import { type ProviderReviews, providerReviewsSchema } from '@arogya/contract/schemas/reviews';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewKeys } from './keys';

/** GET /api/reviews/provider/{id}?page=&sort=: a page of visible reviews with the summary. */
export function getProviderReviews(
  providerId: string,
  sort: ReviewSort,
  page: number,
  signal?: AbortSignal,
): Promise<ProviderReviews> {
  return api.get(`/reviews/provider/${encodeURIComponent(providerId)}`, {
    query: { sort, page: String(page) },
    toastOnError: false,
    ...(signal && { signal }),
    parse: (body) => providerReviewsSchema.parse(body),
  });
}

/** One page of a professional's reviews, for `useQuery` and for asking for it ahead of the list. */
export function providerReviewsQuery(providerId: string, sort: ReviewSort, page: number) {
  return queryOptions({
    queryKey: reviewKeys.page(providerId, sort, page),
    queryFn: ({ signal }) => getProviderReviews(providerId, sort, page, signal),
  });
}

export function useProviderReviews(providerId: string, sort: ReviewSort, page: number) {
  return useQuery({
    ...providerReviewsQuery(providerId, sort, page),
    placeholderData: keepPreviousData,
    enabled: providerId !== '',
  });
}
