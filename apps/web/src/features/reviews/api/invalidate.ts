import type { QueryClient } from '@tanstack/react-query';
import { ratingShownKeys, reviewKeys } from './keys';

/** After a review changed: the reviews lists, and the ratings shown on search cards and profiles. */
export function invalidateReviews(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
    ...ratingShownKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}
