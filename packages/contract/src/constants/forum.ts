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

export type ForumStatusFilter = keyof typeof FORUM_STATUSES;

export const VOTE_TYPES = ['upvote', 'downvote'] as const;

export type VoteType = (typeof VOTE_TYPES)[number];

/** Roles a forum author is shown with. */
export const FORUM_AUTHOR_ROLES = ['doctor', 'nurse', 'patient'] as const;

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
