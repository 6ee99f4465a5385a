/**
 * Reviews after completed visits (ours; the spec shows `averageRating` and `numReviews` on cards and sorts
 * search by rating). A review can only come from a Completed appointment, which is what "Verified visit" means.
 */

/** Tags a patient may add, from this fixed list only. */
export const REVIEW_TAGS = [
  'punctual',
  'explained-clearly',
  'gentle',
  'thorough',
  'good-listener',
  'would-recommend',
] as const;
export type ReviewTag = (typeof REVIEW_TAGS)[number];

/**
 * What a review is of (decision 059): a doctor's or nurse's visit (an appointment), a lab collection at home
 * (the technician is reviewed) or an ambulance trip (the driver is reviewed). Each item has one review.
 */
export const REVIEW_KINDS = ['visit', 'lab-collection', 'ambulance-trip'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** Tags of a lab collection's review (the technician). */
export const TECHNICIAN_REVIEW_TAGS = [
  'punctual',
  'gentle',
  'explained-clearly',
  'hygienic',
  'would-recommend',
] as const;

/** Tags of an ambulance trip's review (the driver and crew). */
export const DRIVER_REVIEW_TAGS = [
  'punctual',
  'careful-driving',
  'helpful-crew',
  'clean-ambulance',
  'would-recommend',
] as const;

/** Every tag any review may carry: the visit tags, then those only technicians and drivers get. */
export const ALL_REVIEW_TAGS = [
  ...REVIEW_TAGS,
  'hygienic',
  'careful-driving',
  'helpful-crew',
  'clean-ambulance',
] as const;
export type AnyReviewTag = (typeof ALL_REVIEW_TAGS)[number];

/** The fixed list a patient chooses from, per kind of item, in the order the dialog shows them. */
export const REVIEW_TAGS_BY_KIND: Record<ReviewKind, readonly AnyReviewTag[]> = {
  visit: REVIEW_TAGS,
  'lab-collection': TECHNICIAN_REVIEW_TAGS,
  'ambulance-trip': DRIVER_REVIEW_TAGS,
};

export const REVIEW_TAG_LABELS: Record<AnyReviewTag, string> = {
  punctual: 'Punctual',
  'explained-clearly': 'Explained clearly',
  gentle: 'Gentle',
  thorough: 'Thorough',
  'good-listener': 'Good listener',
  'would-recommend': 'Would recommend',
  hygienic: 'Clean and hygienic',
  'careful-driving': 'Careful driving',
  'helpful-crew': 'Helpful crew',
  'clean-ambulance': 'Clean ambulance',
};

/** The role whose members can be reviewed for each kind of item. */
export const REVIEWED_ROLE_BY_KIND = {
  visit: ['doctor', 'nurse'],
  'lab-collection': ['technician'],
  'ambulance-trip': ['ambulance'],
} as const satisfies Record<ReviewKind, readonly string[]>;

/** Every role that can receive reviews (and reply to them). */
export const REVIEWED_ROLES = ['doctor', 'nurse', 'technician', 'ambulance'] as const;

export const REVIEW_RULES = {
  /** A visit can be reviewed for this many days after it was completed. */
  windowDays: 30,
  /** The author may edit or delete a review for this many days after writing it. */
  editDays: 7,
  minRating: 1,
  maxRating: 5,
  commentMin: 10,
  commentMax: 1000,
  replyMin: 2,
  replyMax: 1000,
  reportReasonMin: 5,
  reportReasonMax: 500,
  /** Distinct reports that hide a review until an admin decides. */
  hideAfterReports: 3,
  pageSize: 10,
  /** Tags shown as "most mentioned" on a profile. */
  topTags: 3,
} as const;

export const REVIEW_SORTS = ['recent', 'helpful', 'rating'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** visible: counted and shown; hidden: reported by enough people, waiting for an admin; removed: taken down. */
export const REVIEW_STATUSES = ['visible', 'hidden', 'removed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_MODERATION_ACTIONS = ['restore', 'remove'] as const;
export type ReviewModerationAction = (typeof REVIEW_MODERATION_ACTIONS)[number];

/**
 * The Bayesian prior of the search score (decision 042): every professional starts as if they had
 * `weight` reviews of `mean` stars. The database computes the same formula in the generated column
 * professional_profiles.rating_score; change both together (a migration).
 */
export const RATING_PRIOR = { mean: 3.5, weight: 5 } as const;

/** The smoothed score `rating_desc` sorts by: (n·avg + weight·mean) / (n + weight). */
export function smoothedRating(averageRating: number, numReviews: number): number {
  const n = Math.max(0, numReviews);
  return (n * averageRating + RATING_PRIOR.weight * RATING_PRIOR.mean) / (n + RATING_PRIOR.weight);
}

/** Counts of 5, 4, 3, 2 and 1 stars (in that order, the profile's bars), and each as a share of the total. */
export function starDistribution(
  ratings: readonly number[],
): { stars: 5 | 4 | 3 | 2 | 1; count: number; percent: number }[] {
  const counts = new Map<number, number>();
  for (const r of ratings) counts.set(r, (counts.get(r) ?? 0) + 1);
  const total = ratings.filter((r) => r >= 1 && r <= 5 && Number.isInteger(r)).length;
  return ([5, 4, 3, 2, 1] as const).map((stars) => {
    const count = counts.get(stars) ?? 0;
    return { stars, count, percent: total === 0 ? 0 : Math.round((count * 100) / total) };
  });
}

/** "Priya S.": a reviewer's first name and last initial only. */
export function reviewerDisplayName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  if (parts.length < 2) return first;
  const last = parts[parts.length - 1] ?? '';
  return `${first} ${last.charAt(0).toUpperCase()}.`;
}

/** Whole days between two instants, as the review windows count them. */
const DAY_MS = 86_400_000;

/** The last instant a completed visit can be reviewed. */
export function reviewDeadline(completedAt: Date): Date {
  return new Date(completedAt.getTime() + REVIEW_RULES.windowDays * DAY_MS);
}

/** The last instant the author may edit or delete a review. */
export function reviewEditDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_RULES.editDays * DAY_MS);
}
