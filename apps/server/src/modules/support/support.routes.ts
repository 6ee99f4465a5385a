import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { idParamsSchema } from '@arogya/contract/schemas/common';
import {
  flaggedMessageListSchema,
  moderateMessageSchema,
  reportSupportMessageSchema,
  revealedIdentitySchema,
  revealIdentitySchema,
  sendSupportMessageSchema,
  sentSupportMessageSchema,
  supportActionSchema,
  supportGroupEnvelopeSchema,
  supportGroupInputSchema,
  supportGroupListSchema,
  supportMemberListSchema,
  supportMemberParamsSchema,
  supportMessagePageSchema,
  supportMessageParamsSchema,
  supportMessagesQuerySchema,
  supportProfileInputSchema,
  supportProfileSchema,
} from '@arogya/contract/schemas/support';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { MODERATORS, PARTICIPANTS } from './support.policy';
import { createSupportService } from './support.service';

const tags = ['support'];
const security = [{ bearerAuth: [] }];

/** Support community (spec 02 §7): members chat anonymously; nurses and admins moderate. */
export function registerSupportRoutes(app: ZodApp, ctx: Pick<AppContext, 'db' | 'clock' | 'events'>): void {
  const service = createSupportService({ db: ctx.db, clock: ctx.clock, events: ctx.events });

  app.get(
    '/support/groups',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'Every support group, with whether you are a member',
        security,
        response: { 200: supportGroupListSchema },
      },
    },
    async (request) => ({ success: true as const, data: await service.listGroups(requireUser(request)) }),
  );

  app.get(
    '/support/my-groups',
    {
      config: { access: PARTICIPANTS },
      schema: { tags, summary: 'The groups you joined', security, response: { 200: supportGroupListSchema } },
    },
    async (request) => ({ success: true as const, data: await service.myGroups(requireUser(request)) }),
  );

  app.post(
    '/support/groups/:id/join',
    {
      config: { access: PARTICIPANTS },
      schema: {
        tags,
        summary: 'Join an active group (409 when already a member, or removed less than 7 days ago)',
        security,
        params: idParamsSchema,
        response: { 200: supportGroupEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: MSG_SUPPORT.joined,
      data: await service.join(requireUser(request), request.params.id),
    }),
  );

  app.post(
    '/support/groups/:id/leave',
    {
      config: { access: PARTICIPANTS },
      schema: {
        tags,
        summary: 'Leave a group',
        security,
        params: idParamsSchema,
        response: { 200: supportActionSchema },
      },
    },
    async (request) => {
      await service.leave(requireUser(request), request.params.id);
      return { success: true as const, message: MSG_SUPPORT.left };
    },
  );

  app.get(
    '/support/groups/:id/messages',
    {
      config: { access: PARTICIPANTS },
      schema: {
        tags,
        summary:
          'A page of the group’s messages (members only): the newest page first, `before` for older ones',
        description:
          'Messages within a page are oldest first. Authors appear only as an anonymous name and an opaque ' +
          'key per group; hidden and removed messages are left out.',
        security,
        params: idParamsSchema,
        querystring: supportMessagesQuerySchema,
        response: { 200: supportMessagePageSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.messages(requireUser(request), request.params.id, request.query)),
    }),
  );

  app.post(
    '/support/groups/:id/messages',
    {
      config: { access: PARTICIPANTS },
      schema: {
        tags,
        summary: 'Post a message (members of an active group; trimmed, 1 to 1000 characters)',
        security,
        params: idParamsSchema,
        body: sendSupportMessageSchema,
        response: { 201: sentSupportMessageSchema },
      },
    },
    async (request, reply) => {
      const { message, safetyFlag } = await service.send(
        requireUser(request),
        request.params.id,
        request.body.content,
      );
      return reply.status(201).send({ success: true as const, data: message, safetyFlag });
    },
  );

  app.post(
    '/support/groups/:id/messages/:messageId/report',
    {
      config: { access: PARTICIPANTS },
      schema: {
        tags,
        summary:
          'Report a message (once per member); the third distinct report hides it until a moderator decides',
        security,
        params: supportMessageParamsSchema,
        body: reportSupportMessageSchema,
        response: { 200: supportActionSchema },
      },
    },
    async (request) => {
      await service.report(
        requireUser(request),
        request.params.id,
        request.params.messageId,
        request.body?.reason || null,
      );
      return { success: true as const, message: MSG_SUPPORT.reported };
    },
  );

  app.get(
    '/support/my-profile',
    {
      config: { access: PARTICIPANTS },
      schema: {
        tags,
        summary: 'Your anonymous name (made the first time)',
        security,
        response: { 200: supportProfileSchema },
      },
    },
    async (request) => {
      const displayName = await service.myProfile(requireUser(request));
      return { success: true as const, data: { displayName }, displayName };
    },
  );

  app.put(
    '/support/my-profile',
    {
      config: { access: PARTICIPANTS },
      schema: {
        tags,
        summary: 'Change your anonymous name (unique; no e-mail or phone number)',
        security,
        body: supportProfileInputSchema,
        response: { 200: supportProfileSchema },
      },
    },
    async (request) => {
      const displayName = await service.setDisplayName(requireUser(request), request.body.displayName);
      return {
        success: true as const,
        message: MSG_SUPPORT.displayNameSaved,
        data: { displayName },
        displayName,
      };
    },
  );

  // Moderation: nurses and admins (spec 02 §6).

  app.get(
    '/support/admin/groups',
    {
      config: { access: MODERATORS },
      schema: {
        tags,
        summary: 'Every group (moderators)',
        security,
        response: { 200: supportGroupListSchema },
      },
    },
    async () => ({ success: true as const, data: await service.allGroups() }),
  );

  app.post(
    '/support/admin/groups',
    {
      config: { access: MODERATORS },
      schema: {
        tags,
        summary: 'Create a group (name, description, category of the ten)',
        security,
        body: supportGroupInputSchema,
        response: { 201: supportGroupEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const data = await service.createGroup(request.body);
      return reply.status(201).send({ success: true as const, message: MSG_SUPPORT.groupCreated, data });
    },
  );

  app.put(
    '/support/admin/groups/:id',
    {
      config: { access: MODERATORS },
      schema: {
        tags,
        summary: 'Edit a group (name, description, category, active)',
        security,
        params: idParamsSchema,
        body: supportGroupInputSchema,
        response: { 200: supportGroupEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: MSG_SUPPORT.groupUpdated,
      data: await service.updateGroup(request.params.id, request.body),
    }),
  );

  app.delete(
    '/support/admin/groups/:id',
    {
      config: { access: MODERATORS },
      schema: {
        tags,
        summary: 'Delete a group with its members and messages (audited)',
        security,
        params: idParamsSchema,
        response: { 200: supportActionSchema },
      },
    },
    async (request) => {
      await service.deleteGroup(requireUser(request), request.params.id);
      return { success: true as const, message: MSG_SUPPORT.groupDeleted };
    },
  );

  app.get(
    '/support/admin/groups/:id/members',
    {
      config: { access: MODERATORS },
      schema: {
        tags,
        summary: 'Members by anonymous name; `_id` is the membership id, never a user id',
        security,
        params: idParamsSchema,
        response: { 200: supportMemberListSchema },
      },
    },
    async (request) => ({ success: true as const, data: await service.members(request.params.id) }),
  );

  app.delete(
    '/support/admin/groups/:id/members/:memberId',
    {
      config: { access: MODERATORS },
      schema: {
        tags,
        summary: 'Remove a member (by membership id); they cannot rejoin this group for 7 days',
        security,
        params: supportMemberParamsSchema,
        response: { 200: supportActionSchema },
      },
    },
    async (request) => {
      await service.removeMember(requireUser(request), request.params.id, request.params.memberId);
      return { success: true as const, message: MSG_SUPPORT.memberRemoved };
    },
  );

  app.get(
    '/support/admin/flagged-messages',
    {
      config: { access: MODERATORS },
      schema: {
        tags,
        summary: 'Messages waiting for a moderator: reported, or mentioning self-harm',
        security,
        response: { 200: flaggedMessageListSchema },
      },
    },
    async () => ({ success: true as const, data: await service.flagged() }),
  );

  app.put(
    '/support/admin/groups/:id/messages/:messageId/moderate',
    {
      config: { access: MODERATORS },
      schema: {
        tags,
        summary: 'Approve (shown again) or remove (final for members; kept for audit) a message',
        security,
        params: supportMessageParamsSchema,
        body: moderateMessageSchema,
        response: { 200: supportActionSchema },
      },
    },
    async (request) => {
      const { action } = request.body;
      await service.moderate(requireUser(request), request.params.id, request.params.messageId, action);
      return {
        success: true as const,
        message: action === 'approve' ? MSG_SUPPORT.messageApproved : MSG_SUPPORT.messageRemoved,
      };
    },
  );

  app.post(
    '/support/admin/groups/:id/messages/:messageId/reveal-identity',
    {
      config: { access: ['admin'], forbiddenMessage: MSG_SUPPORT.revealAdminsOnly },
      schema: {
        tags,
        summary: 'Admin escalation: who wrote a reported or flagged message (the reason is audited)',
        security,
        params: supportMessageParamsSchema,
        body: revealIdentitySchema,
        response: { 200: revealedIdentitySchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.revealAuthor(
        requireUser(request),
        request.params.id,
        request.params.messageId,
        request.body.reason,
      ),
    }),
  );
}
