import { keysOf } from '../keys-of';

/** Forum categories value → label, in the spec's order. The list filter adds `all`; the ask form omits it. */
export const FORUM_CATEGORIES = {
  general: 'General Health',
  nutrition: 'Nutrition',
  fitness: 'Fitness',
  'mental-health': 'Mental Health',
  'chronic-conditions': 'Chronic Conditions',
  'women-health': "Women's Health",
  pediatrics: 'Pediatrics',
  'elderly-care': 'Elderly Care',
  medication: 'Medication',
  symptoms: 'Symptoms',
  prevention: 'Prevention',
} as const;

export type ForumCategory = keyof typeof FORUM_CATEGORIES;

export const FORUM_CATEGORY_VALUES = keysOf(FORUM_CATEGORIES);

/** The filter value meaning "no filter" for category and status. */
export const FORUM_FILTER_ALL = 'all';

/** Label of the `all` category filter (ours). */
export const FORUM_ALL_CATEGORIES_LABEL = 'All Categories';

/** Sort orders; `recent` is the default. Most Recent and Oldest First are the spec's labels, the rest ours. */
export const FORUM_SORTS = {
  recent: 'Most Recent',
  'most-viewed': 'Most Viewed',
  'most-answers': 'Most Answers',
  unanswered: 'Unanswered',
  oldest: 'Oldest First',
} as const;

export type ForumSort = keyof typeof FORUM_SORTS;

export const DEFAULT_FORUM_SORT: ForumSort = 'recent';

export const QUESTION_STATUSES = ['open', 'answered', 'closed'] as const;

export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

/** The status filter: `all` plus each question status (labels ours). */
export const FORUM_STATUSES = {
  all: 'All Statuses',
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
} as const;

export const VOTE_TYPES = ['upvote', 'downvote'] as const;

export type VoteType = (typeof VOTE_TYPES)[number];

export const FORUM_LIMITS = {
  pageSize: 10,
  /** Page-number buttons shown around the current page. */
  pageButtons: 5,
  titleMin: 10,
  titleMax: 200,
  bodyMin: 20,
  bodyMax: 2000,
  answerMin: 20,
  answerMax: 3000,
  tagsMax: 5,
  tagMaxLength: 30,
  previewChars: 150,
  tagsOnCard: 3,
} as const;

/** Per-account limits (ours, fixed: not scaled by the sign-in or general limit settings). */
export const FORUM_RATE_LIMITS = {
  question: { max: 10, windowMs: 3_600_000 },
  answer: { max: 30, windowMs: 3_600_000 },
  /** Every vote request counts, withdrawals and switches included. */
  vote: { max: 120, windowMs: 3_600_000 },
} as const;

export type ForumRateLimitKind = keyof typeof FORUM_RATE_LIMITS;

/** Distinct reporters that hide a question or answer until a moderator decides. */
export const FORUM_REPORT_THRESHOLD = 3;

export const FORUM_REPORT_REASON_MAX = 500;

/** Who moderates the forum (restore or remove reported posts, close and reopen any question). */
export const FORUM_MODERATOR_ROLES = ['nurse', 'admin'] as const;

export const FORUM_MODERATE_ACTIONS = ['restore', 'remove'] as const;

export type ForumModerateAction = (typeof FORUM_MODERATE_ACTIONS)[number];

/** Statuses a question's author or a moderator may set; `answered` follows from accepting. */
export const FORUM_SETTABLE_STATUSES = ['open', 'closed'] as const;

/**
 * The ask form's tag rule: trimmed, lower-cased, blanks dropped, duplicates dropped (first kept).
 * Length and count are checked after this by the schema.
 */
export function normalizeForumTags(tags: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase();
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "5 minutes ago" from two instants (the server computes it from its clock for the caller). */
export function forumTimeAgo(then: Date | number, now: Date | number): string {
  const ms = Math.max(0, Number(now) - Number(then));
  const plural = (n: number, one: string, many: string) =>
    n === 1 ? one : many.replace('{count}', String(n));
  if (ms < MINUTE) return 'just now';
  if (ms < HOUR) return plural(Math.floor(ms / MINUTE), '1 minute ago', '{count} minutes ago');
  if (ms < DAY) return plural(Math.floor(ms / HOUR), '1 hour ago', '{count} hours ago');
  if (ms < 30 * DAY) return plural(Math.floor(ms / DAY), '1 day ago', '{count} days ago');
  if (ms < 365 * DAY) return plural(Math.floor(ms / (30 * DAY)), '1 month ago', '{count} months ago');
  return plural(Math.floor(ms / (365 * DAY)), '1 year ago', '{count} years ago');
}

/** Up to `pageButtons` page numbers around the current page, within 1..totalPages. */
export function forumPageButtons(
  current: number,
  totalPages: number,
  max: number = FORUM_LIMITS.pageButtons,
): number[] {
  if (totalPages < 1) return [];
  const count = Math.min(max, totalPages);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
