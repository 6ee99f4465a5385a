import { z } from 'zod';
import {
  ALL_REVIEW_TAGS,
  REVIEW_KINDS,
  REVIEW_MODERATION_ACTIONS,
  REVIEW_RULES,
  REVIEW_SORTS,
  REVIEW_STATUSES,
  REVIEW_TAGS_BY_KIND,
  type ReviewKind,
} from '../constants/reviews';
import { MSG_REVIEWS } from '../messages/reviews';
import { idSchema } from './common';

const ratingSchema = z
  .number({ message: MSG_REVIEWS.ratingRequired })
  .int(MSG_REVIEWS.ratingRequired)
  .min(REVIEW_RULES.minRating, MSG_REVIEWS.ratingRequired)
  .max(REVIEW_RULES.maxRating, MSG_REVIEWS.ratingRequired);

/** Optional text: blank means none; otherwise 10–1,000 characters. Stored as typed (HTML is text, shown escaped). */
const commentSchema = z
  .string()
  .trim()
  .max(REVIEW_RULES.commentMax, MSG_REVIEWS.commentTooLong)
  .refine((s) => s.length === 0 || s.length >= REVIEW_RULES.commentMin, MSG_REVIEWS.commentTooShort)
  .optional();

const tagsSchema = z
  .array(z.enum(ALL_REVIEW_TAGS, { message: MSG_REVIEWS.tagInvalid }))
  .max(ALL_REVIEW_TAGS.length, MSG_REVIEWS.tagInvalid)
  .optional();

/** The id field of each kind of reviewed item in POST /api/reviews. */
export const REVIEW_ITEM_FIELDS = {
  visit: 'appointmentId',
  'lab-collection': 'labTestId',
  'ambulance-trip': 'ambulanceRequestId',
} as const satisfies Record<ReviewKind, string>;

/** Which kind of item a body names, when it names exactly one. */
export function reviewKindOf(body: {
  appointmentId?: string | undefined;
  labTestId?: string | undefined;
  ambulanceRequestId?: string | undefined;
}): ReviewKind | null {
  const given = REVIEW_KINDS.filter((kind) => body[REVIEW_ITEM_FIELDS[kind]] !== undefined);
  return given.length === 1 ? (given[0] ?? null) : null;
}

/**
 * POST /api/reviews: exactly one of `appointmentId` (a doctor's or nurse's visit), `labTestId` (a lab
 * collection) or `ambulanceRequestId` (an ambulance trip); tags from that kind's list. Tags given twice
 * count once.
 */
export const createReviewSchema = z
  .object({
    appointmentId: idSchema.optional(),
    labTestId: idSchema.optional(),
    ambulanceRequestId: idSchema.optional(),
    rating: ratingSchema,
    comment: commentSchema,
    tags: tagsSchema,
  })
  .superRefine((body, ctx) => {
    const kind = reviewKindOf(body);
    if (!kind) {
      ctx.addIssue({ code: 'custom', message: MSG_REVIEWS.oneItem, path: ['appointmentId'] });
      return;
    }
    const allowed: readonly string[] = REVIEW_TAGS_BY_KIND[kind];
    if (body.tags?.some((tag) => !allowed.includes(tag))) {
      ctx.addIssue({ code: 'custom', message: MSG_REVIEWS.tagNotForKind, path: ['tags'] });
    }
  });
export type CreateReviewInput = z.input<typeof createReviewSchema>;

/** PUT /api/reviews/{id}: the whole review again (rating, text, tags). */
export const updateReviewSchema = z.object({
  rating: ratingSchema,
  comment: commentSchema,
  tags: tagsSchema,
});
export type UpdateReviewInput = z.input<typeof updateReviewSchema>;

/** The form both dialogs use: the rating and the text and tags. */
export const reviewFormSchema = updateReviewSchema;

export const reviewReplyBodySchema = z.object({
  text: z
    .string({ message: MSG_REVIEWS.replyTooShort })
    .trim()
    .min(REVIEW_RULES.replyMin, MSG_REVIEWS.replyTooShort)
    .max(REVIEW_RULES.replyMax, MSG_REVIEWS.replyTooLong),
});

export const reviewReportBodySchema = z.object({
  reason: z
    .string({ message: MSG_REVIEWS.reportReasonTooShort })
    .trim()
    .min(REVIEW_RULES.reportReasonMin, MSG_REVIEWS.reportReasonTooShort)
    .max(REVIEW_RULES.reportReasonMax, MSG_REVIEWS.reportReasonTooLong),
});

export const reviewModerateBodySchema = z.object({
  action: z.enum(REVIEW_MODERATION_ACTIONS, { message: 'Choose restore or remove.' }),
});

export const providerReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more.').max(10_000).default(1),
  sort: z.enum(REVIEW_SORTS, { message: 'Sort by recent, helpful or rating.' }).default('recent'),
});

export const reviewReplySchema = z.object({ text: z.string(), createdAt: z.string() });

/** A review as anyone reads it: the reviewer's first name and last initial only, never the visit's details. */
export const publicReviewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  tags: z.array(z.enum(ALL_REVIEW_TAGS)),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** "Priya S." */
  author: z.string(),
  verifiedVisit: z.literal(true),
  /** What was reviewed: a visit, a lab collection or an ambulance trip (all verified by their completion). */
  kind: z.enum(REVIEW_KINDS),
  reply: reviewReplySchema.nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewSummarySchema = z.object({
  averageRating: z.number(),
  numReviews: z.number().int(),
  distribution: z.array(
    z.object({ stars: z.number().int(), count: z.number().int(), percent: z.number().int() }),
  ),
  topTags: z.array(z.object({ tag: z.enum(ALL_REVIEW_TAGS), count: z.number().int() })),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const providerReviewsSchema = z.object({
  summary: reviewSummarySchema,
  reviews: z.array(publicReviewSchema),
  pagination: z.object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
    limit: z.number().int(),
  }),
});
export type ProviderReviews = z.infer<typeof providerReviewsSchema>;

/** The author's own review, with what they may still do with it. */
export const myReviewSchema = publicReviewSchema.extend({
  /** The reviewed item: exactly one of the three ids is set (the one of its `kind`). */
  appointmentId: z.string().nullable(),
  labTestId: z.string().nullable(),
  ambulanceRequestId: z.string().nullable(),
  providerId: z.string(),
  status: z.enum(REVIEW_STATUSES),
  /** ISO instant until which the author may edit or delete it. */
  editableUntil: z.string(),
  editable: z.boolean(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

export const reviewChangedSchema = z.object({ msg: z.string(), message: z.string(), data: myReviewSchema });
export const reviewDeletedSchema = z.object({ msg: z.string(), message: z.string() });
export const reviewMessageSchema = z.object({ msg: z.string(), message: z.string() });

/**
 * GET /api/reviews/my: the patient's reviews (of every kind) and what they can still review, with the last
 * day: visits in `eligible`, lab collections and ambulance trips in their own lists.
 */
export const myReviewsSchema = z.object({
  reviews: z.array(myReviewSchema),
  eligible: z.array(z.object({ appointmentId: z.string(), until: z.string() })),
  eligibleLabTests: z.array(z.object({ labTestId: z.string(), until: z.string() })),
  eligibleAmbulanceTrips: z.array(z.object({ ambulanceRequestId: z.string(), until: z.string() })),
});
export type MyReviews = z.infer<typeof myReviewsSchema>;

/** GET /api/admin/reviews/reported: hidden reviews waiting for a decision, oldest first. */
export const reportedReviewSchema = publicReviewSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  provider: z.object({ _id: z.string(), name: z.string() }),
  reportCount: z.number().int(),
  reasons: z.array(z.string()),
});
export type ReportedReview = z.infer<typeof reportedReviewSchema>;
export const reportedReviewsSchema = z.object({ reviews: z.array(reportedReviewSchema) });
