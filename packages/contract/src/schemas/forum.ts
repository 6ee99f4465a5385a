import { z } from 'zod';
import { ROLES } from '../constants/auth';
import {
  FORUM_CATEGORY_VALUES,
  FORUM_FILTER_ALL,
  FORUM_LIMITS,
  FORUM_MODERATE_ACTIONS,
  FORUM_REPORT_REASON_MAX,
  FORUM_SETTABLE_STATUSES,
  FORUM_SORTS,
  normalizeForumTags,
  QUESTION_STATUSES,
  VOTE_TYPES,
} from '../constants/forum';
import { keysOf } from '../keys-of';
import { MSG_FORUM } from '../messages/forum';

const L = FORUM_LIMITS;

export const forumCategorySchema = z.enum(FORUM_CATEGORY_VALUES, { message: MSG_FORUM.invalidCategory });
export const forumSortSchema = z.enum(keysOf(FORUM_SORTS));
export const questionStatusSchema = z.enum(QUESTION_STATUSES);
export const userVoteSchema = z.enum(['upvote', 'downvote', 'none']);
export type UserVote = z.infer<typeof userVoteSchema>;

/** The ask form's tags: normalised (trimmed, lower-cased, de-duplicated), then at most 5 of ≤ 30 characters. */
export const forumTagsSchema = z
  .array(z.string().max(200, MSG_FORUM.tagTooLong))
  .max(50, MSG_FORUM.tooManyTags)
  .transform((tags) => normalizeForumTags(tags))
  .pipe(z.array(z.string().max(L.tagMaxLength, MSG_FORUM.tagTooLong)).max(L.tagsMax, MSG_FORUM.tooManyTags));

/** POST /api/forum/questions (spec 02 §5, Forum ask form). */
export const createQuestionSchema = z.object({
  title: z
    .string({ message: MSG_FORUM.fillRequired })
    .trim()
    .min(1, MSG_FORUM.fillRequired)
    .min(L.titleMin, MSG_FORUM.titleTooShort)
    .max(L.titleMax, MSG_FORUM.titleTooLong),
  body: z
    .string({ message: MSG_FORUM.fillRequired })
    .trim()
    .min(1, MSG_FORUM.fillRequired)
    .min(L.bodyMin, MSG_FORUM.bodyTooShort)
    .max(L.bodyMax, MSG_FORUM.bodyTooLong),
  category: forumCategorySchema.default('general'),
  tags: forumTagsSchema.default([]),
});
export type CreateQuestionInput = z.input<typeof createQuestionSchema>;

/** POST /api/forum/questions/{id}/answers (spec 02 §5, Answer form). */
export const createAnswerSchema = z.object({
  body: z
    .string({ message: MSG_FORUM.answerRequired })
    .trim()
    .min(1, MSG_FORUM.answerRequired)
    .min(L.answerMin, MSG_FORUM.answerTooShort)
    .max(L.answerMax, MSG_FORUM.answerTooLong),
});
export type CreateAnswerInput = z.input<typeof createAnswerSchema>;

export const voteSchema = z.object({
  voteType: z.enum(VOTE_TYPES, { message: MSG_FORUM.invalidVoteType }),
});
export type VoteInput = z.infer<typeof voteSchema>;

export const questionStatusChangeSchema = z.object({
  status: z.enum(FORUM_SETTABLE_STATUSES, { message: MSG_FORUM.invalidStatus }),
});

export const reportSchema = z.object({
  reason: z
    .string({ message: MSG_FORUM.reportReasonRequired })
    .trim()
    .min(1, MSG_FORUM.reportReasonRequired)
    .max(FORUM_REPORT_REASON_MAX, `Must be at most ${FORUM_REPORT_REASON_MAX} characters.`),
});

export const moderateSchema = z.object({
  action: z.enum(FORUM_MODERATE_ACTIONS, { message: 'Action must be restore or remove.' }),
});

/** Blank or `all` means "no filter". */
const blankToUndefined = (v: unknown) =>
  typeof v === 'string' && (v.trim() === '' || v.trim() === FORUM_FILTER_ALL) ? undefined : v;

/** GET /api/forum/questions query (spec 02 §7): blank or `all` values are ignored. */
export const questionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more.').max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Limit must be 1 or more.')
    .max(50, 'Limit must be 50 or less.')
    .default(L.pageSize),
  category: z.preprocess(blankToUndefined, forumCategorySchema.optional()),
  status: z.preprocess(blankToUndefined, questionStatusSchema.optional()),
  sortBy: z.preprocess(blankToUndefined, forumSortSchema.optional()),
  search: z.preprocess(
    blankToUndefined,
    z.string().trim().max(200, 'Search must be at most 200 characters.').optional(),
  ),
  /** Comma-separated; every tag must be on the question. */
  tags: z.preprocess(blankToUndefined, z.string().max(400, 'Too many tags.').optional()),
});
export type QuestionListQuery = z.input<typeof questionListQuerySchema>;

export const forumAuthorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  profilePictureUrl: z.string().nullable(),
  /** An approved doctor or nurse. */
  isVerified: z.boolean(),
  role: z.enum(ROLES),
  specialty: z.string().nullable(),
  /** Years of experience, for doctors and nurses. */
  experience: z.number().int().nullable(),
});
export type ForumAuthor = z.infer<typeof forumAuthorSchema>;

/** A question as the caller sees it (spec 02 §3). */
export const questionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  body: z.string(),
  category: forumCategorySchema,
  tags: z.array(z.string()),
  status: questionStatusSchema,
  author: forumAuthorSchema,
  score: z.number().int(),
  userVote: userVoteSchema,
  views: z.number().int(),
  answerCount: z.number().int(),
  timeAgo: z.string(),
  canEdit: z.boolean(),
  /** Ours: the author or a moderator may close and reopen it. */
  canChangeStatus: z.boolean(),
  acceptedAnswerId: z.string().nullable(),
  createdAt: z.string(),
});
export type Question = z.infer<typeof questionSchema>;

export const answerSchema = z.object({
  _id: z.string(),
  questionId: z.string(),
  body: z.string(),
  author: forumAuthorSchema,
  score: z.number().int(),
  userVote: userVoteSchema,
  isAccepted: z.boolean(),
  isVerifiedResponse: z.boolean(),
  canAccept: z.boolean(),
  canEdit: z.boolean(),
  timeAgo: z.string(),
  createdAt: z.string(),
});
export type Answer = z.infer<typeof answerSchema>;

export const forumPaginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalQuestions: z.number().int(),
  limit: z.number().int(),
  hasPrevPage: z.boolean(),
  hasNextPage: z.boolean(),
});

export const questionListSchema = z.object({
  success: z.literal(true),
  data: z.object({
    questions: z.array(questionSchema),
    pagination: forumPaginationSchema,
    filters: z.object({
      category: z.string(),
      status: z.string(),
      sortBy: forumSortSchema,
      search: z.string(),
      tags: z.array(z.string()),
    }),
  }),
});
export type QuestionList = z.infer<typeof questionListSchema>;

export const questionDetailSchema = z.object({
  success: z.literal(true),
  data: z.object({
    question: questionSchema,
    answers: z.array(answerSchema),
    stats: z.object({ totalAnswers: z.number().int(), verifiedAnswers: z.number().int() }),
  }),
});
export type QuestionDetail = z.infer<typeof questionDetailSchema>;

export const questionCreatedSchema = z.object({ success: z.literal(true), data: questionSchema });
export const answerCreatedSchema = z.object({ success: z.literal(true), data: answerSchema });

export const voteResultSchema = z.object({
  success: z.literal(true),
  data: z.object({ score: z.number().int(), userVote: userVoteSchema }),
});
export type VoteResult = z.infer<typeof voteResultSchema>;

export const forumOkSchema = z.object({
  success: z.literal(true),
  msg: z.string().optional(),
  message: z.string().optional(),
});

export const reportedForumItemSchema = z.object({
  kind: z.enum(['question', 'answer']),
  _id: z.string(),
  questionId: z.string(),
  questionTitle: z.string(),
  body: z.string(),
  author: z.object({ _id: z.string(), name: z.string() }),
  reportCount: z.number().int(),
  reasons: z.array(z.string()),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type ReportedForumItem = z.infer<typeof reportedForumItemSchema>;

export const reportedForumListSchema = z.object({
  success: z.literal(true),
  data: z.array(reportedForumItemSchema),
});

export const forumKindParamsSchema = z.object({
  kind: z.enum(['questions', 'answers']),
  id: z.uuid({ message: 'Invalid id.' }),
});
