import type { ReviewSort } from '@arogya/contract/constants/reviews';

/** Query keys of the reviews area. */
export const reviewKeys = {
  all: ['reviews'] as const,
  mine: ['reviews', 'mine'] as const,
  ofProvider: (providerId: string) => ['reviews', 'provider', providerId] as const,
  page: (providerId: string, sort: ReviewSort, page: number) =>
    ['reviews', 'provider', providerId, sort, page] as const,
  reported: ['reviews', 'reported'] as const,
};

/** A review change moves the professional's rating on search cards and profiles too. */
export const ratingShownKeys = [['doctors'], ['nurses']] as const;
