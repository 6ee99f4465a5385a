import { ROLES } from '@arogya/contract/constants/auth';
import {
  DEFAULT_FORUM_SORT,
  FORUM_REPORT_THRESHOLD,
  type ForumCategory,
  type ForumModerateAction,
  forumTimeAgo,
  normalizeForumTags,
  type QuestionStatus,
  type VoteType,
} from '@arogya/contract/constants/forum';
import { indiaDate } from '@arogya/contract/india-time';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_FORUM } from '@arogya/contract/messages/forum';
import type {
  Answer,
  CreateAnswerInput,
  CreateQuestionInput,
  ForumAuthor,
  Question,
  QuestionDetail,
  QuestionList,
  QuestionListQuery,
  ReportedForumItem,
  UserVote,
  VoteResult,
} from '@arogya/contract/schemas/forum';
import {
  createAnswerSchema,
  createQuestionSchema,
  questionListQuerySchema,
} from '@arogya/contract/schemas/forum';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import type { DomainEventSink } from '../../realtime/dispatch';
import {
  insertNotifications,
  type NewNotification,
  pushNotifications,
} from '../notifications/notifications.service';
import {
  canAccept,
  canChangeStatus,
  canVote,
  isForumModerator,
  isVerifiedProfessional,
} from './forum.policy';
import {
  type AnswerView,
  type AuthorRow,
  addAnswerCounts,
  answersOf,
  applyVote,
  authorOf,
  clearReports,
  findAnswerView,
  findQuestionView,
  insertAnswer,
  insertQuestion,
  insertReport,
  listQuestions,
  lockAnswer,
  lockQuestion,
  type QuestionData,
  type QuestionView,
  reasonsFor,
  recordView,
  reportedItems,
  setAnswer,
  setQuestion,
  type TargetKind,
  voteOf,
} from './forum.repo';
import type { ForumRateLimiter } from './forum-rate-limit';

export interface ForumDeps {
  db: Database;
  clock: Clock;
  events: DomainEventSink;
  limiter: ForumRateLimiter;
}

const questionNotFound = () => new NotFoundError(MSG_FORUM.questionNotFound);
const answerNotFound = () => new NotFoundError(MSG_FORUM.answerNotFound);

const userVote = (value: number | null | undefined): UserVote =>
  value === 1 ? 'upvote' : value === -1 ? 'downvote' : 'none';

export function toAuthor(row: AuthorRow): ForumAuthor {
  const professional = row.role === 'doctor' || row.role === 'nurse';
  return {
    _id: row.id,
    name: row.name,
    profilePictureUrl: row.profilePictureUrl,
    isVerified: isVerifiedProfessional(row),
    role: (ROLES as readonly string[]).includes(row.role) ? (row.role as ForumAuthor['role']) : 'patient',
    specialty: professional ? row.specialty : null,
    experience: professional ? row.experience : null,
  };
}

export function createForumService({ db, clock, events, limiter }: ForumDeps) {
  function toQuestion(v: QuestionView, viewer: SessionUser | null, now: Date): Question {
    const r = v.question;
    return {
      _id: r.id,
      title: r.title,
      body: r.body,
      category: r.category as ForumCategory,
      tags: r.tags,
      status: r.status as QuestionStatus,
      author: toAuthor(v.author),
      score: r.score,
      userVote: userVote(v.myVote),
      views: r.views,
      answerCount: r.answerCount,
      timeAgo: forumTimeAgo(r.createdAt, now),
      canEdit: viewer?.id === r.authorId,
      canChangeStatus: canChangeStatus(viewer, r),
      acceptedAnswerId: r.acceptedAnswerId,
      createdAt: r.createdAt.toISOString(),
    };
  }

  function toAnswer(v: AnswerView, question: QuestionData, viewer: SessionUser | null, now: Date): Answer {
    const r = v.answer;
    return {
      _id: r.id,
      questionId: r.questionId,
      body: r.body,
      author: toAuthor(v.author),
      score: r.score,
      userVote: userVote(v.myVote),
      isAccepted: r.isAccepted,
      isVerifiedResponse: r.isVerifiedResponse,
      canAccept: !r.isAccepted && canAccept(viewer, question),
      canEdit: viewer?.id === r.authorId,
      timeAgo: forumTimeAgo(r.createdAt, now),
      createdAt: r.createdAt.toISOString(),
    };
  }

  /** A question the caller may see: removed ones never, hidden ones only by moderators. */
  async function visibleQuestion(id: string, viewer: SessionUser | null): Promise<QuestionView> {
    const v = await findQuestionView(db, id, viewer?.id ?? null);
    if (!v || (v.question.hiddenAt && !isForumModerator(viewer))) throw questionNotFound();
    return v;
  }

  async function notify(items: NewNotification[], now: Date) {
    if (items.length === 0) return;
    const created = await insertNotifications(db, items, now);
    pushNotifications(events, created);
  }

  return {
    async list(viewer: SessionUser | null, query: QuestionListQuery): Promise<QuestionList> {
      const f = questionListQuerySchema.parse(query);
      const tags = f.tags ? normalizeForumTags(f.tags.split(',')).slice(0, 10) : [];
      const sortBy = f.sortBy ?? DEFAULT_FORUM_SORT;
      const search = f.search?.trim() || undefined;
      const { rows, total } = await listQuestions(db, {
        category: f.category,
        status: f.status,
        sortBy,
        search,
        tags,
        limit: f.limit,
        offset: (f.page - 1) * f.limit,
        viewerId: viewer?.id ?? null,
      });
      const now = clock.now();
      const totalPages = Math.ceil(total / f.limit);
      return {
        success: true,
        data: {
          questions: rows.map((v) => toQuestion(v, viewer, now)),
          pagination: {
            currentPage: f.page,
            totalPages,
            totalQuestions: total,
            limit: f.limit,
            hasPrevPage: f.page > 1,
            hasNextPage: f.page < totalPages,
          },
          filters: {
            category: f.category ?? 'all',
            status: f.status ?? 'all',
            sortBy,
            search: search ?? '',
            tags,
          },
        },
      };
    },

    /** The question page; counts the view once per viewer (account or address) per India day. */
    async get(viewer: SessionUser | null, id: string, viewerKey: string): Promise<QuestionDetail> {
      const first = await visibleQuestion(id, viewer);
      const now = clock.now();
      const counted = await recordView(db, id, viewerKey, indiaDate(now));
      const v = counted
        ? { ...first, question: { ...first.question, views: first.question.views + 1 } }
        : first;
      const answers = await answersOf(db, id, viewer?.id ?? null);
      return {
        success: true,
        data: {
          question: toQuestion(v, viewer, now),
          answers: answers.map((x) => toAnswer(x, v.question, viewer, now)),
          stats: {
            totalAnswers: answers.length,
            verifiedAnswers: answers.filter((x) => x.answer.isVerifiedResponse).length,
          },
        },
      };
    },

    async create(user: SessionUser, input: CreateQuestionInput): Promise<Question> {
      const body = createQuestionSchema.parse(input);
      limiter.take('question', user.id);
      const now = clock.now();
      const row = await insertQuestion(db, {
        authorId: user.id,
        title: body.title,
        body: body.body,
        category: body.category,
        tags: body.tags,
        createdAt: now,
        updatedAt: now,
      });
      const author = await authorOf(db, user.id);
      if (!author) throw questionNotFound();
      return toQuestion({ question: row, author, myVote: null }, user, now);
    },

    async answer(user: SessionUser, questionId: string, input: CreateAnswerInput): Promise<Answer> {
      const { body } = createAnswerSchema.parse(input);
      limiter.take('answer', user.id);
      const author = await authorOf(db, user.id);
      if (!author) throw questionNotFound();
      const verified = isVerifiedProfessional(author);
      const now = clock.now();
      const { answer, question } = await db.transaction(async (tx) => {
        const question = await lockQuestion(tx, questionId);
        if (!question || question.removedAt || question.hiddenAt) throw questionNotFound();
        if (question.status === 'closed') throw new ConflictError(MSG_FORUM.questionClosed);
        const answer = await insertAnswer(tx, {
          questionId,
          authorId: user.id,
          body,
          isVerifiedResponse: verified,
          createdAt: now,
        });
        await addAnswerCounts(tx, questionId, 1, verified ? 1 : 0, now);
        return { answer, question };
      });
      if (question.authorId !== user.id) {
        await notify(
          [
            {
              userId: question.authorId,
              kind: 'forum_answer',
              message: fill(MSG_FORUM.notifyAnswered, { name: user.name, title: question.title }),
              link: `/forum/question/${question.id}`,
              dedupeKey: `forum-answer:${answer.id}`,
            },
          ],
          now,
        );
      }
      return toAnswer({ answer, author, myVote: null }, question, user, now);
    },

    /**
     * One vote per person per item: the same vote again withdraws it, the other one switches it. The
     * item's row is locked for the transaction, so concurrent votes add up exactly.
     */
    async vote(user: SessionUser, kind: TargetKind, id: string, voteType: VoteType): Promise<VoteResult> {
      limiter.take('vote', user.id);
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        let authorId: string;
        if (kind === 'question') {
          const question = await lockQuestion(tx, id);
          if (!question || question.removedAt || question.hiddenAt) throw questionNotFound();
          authorId = question.authorId;
        } else {
          const answer = await lockAnswer(tx, id);
          if (!answer || answer.removedAt || answer.hiddenAt) throw answerNotFound();
          authorId = answer.authorId;
        }
        if (!canVote(user, authorId)) throw new ForbiddenError(MSG_FORUM.cannotVoteOwn);
        const previous = (await voteOf(tx, kind, id, user.id)) ?? 0;
        const wanted = voteType === 'upvote' ? 1 : -1;
        const next: 1 | -1 | null = previous === wanted ? null : wanted;
        const score = await applyVote(tx, kind, id, user.id, next, (next ?? 0) - previous, now);
        return { score, userVote: userVote(next) };
      });
      return { success: true, data: result };
    },

    /** The question's author accepts one answer; the question becomes answered. */
    async accept(user: SessionUser, answerId: string): Promise<void> {
      const now = clock.now();
      const accepted = await db.transaction(async (tx) => {
        const found = await findAnswerView(tx, answerId, null);
        if (!found || found.answer.removedAt || found.answer.hiddenAt) throw answerNotFound();
        const question = await lockQuestion(tx, found.answer.questionId);
        if (!question || question.removedAt || question.hiddenAt) throw answerNotFound();
        if (question.authorId !== user.id) throw new ForbiddenError(MSG_FORUM.onlyAuthorCanAccept);
        if (question.acceptedAnswerId) throw new ConflictError(MSG_FORUM.alreadyAccepted);
        if (question.status === 'closed') throw new ConflictError(MSG_FORUM.acceptClosed);
        await setAnswer(tx, answerId, { isAccepted: true });
        await setQuestion(tx, question.id, {
          acceptedAnswerId: answerId,
          status: 'answered',
          updatedAt: now,
        });
        return { question, answer: found.answer };
      });
      if (accepted.answer.authorId !== user.id) {
        await notify(
          [
            {
              userId: accepted.answer.authorId,
              kind: 'forum_accepted',
              message: fill(MSG_FORUM.notifyAccepted, { title: accepted.question.title }),
              link: `/forum/question/${accepted.question.id}`,
              dedupeKey: `forum-accepted:${answerId}`,
            },
          ],
          now,
        );
      }
    },

    /** Close or reopen (the author or a moderator); reopening returns to answered when one is accepted. */
    async setStatus(user: SessionUser, id: string, status: 'open' | 'closed'): Promise<Question> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const question = await lockQuestion(tx, id);
        if (!question || question.removedAt || (question.hiddenAt && !isForumModerator(user)))
          throw questionNotFound();
        if (!canChangeStatus(user, question)) throw new ForbiddenError(MSG_FORUM.onlyAuthorOrModerator);
        const next = status === 'closed' ? 'closed' : question.acceptedAnswerId ? 'answered' : 'open';
        await setQuestion(tx, id, { status: next, updatedAt: now });
      });
      return toQuestion(await visibleQuestion(id, user), user, now);
    },

    /** A report; the third distinct reporter hides the item until a moderator decides. */
    async report(user: SessionUser, kind: TargetKind, id: string, reason: string): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        if (kind === 'question') {
          const question = await lockQuestion(tx, id);
          if (!question || question.removedAt || question.hiddenAt) throw questionNotFound();
          if (question.authorId === user.id) throw new ForbiddenError(MSG_FORUM.cannotReportOwn);
          if (!(await insertReport(tx, kind, id, user.id, reason, now)))
            throw new ConflictError(MSG_FORUM.alreadyReported);
          const count = question.reportCount + 1;
          await setQuestion(tx, id, {
            reportCount: count,
            ...(count >= FORUM_REPORT_THRESHOLD ? { hiddenAt: now } : {}),
          });
          return;
        }
        const answer = await lockAnswer(tx, id);
        if (!answer || answer.removedAt || answer.hiddenAt) throw answerNotFound();
        if (answer.authorId === user.id) throw new ForbiddenError(MSG_FORUM.cannotReportOwn);
        if (!(await insertReport(tx, kind, id, user.id, reason, now)))
          throw new ConflictError(MSG_FORUM.alreadyReported);
        const count = answer.reportCount + 1;
        const hide = count >= FORUM_REPORT_THRESHOLD;
        await setAnswer(tx, id, { reportCount: count, ...(hide ? { hiddenAt: now } : {}) });
        if (hide) {
          await lockQuestion(tx, answer.questionId);
          await addAnswerCounts(tx, answer.questionId, -1, answer.isVerifiedResponse ? -1 : 0, now);
        }
      });
    },

    async reported(): Promise<ReportedForumItem[]> {
      const rows = await reportedItems(db, 200);
      const reasons = await reasonsFor(db, rows);
      return rows.map((r) => ({
        kind: r.kind,
        _id: r.id,
        questionId: r.questionId,
        questionTitle: r.questionTitle,
        body: r.body,
        author: { _id: r.authorId, name: r.authorName },
        reportCount: r.reportCount,
        reasons: reasons.get(`${r.kind}:${r.id}`) ?? [],
        hidden: r.hidden,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /** Restore clears the reports and shows the item again; remove takes it down for good. */
    async moderate(kind: TargetKind, id: string, action: ForumModerateAction): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        if (kind === 'question') {
          const question = await lockQuestion(tx, id);
          if (!question || question.removedAt) throw questionNotFound();
          await clearReports(tx, kind, id);
          await setQuestion(
            tx,
            id,
            action === 'restore'
              ? { hiddenAt: null, reportCount: 0 }
              : { removedAt: now, hiddenAt: question.hiddenAt ?? now },
          );
          return;
        }
        const answer = await lockAnswer(tx, id);
        if (!answer || answer.removedAt) throw answerNotFound();
        const question = await lockQuestion(tx, answer.questionId);
        await clearReports(tx, kind, id);
        const verified = answer.isVerifiedResponse ? 1 : 0;
        if (action === 'restore') {
          await setAnswer(tx, id, { hiddenAt: null, reportCount: 0 });
          if (answer.hiddenAt) await addAnswerCounts(tx, answer.questionId, 1, verified, now);
          return;
        }
        await setAnswer(tx, id, { removedAt: now, hiddenAt: answer.hiddenAt ?? now, isAccepted: false });
        if (!answer.hiddenAt) await addAnswerCounts(tx, answer.questionId, -1, -verified, now);
        if (question && question.acceptedAnswerId === id) {
          await setQuestion(tx, question.id, {
            acceptedAnswerId: null,
            status: question.status === 'answered' ? 'open' : question.status,
          });
        }
      });
    },
  };
}

export type ForumService = ReturnType<typeof createForumService>;
