import { createHash } from 'node:crypto';
import { FORUM_MODERATOR_ROLES } from '@arogya/contract/constants/forum';
import { MSG_FORUM } from '@arogya/contract/messages/forum';
import { idParamsSchema } from '@arogya/contract/schemas/common';
import {
  answerCreatedSchema,
  createAnswerSchema,
  createQuestionSchema,
  forumOkSchema,
  moderateSchema,
  questionCreatedSchema,
  questionDetailSchema,
  questionListQuerySchema,
  questionListSchema,
  questionStatusChangeSchema,
  reportedForumListSchema,
  reportSchema,
  voteResultSchema,
  voteSchema,
} from '@arogya/contract/schemas/forum';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { createForumService } from './forum.service';
import { createForumRateLimiter } from './forum-rate-limit';

const security = [{ bearerAuth: [] }];
const tags = ['forum'];
const kindOf = (k: 'questions' | 'answers') => (k === 'questions' ? 'question' : 'answer');

/** Who a view is counted for: the account, or a hash of the address for visitors. */
function viewerKey(request: FastifyRequest): string {
  if (request.user) return `u:${request.user.id}`;
  return `a:${createHash('sha256').update(request.ip).digest('hex').slice(0, 32)}`;
}

export function registerForumRoutes(app: ZodApp, ctx: Pick<AppContext, 'db' | 'clock' | 'events'>): void {
  const service = createForumService({
    db: ctx.db,
    clock: ctx.clock,
    events: ctx.events,
    limiter: createForumRateLimiter(ctx.clock),
  });

  app.get(
    '/forum/questions',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Browse questions: filters, sorts and full-text search (typo-tolerant)',
        description:
          'Blank or `all` filter values are ignored. `tags` is comma-separated (every tag must match). With ' +
          '`search` and the default sort the results are ranked by relevance.',
        querystring: questionListQuerySchema,
        response: { 200: questionListSchema },
      },
    },
    async (request) => service.list(request.user, request.query),
  );

  app.post(
    '/forum/questions',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'Ask a question (10 an hour per account)',
        security,
        body: createQuestionSchema,
        response: { 201: questionCreatedSchema },
      },
    },
    async (request, reply) => {
      const data = await service.create(requireUser(request), request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/forum/questions/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A question with its answers and stats (counts a view once per viewer per day)',
        params: idParamsSchema,
        response: { 200: questionDetailSchema },
      },
    },
    async (request) => service.get(request.user, request.params.id, viewerKey(request)),
  );

  app.post(
    '/forum/questions/:id/answers',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'Answer a question that is not closed (30 an hour per account)',
        security,
        params: idParamsSchema,
        body: createAnswerSchema,
        response: { 201: answerCreatedSchema },
      },
    },
    async (request, reply) => {
      const data = await service.answer(requireUser(request), request.params.id, request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/forum/questions/:id/vote',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'Vote on a question: the same vote again withdraws it, the other switches it',
        security,
        params: idParamsSchema,
        body: voteSchema,
        response: { 200: voteResultSchema },
      },
    },
    async (request) =>
      service.vote(requireUser(request), 'question', request.params.id, request.body.voteType),
  );

  app.post(
    '/forum/answers/:id/vote',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'Vote on an answer: the same vote again withdraws it, the other switches it',
        security,
        params: idParamsSchema,
        body: voteSchema,
        response: { 200: voteResultSchema },
      },
    },
    async (request) => service.vote(requireUser(request), 'answer', request.params.id, request.body.voteType),
  );

  app.post(
    '/forum/answers/:id/accept',
    {
      config: { access: 'auth', forbiddenMessage: MSG_FORUM.onlyAuthorCanAccept },
      schema: {
        tags,
        summary: 'Accept an answer (the question’s author, once); the question becomes answered',
        security,
        params: idParamsSchema,
        response: { 200: forumOkSchema },
      },
    },
    async (request) => {
      await service.accept(requireUser(request), request.params.id);
      return { success: true as const, msg: MSG_FORUM.answerAccepted, message: MSG_FORUM.answerAccepted };
    },
  );

  app.put(
    '/forum/questions/:id/status',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'Close or reopen a question (its author, a nurse or an admin)',
        security,
        params: idParamsSchema,
        body: questionStatusChangeSchema,
        response: { 200: questionCreatedSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.setStatus(requireUser(request), request.params.id, request.body.status),
    }),
  );

  for (const plural of ['questions', 'answers'] as const) {
    const kind = kindOf(plural);
    app.post(
      `/forum/${plural}/:id/report`,
      {
        config: { access: 'auth' },
        schema: {
          tags,
          summary: `Report ${kind === 'question' ? 'a question' : 'an answer'}; three distinct reports hide it until a moderator decides`,
          security,
          params: idParamsSchema,
          body: reportSchema,
          response: { 200: forumOkSchema },
        },
      },
      async (request) => {
        await service.report(requireUser(request), kind, request.params.id, request.body.reason);
        return { success: true as const, msg: MSG_FORUM.reported, message: MSG_FORUM.reported };
      },
    );
  }

  app.get(
    '/forum/admin/reported',
    {
      config: { access: FORUM_MODERATOR_ROLES },
      schema: {
        tags,
        summary: 'Reported questions and answers, hidden ones first (nurses and admins)',
        security,
        response: { 200: reportedForumListSchema },
      },
    },
    async () => ({ success: true as const, data: await service.reported() }),
  );

  for (const plural of ['questions', 'answers'] as const) {
    const kind = kindOf(plural);
    app.put(
      `/forum/admin/${plural}/:id/moderate`,
      {
        config: { access: FORUM_MODERATOR_ROLES },
        schema: {
          tags,
          summary: `Restore (clears the reports) or remove a reported ${kind} (nurses and admins)`,
          security,
          params: idParamsSchema,
          body: moderateSchema,
          response: { 200: forumOkSchema },
        },
      },
      async (request) => {
        await service.moderate(kind, request.params.id, request.body.action);
        const msg = request.body.action === 'restore' ? MSG_FORUM.restored : MSG_FORUM.removed;
        return { success: true as const, msg, message: msg };
      },
    );
  }
}
