import { z } from 'zod';
import { VIDEO_CALL_KINDS, VIDEO_CALL_STATUSES, VIDEO_PARTICIPANT_ROLES } from '../constants/video';
import { idSchema } from './common';

export const videoCallStatusSchema = z.enum(VIDEO_CALL_STATUSES);
export const videoParticipantRoleSchema = z.enum(VIDEO_PARTICIPANT_ROLES);
export const videoCallKindSchema = z.enum(VIDEO_CALL_KINDS);

export const startVideoCallSchema = z.object({ appointmentId: idSchema });
export const startFamilyBridgeSchema = z.object({ patientId: idSchema });

export const callIdParamsSchema = z.object({ callId: idSchema });
/** `{patientId}` or `me`. */
export const callOwnerParamsSchema = z.object({ id: z.union([z.literal('me'), idSchema]) });

const person = z.object({ _id: idSchema, name: z.string() });

export const videoParticipantSchema = z.object({
  user: person,
  role: videoParticipantRoleSchema,
});
export type VideoParticipant = z.infer<typeof videoParticipantSchema>;

/** POST /video-calls/start and /start-family-bridge; POST /video-calls/{callId}/join too. */
export const videoCallStartedSchema = z.object({
  data: z.object({
    callId: idSchema,
    participants: z.array(videoParticipantSchema),
  }),
});
export type VideoCallStarted = z.infer<typeof videoCallStartedSchema>;

/** GET /video-calls/active/{id}: the call in progress, or `call: null`. */
export const activeVideoCallSchema = z.object({
  call: z
    .object({
      callId: idSchema,
      kind: videoCallKindSchema,
      professional: person,
      patient: person,
      createdAt: z.iso.datetime(),
    })
    .nullable(),
});
export type ActiveVideoCall = NonNullable<z.infer<typeof activeVideoCallSchema>['call']>;

/** One call of the history (spec 01 §3). */
export const videoCallSchema = z.object({
  _id: idSchema,
  callId: idSchema,
  kind: videoCallKindSchema,
  status: videoCallStatusSchema,
  /** Seconds from start to end; 0 while the call is still active. */
  duration: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
  professional: person,
  patient: person,
  participants: z.array(videoParticipantSchema),
});
export type VideoCall = z.infer<typeof videoCallSchema>;

export const videoCallHistorySchema = z.object({ calls: z.array(videoCallSchema) });

/** GET /video-calls/{callId}. */
export const videoCallDetailsSchema = z.object({ call: videoCallSchema });

export const videoCallEndedSchema = z.object({
  msg: z.string(),
  message: z.string(),
  call: videoCallSchema,
});

/** RTCIceServer as the browser takes it. */
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

export const iceServersSchema = z.object({ iceServers: z.array(iceServerSchema) });

/** A WebRTC signal: an SDP description (no trickle) or one ICE candidate. Kept opaque but bounded. */
export const videoSignalPayloadSchema = z.union([
  z.object({ type: z.enum(['offer', 'answer']), sdp: z.string().max(64_000) }),
  z.object({
    candidate: z.object({
      candidate: z.string().max(2000),
      sdpMid: z.string().max(100).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(1000).nullable().optional(),
    }),
  }),
]);
export type VideoSignalPayload = z.infer<typeof videoSignalPayloadSchema>;

/** Client → server `video-signal`: to one participant (`to`), or to everyone else in the call. */
export const videoSignalSchema = z.object({
  callId: idSchema,
  to: idSchema.optional(),
  signal: videoSignalPayloadSchema,
});

/** Client → server `join-video-call`. */
export const joinVideoCallSchema = z.object({ callId: idSchema, userId: idSchema });
