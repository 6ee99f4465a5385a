import { MSG_CARE_CIRCLE } from '@arogya/contract/messages/care-circle';
import {
  careCircleDoneSchema,
  careCircleInvitationsSchema,
  careCircleInvitedSchema,
  careCircleMemberParamsSchema,
  careCircleMembershipsSchema,
  careCircleMemberUpdatedSchema,
  careCircleSchema,
  careCircleSharedSchema,
  careCircleSharingSchema,
  inviteCareCircleSchema,
  membershipParamsSchema,
} from '@arogya/contract/schemas/care-circle';
import { idParamsSchema } from '@arogya/contract/schemas/common';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { createCareCircleService } from './care-circle.service';

const security = [{ bearerAuth: [] }];
const tags = ['care-circle'];
const patientOnly = { access: ['patient'] as const, forbiddenMessage: MSG_CARE_CIRCLE.patientsOnly };

export function registerCareCircleRoutes(
  app: ZodApp,
  ctx: Pick<AppContext, 'db' | 'clock' | 'jobs' | 'events' | 'config'>,
): void {
  const service = createCareCircleService({
    db: ctx.db,
    clock: ctx.clock,
    events: ctx.events,
    jobs: ctx.jobs,
    publicUrl: ctx.config.publicUrl,
  });
  const done = (msg: string) => ({ msg, message: msg });

  app.get(
    '/profile/my-care-circle',
    {
      config: patientOnly,
      schema: {
        tags,
        summary: 'Your care circle: members and pending invitations (patients)',
        security,
        response: { 200: careCircleSchema },
      },
    },
    async (request) => service.circle(requireUser(request)),
  );

  app.post(
    '/profile/my-care-circle/invite',
    {
      config: patientOnly,
      schema: {
        tags,
        summary: 'Invite someone to your care circle by e-mail (role Family by default, Doctor or Nurse)',
        description:
          'The invitee gets a bell notification when they have an account and an e-mail with a link in any ' +
          'case. Inviting yourself: 400; someone already invited or in the circle: 409.',
        security,
        body: inviteCareCircleSchema,
        response: { 201: careCircleInvitedSchema },
      },
    },
    async (request, reply) => {
      const member = await service.invite(requireUser(request), request.body);
      return reply.status(201).send({ ...done(MSG_CARE_CIRCLE.inviteSent), member });
    },
  );

  app.delete(
    '/profile/my-care-circle/members/:memberId',
    {
      config: patientOnly,
      schema: {
        tags,
        summary: 'Remove a member or withdraw an invitation',
        security,
        params: careCircleMemberParamsSchema,
        response: { 200: careCircleDoneSchema },
      },
    },
    async (request) => done(await service.remove(requireUser(request), request.params.memberId)),
  );

  app.put(
    '/profile/my-care-circle/members/:memberId',
    {
      config: patientOnly,
      schema: {
        tags,
        summary: 'Choose what this member sees: upcoming appointments, adherence summary',
        security,
        params: careCircleMemberParamsSchema,
        body: careCircleSharingSchema,
        response: { 200: careCircleMemberUpdatedSchema },
      },
    },
    async (request) => ({
      member: await service.setSharing(requireUser(request), request.params.memberId, request.body),
    }),
  );

  app.get(
    '/care-circle/invitations',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'Pending care circle invitations addressed to your e-mail',
        security,
        response: { 200: careCircleInvitationsSchema },
      },
    },
    async (request) => ({ invitations: await service.invitations(requireUser(request)) }),
  );

  app.post(
    '/care-circle/invitations/:id/accept',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'Accept an invitation addressed to you',
        description: 'Someone else’s invitation: 403; already answered: 409.',
        security,
        params: idParamsSchema,
        response: { 200: careCircleDoneSchema },
      },
    },
    async (request) => done(await service.accept(requireUser(request), request.params.id)),
  );

  app.post(
    '/care-circle/invitations/:id/decline',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'Decline an invitation addressed to you',
        security,
        params: idParamsSchema,
        response: { 200: careCircleDoneSchema },
      },
    },
    async (request) => done(await service.decline(requireUser(request), request.params.id)),
  );

  app.get(
    '/care-circle/memberships',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'The care circles you are an Active member of',
        security,
        response: { 200: careCircleMembershipsSchema },
      },
    },
    async (request) => ({ memberships: await service.memberships(requireUser(request)) }),
  );

  app.delete(
    '/care-circle/memberships/:membershipId',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'Leave a care circle',
        security,
        params: membershipParamsSchema,
        response: { 200: careCircleDoneSchema },
      },
    },
    async (request) => done(await service.leave(requireUser(request), request.params.membershipId)),
  );

  app.get(
    '/care-circle/memberships/:membershipId/shared',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'What the patient shares with you (only the shared parts are present)',
        security,
        params: membershipParamsSchema,
        response: { 200: careCircleSharedSchema },
      },
    },
    async (request) => service.shared(requireUser(request), request.params.membershipId),
  );
}
