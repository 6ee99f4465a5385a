import { MSG_VIDEO } from '@arogya/contract/messages/video';
import {
  activeVideoCallSchema,
  callIdParamsSchema,
  callOwnerParamsSchema,
  iceServersSchema,
  startFamilyBridgeSchema,
  startVideoCallSchema,
  videoCallDetailsSchema,
  videoCallEndedSchema,
  videoCallHistorySchema,
  videoCallStartedSchema,
} from '@arogya/contract/schemas/video';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/http/access';
import type { ZodApp } from '../../lib/http/zod-app';
import { createVideoService, type VideoService } from './video.service';

const security = [{ bearerAuth: [] }];
const tags = ['video'];
const professionals = {
  access: ['doctor', 'nurse'] as const,
  forbiddenMessage: MSG_VIDEO.professionalsOnly,
};

/** Registers the call routes; returns the service, whose signalling check the socket handler uses. */
export function registerVideoRoutes(
  app: ZodApp,
  ctx: Pick<AppContext, 'db' | 'clock' | 'events' | 'config'>,
): VideoService {
  const service = createVideoService({
    db: ctx.db,
    clock: ctx.clock,
    events: ctx.events,
    video: ctx.config.video,
  });
  app.post(
    '/video-calls/start',
    {
      config: professionals,
      schema: {
        tags,
        summary: 'Start the call of a video consultation (its professional)',
        description:
          'From 10 minutes before the appointment’s time until it ends; otherwise 409 with a message. ' +
          'Starting again while the call is active returns it.',
        security,
        body: startVideoCallSchema,
        response: { 200: videoCallStartedSchema },
      },
    },
    async (request) => service.start(requireUser(request), request.body.appointmentId),
  );

  app.post(
    '/video-calls/start-family-bridge',
    {
      config: professionals,
      schema: {
        tags,
        summary: 'Start a family bridge: a call with the patient and their family',
        description:
          'For a patient in whose care circle the caller is Active, or who has an appointment with them.',
        security,
        body: startFamilyBridgeSchema,
        response: { 200: videoCallStartedSchema },
      },
    },
    async (request) => service.startFamilyBridge(requireUser(request), request.body.patientId),
  );

  app.get(
    '/video-calls/active/:id',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'The call in progress that you may join (`me`), or of a patient you follow',
        security,
        params: callOwnerParamsSchema,
        response: { 200: activeVideoCallSchema },
      },
    },
    async (request) => ({ call: await service.active(requireUser(request), request.params.id) }),
  );

  app.get(
    '/video-calls/history/:id',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'The 5 most recent calls: yours (`me`) or of a patient you follow',
        security,
        params: callOwnerParamsSchema,
        response: { 200: videoCallHistorySchema },
      },
    },
    async (request) => ({ calls: await service.history(requireUser(request), request.params.id) }),
  );

  app.get(
    '/video-calls/:callId',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'A call’s professional and participants (those who may join it)',
        security,
        params: callIdParamsSchema,
        response: { 200: videoCallDetailsSchema },
      },
    },
    async (request) => ({ call: await service.details(requireUser(request), request.params.callId) }),
  );

  app.post(
    '/video-calls/:callId/join',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'Join a call: its professional, its patient, or the patient’s Active family (else 403)',
        security,
        params: callIdParamsSchema,
        response: { 200: videoCallStartedSchema },
      },
    },
    async (request) => service.join(requireUser(request), request.params.callId),
  );

  app.post(
    '/video-calls/:callId/end',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'End a call (its professional or its patient); the duration is recorded',
        security,
        params: callIdParamsSchema,
        response: { 200: videoCallEndedSchema },
      },
    },
    async (request) => service.end(requireUser(request), request.params.callId),
  );

  app.get(
    '/video-calls/:callId/ice-servers',
    {
      config: { access: 'auth' },
      schema: {
        tags,
        summary: 'The ICE servers (STUN, TURN with credentials) for a call you may join',
        security,
        params: callIdParamsSchema,
        response: { 200: iceServersSchema },
      },
    },
    async (request) => ({
      iceServers: await service.iceServers(requireUser(request), request.params.callId),
    }),
  );
  return service;
}
