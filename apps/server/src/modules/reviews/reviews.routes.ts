import { REVIEWED_ROLES } from '@arogya/contract/constants/reviews';
import { MSG_REVIEWS } from '@arogya/contract/messages/reviews';
import { idParamsSchema } from '@arogya/contract/schemas/common';
import {
  createReviewSchema,
  myReviewsSchema,
  providerReviewsQuerySchema,
  providerReviewsSchema,
  publicReviewSchema,
  reportedReviewsSchema,
  reviewChangedSchema,
  reviewMessageSchema,
  reviewModerateBodySchema,
  reviewReplyBodySchema,
  reviewReportBodySchema,
  updateReviewSchema,
} from '@arogya/contract/schemas/reviews';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { createReviewService } from './reviews.service';

const security = [{ bearerAuth: [] }];
const tags = ['reviews'];

export function registerReviewRoutes(app: ZodApp, ctx: Pick<AppContext, 'db' | 'clock' | 'events'>): void {
  const service = createReviewService({ db: ctx.db, clock: ctx.clock, events: ctx.events });

  app.post(
    '/reviews',
    {
      config: { access: ['patient'], forbiddenMessage: MSG_REVIEWS.patientsOnly },
      schema: {
        tags,
        summary:
          'Review a completed visit, lab collection or ambulance trip (its patient, within 30 days of completion, once)',
        description:
          'Exactly one of `appointmentId` (a doctor’s or nurse’s visit), `labTestId` (a lab collection: the ' +
          'technician is reviewed) or `ambulanceRequestId` (an ambulance trip: the driver is reviewed); none ' +
          'or two: 400. Rating 1–5, optional text of 10–1,000 characters (stored as typed, shown escaped), ' +
          'optional tags from the fixed list of that kind. Someone else’s or an unknown item: 404; not ' +
          'completed or completed more than 30 days ago: 409; a second review of the same item: 409.',
        security,
        body: createReviewSchema,
        response: { 201: reviewChangedSchema },
      },
    },
    async (request, reply) => {
      const data = await service.create(requireUser(request), request.body);
      return reply.status(201).send({ msg: MSG_REVIEWS.created, message: MSG_REVIEWS.created, data });
    },
  );

  app.get(
    '/reviews/my',
    {
      config: { access: ['patient'], forbiddenMessage: MSG_REVIEWS.patientsOnly },
      schema: {
        tags,
        summary:
          'Your reviews, and the completed visits, lab collections and ambulance trips you can still review',
        security,
        response: { 200: myReviewsSchema },
      },
    },
    async (request) => service.mine(requireUser(request)),
  );

  app.get(
    '/reviews/provider/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'A doctor’s, nurse’s, lab technician’s or ambulance driver’s visible reviews, a page at a time, with the star distribution',
        description: '`sort`: recent (default), helpful, or rating (highest first). 10 per page.',
        params: idParamsSchema,
        querystring: providerReviewsQuerySchema,
        response: { 200: providerReviewsSchema },
      },
    },
    async (request) => service.ofProvider(request.params.id, request.query.page, request.query.sort),
  );

  app.put(
    '/reviews/:id',
    {
      config: { access: ['patient'], forbiddenMessage: MSG_REVIEWS.notYourReview },
      schema: {
        tags,
        summary: 'Edit your review (within 7 days of writing it)',
        security,
        params: idParamsSchema,
        body: updateReviewSchema,
        response: { 200: reviewChangedSchema },
      },
    },
    async (request) => {
      const data = await service.update(requireUser(request), request.params.id, request.body);
      return { msg: MSG_REVIEWS.updated, message: MSG_REVIEWS.updated, data };
    },
  );

  app.delete(
    '/reviews/:id',
    {
      config: { access: ['patient'], forbiddenMessage: MSG_REVIEWS.notYourReview },
      schema: {
        tags,
        summary: 'Delete your review (within 7 days of writing it)',
        security,
        params: idParamsSchema,
        response: { 200: reviewMessageSchema },
      },
    },
    async (request) => {
      await service.remove(requireUser(request), request.params.id);
      return { msg: MSG_REVIEWS.deleted, message: MSG_REVIEWS.deleted };
    },
  );

  app.post(
    '/reviews/:id/reply',
    {
      config: { access: [...REVIEWED_ROLES], forbiddenMessage: MSG_REVIEWS.notYourReviewToReply },
      schema: {
        tags,
        summary: 'Reply publicly to a review of you (once per review)',
        security,
        params: idParamsSchema,
        body: reviewReplyBodySchema,
        response: { 201: z.object({ msg: z.string(), message: z.string(), data: publicReviewSchema }) },
      },
    },
    async (request, reply) => {
      const data = await service.reply(requireUser(request), request.params.id, request.body.text);
      return reply.status(201).send({ msg: MSG_REVIEWS.replyPosted, message: MSG_REVIEWS.replyPosted, data });
    },
  );

  app.post(
    '/reviews/:id/report',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'Report a review (once per person; three reports hide it until an admin decides)',
        security,
        params: idParamsSchema,
        body: reviewReportBodySchema,
        response: { 201: reviewMessageSchema },
      },
    },
    async (request, reply) => {
      await service.report(requireUser(request), request.params.id, request.body.reason);
      return reply.status(201).send({ msg: MSG_REVIEWS.reported, message: MSG_REVIEWS.reported });
    },
  );

  app.get(
    '/admin/reviews/reported',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Reviews hidden by reports, waiting for a decision (admins)',
        security,
        response: { 200: reportedReviewsSchema },
      },
    },
    async () => ({ reviews: await service.reported() }),
  );

  app.put(
    '/admin/reviews/:id/moderate',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary:
          'Restore or remove a hidden review (admins); the rating is recounted in the same transaction',
        security,
        params: idParamsSchema,
        body: reviewModerateBodySchema,
        response: { 200: reviewMessageSchema },
      },
    },
    async (request) => {
      await service.moderate(requireUser(request), request.params.id, request.body.action, request.ip);
      const msg = request.body.action === 'restore' ? MSG_REVIEWS.restored : MSG_REVIEWS.removed;
      return { msg, message: msg };
    },
  );
}
