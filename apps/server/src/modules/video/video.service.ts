import {
  CALL_HISTORY_LIMIT,
  MAX_FAMILY_IN_CALL,
  type VideoCallKind,
  type VideoCallStatus,
  type VideoParticipantRole,
} from '@arogya/contract/constants/video';
import type { VideoCallStartedPayload, VideoPeer } from '@arogya/contract/events';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_VIDEO } from '@arogya/contract/messages/video';
import type { ActiveVideoCall, IceServer, VideoCall, VideoParticipant } from '@arogya/contract/schemas/video';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import type { Clock } from '../../lib/clock';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import type { DomainEventSink } from '../../realtime/dispatch';
import {
  type CreatedNotification,
  insertNotifications,
  pushNotifications,
} from '../notifications/notifications.service';
import { checkConsultationStart, checkFamilyBridge, durationSeconds, participantRole } from './video.policy';
import {
  activeCircleRole,
  activeFamilyIds,
  addParticipant,
  type CallRecord,
  callsOf,
  callsOfPatient,
  countFamilyExcept,
  endCall,
  findActiveCallFor,
  findActiveCallOfPatient,
  findAppointmentForCall,
  findCall,
  findUserName,
  hasAppointmentWith,
  insertCall,
  lockCall,
  participantsOf,
  removeFamilyParticipant,
} from './video.repo';

export interface VideoServiceDeps {
  db: Database;
  clock: Clock;
  events: DomainEventSink;
  video: AppConfig['video'];
}

/** Where the bell and the join toast take people: the Care Circle page holds the call overlay. */
const CALL_LINK = '/care-circle';

const ROLE_ORDER: Record<VideoParticipantRole, number> = { Doctor: 0, Nurse: 0, Patient: 1, Family: 2 };

/** The professional first, then the patient, then family in the order they joined. */
function toParticipants(rows: readonly { userId: string; name: string; role: VideoParticipantRole }[]) {
  return [...rows]
    .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role])
    .map<VideoParticipant>((p) => ({ user: { _id: p.userId, name: p.name }, role: p.role }));
}

/**
 * Someone stopped being an Active member of the patient's care circle (removed by the patient, left, or
 * withdrew consent): if the patient is in a call, they are taken out of it now — not at the next join.
 * Their participant row goes (the family limit frees up) and their sockets leave the call's rooms.
 */
export async function dropFromPatientCall(
  db: Database,
  events: DomainEventSink,
  patientId: string,
  userId: string,
): Promise<void> {
  const call = await findActiveCallOfPatient(db, patientId);
  if (!call || call.call.professionalId === userId) return;
  await removeFamilyParticipant(db, call.call.id, userId);
  events.record({ type: 'video-call.member-removed', callId: call.call.id, userId });
}

export function createVideoService(deps: VideoServiceDeps) {
  const { db, clock, events } = deps;

  async function view(records: readonly CallRecord[]): Promise<VideoCall[]> {
    const all = await participantsOf(
      db,
      records.map((r) => r.call.id),
    );
    const now = clock.now();
    return records.map((r) => {
      const c = r.call;
      return {
        _id: c.id,
        callId: c.id,
        kind: c.kind as VideoCallKind,
        status: c.status as VideoCallStatus,
        duration: c.status === 'ended' ? c.durationSeconds : durationSeconds(c.startedAt, now),
        createdAt: c.startedAt.toISOString(),
        endedAt: c.endedAt?.toISOString() ?? null,
        professional: { _id: r.professional.id, name: r.professional.name },
        patient: { _id: r.patient.id, name: r.patient.name },
        participants: toParticipants(all.filter((p) => p.callId === c.id)),
      };
    });
  }

  function toActive(r: CallRecord): ActiveVideoCall {
    return {
      callId: r.call.id,
      kind: r.call.kind as VideoCallKind,
      professional: { _id: r.professional.id, name: r.professional.name },
      patient: { _id: r.patient.id, name: r.patient.name },
      createdAt: r.call.startedAt.toISOString(),
    };
  }

  /** The caller's role in the call, or null when they may not join it. */
  async function roleIn(call: CallRecord, user: { id: string; role: string }) {
    const circleRole =
      user.id === call.call.professionalId || user.id === call.call.patientId
        ? null
        : await activeCircleRole(db, call.call.patientId, user.id);
    return participantRole(call.call, user, circleRole);
  }

  /** A call the caller may join; 404 when it does not exist, 403 when they may not. */
  async function joinable(user: SessionUser, callId: string) {
    const call = await findCall(db, callId);
    if (!call) throw new NotFoundError(MSG_VIDEO.callNotFound);
    const role = await roleIn(call, user);
    if (!role) throw new ForbiddenError(MSG_VIDEO.notParticipant);
    return { call, role };
  }

  /**
   * Who may follow a patient's calls: the patient, their Active circle members, their professionals. Someone
   * who is not a patient reads as absent (404); a patient the caller does not follow is refused (403).
   */
  async function mayFollow(user: SessionUser, patientId: string): Promise<boolean> {
    if (user.id === patientId) return true;
    const patient = await findUserName(db, patientId);
    if (patient?.role !== 'patient') throw new NotFoundError(MSG_VIDEO.patientNotFound);
    if (await activeCircleRole(db, patientId, user.id)) return true;
    return hasAppointmentWith(db, user.id, patientId);
  }

  /**
   * Opens a call (the caller is its professional and first participant) and tells everyone who may join
   * it: the patient and their Active family (bell notification for the patient, `video_call_started` for all).
   * One active call per patient: a repeated start by the same professional returns the call in progress.
   */
  async function open(
    professional: SessionUser,
    input: { kind: VideoCallKind; patientId: string; appointmentId: string | null },
  ) {
    const now = clock.now();
    const existing = await findActiveCallOfPatient(db, input.patientId);
    if (existing) {
      if (existing.call.professionalId !== professional.id) throw new ConflictError(MSG_VIDEO.callInProgress);
      return started(existing.call.id);
    }
    const family = await activeFamilyIds(db, input.patientId);
    let created: CreatedNotification[] = [];
    let callId: string;
    try {
      callId = await db.transaction(async (tx) => {
        const row = await insertCall(tx, {
          kind: input.kind,
          patientId: input.patientId,
          professionalId: professional.id,
          appointmentId: input.appointmentId,
          now,
        });
        await addParticipant(tx, {
          callId: row.id,
          userId: professional.id,
          role: professional.role === 'nurse' ? 'Nurse' : 'Doctor',
          now,
        });
        created = await insertNotifications(
          tx,
          [input.patientId, ...family].map((userId) => ({
            userId,
            kind: 'video_call_started' as const,
            message: fill(MSG_VIDEO.startedNotice, { name: professional.name }),
            link: CALL_LINK,
          })),
          now,
        );
        return row.id;
      });
    } catch (err) {
      // Two starts at once for one patient: the partial unique index lets one through.
      if (isUniqueViolation(err, 'video_calls_one_active_per_patient_key')) {
        throw new ConflictError(MSG_VIDEO.callInProgress);
      }
      throw err;
    }
    const record = await findCall(db, callId);
    if (!record) throw new Error(`video call ${callId} vanished`);
    pushNotifications(events, created);
    const payload: VideoCallStartedPayload = {
      callId,
      kind: input.kind,
      professional: { _id: professional.id, name: professional.name },
      patient: { _id: record.patient.id, name: record.patient.name },
    };
    events.record({ type: 'video-call.started', ...payload, invitees: [input.patientId, ...family] });
    return started(callId);
  }

  async function started(callId: string) {
    const participants = await participantsOf(db, [callId]);
    return { data: { callId, participants: toParticipants(participants) } };
  }

  return {
    /** POST /video-calls/start: the professional of a video consultation, within its start window. */
    async start(user: SessionUser, appointmentId: string) {
      const appointment = await findAppointmentForCall(db, appointmentId);
      checkConsultationStart(appointment, user.id, clock.now());
      if (!appointment) throw new NotFoundError(MSG_VIDEO.notYourAppointment);
      return open(user, { kind: 'consultation', patientId: appointment.patientId, appointmentId });
    },

    /** POST /video-calls/start-family-bridge. */
    async startFamilyBridge(user: SessionUser, patientId: string) {
      const patient = await findUserName(db, patientId);
      checkFamilyBridge({
        professionalRole: user.role,
        isSelf: patientId === user.id,
        patientRole: patient?.role ?? null,
        circleRole: patient ? await activeCircleRole(db, patientId, user.id) : null,
        hasAppointment: patient ? await hasAppointmentWith(db, user.id, patientId) : false,
      });
      return open(user, { kind: 'family-bridge', patientId, appointmentId: null });
    },

    /**
     * POST /video-calls/{callId}/join: the professional, the patient and Active family members only; at
     * most MAX_FAMILY_IN_CALL family members (joins of one call take turns on its row).
     */
    async join(user: SessionUser, callId: string) {
      const { call, role } = await joinable(user, callId);
      if (call.call.status !== 'active') throw new ConflictError(MSG_VIDEO.callAlreadyEnded);
      await db.transaction(async (tx) => {
        await lockCall(tx, callId);
        if (role === 'Family' && (await countFamilyExcept(tx, callId, user.id)) >= MAX_FAMILY_IN_CALL) {
          throw new ConflictError(MSG_VIDEO.callFull);
        }
        await addParticipant(tx, { callId, userId: user.id, role, now: clock.now() });
      });
      return started(callId);
    },

    /** POST /video-calls/{callId}/end: the professional or the patient; the duration is recorded. */
    async end(user: SessionUser, callId: string) {
      const { call, role } = await joinable(user, callId);
      if (role === 'Family') throw new ForbiddenError(MSG_VIDEO.onlyEnds);
      const now = clock.now();
      const ended = await endCall(db, callId, {
        endedBy: user.id,
        now,
        durationSeconds: durationSeconds(call.call.startedAt, now),
      });
      if (!ended) throw new ConflictError(MSG_VIDEO.callAlreadyEnded);
      const family = await activeFamilyIds(db, call.call.patientId);
      events.record({
        type: 'video-call.ended',
        callId,
        parties: [call.call.professionalId, call.call.patientId, ...family],
      });
      const record = await findCall(db, callId);
      if (!record) throw new Error(`video call ${callId} vanished`);
      const [data] = await view([record]);
      if (!data) throw new Error('video call view is empty');
      return { msg: MSG_VIDEO.callEnded, message: MSG_VIDEO.callEnded, call: data };
    },

    /** GET /video-calls/active/{patientId|me}. */
    async active(user: SessionUser, id: string): Promise<ActiveVideoCall | null> {
      if (id === 'me') {
        const record = await findActiveCallFor(db, user.id);
        return record ? toActive(record) : null;
      }
      if (!(await mayFollow(user, id))) throw new ForbiddenError(MSG_VIDEO.notParticipant);
      const record = await findActiveCallOfPatient(db, id);
      if (!record) return null;
      // Someone who may follow the patient but not join (a Doctor member of the circle) sees no call.
      return (await roleIn(record, user)) ? toActive(record) : null;
    },

    /** GET /video-calls/history/{patientId|me}: the 5 most recent. */
    async history(user: SessionUser, id: string): Promise<VideoCall[]> {
      if (id === 'me') return view(await callsOf(db, user.id, CALL_HISTORY_LIMIT));
      if (!(await mayFollow(user, id))) throw new ForbiddenError(MSG_VIDEO.notParticipant);
      return view(await callsOfPatient(db, id, CALL_HISTORY_LIMIT));
    },

    /** GET /video-calls/{callId}. */
    async details(user: SessionUser, callId: string): Promise<VideoCall> {
      const { call } = await joinable(user, callId);
      const [data] = await view([call]);
      if (!data) throw new Error('video call view is empty');
      return data;
    },

    /** GET /video-calls/{callId}/ice-servers: only to someone who may join the call. */
    async iceServers(user: SessionUser, callId: string): Promise<IceServer[]> {
      await joinable(user, callId);
      const servers: IceServer[] = [];
      if (deps.video.stunUrls.length > 0) servers.push({ urls: deps.video.stunUrls });
      const turn = deps.video.turn;
      if (turn) servers.push({ urls: turn.url, username: turn.username, credential: turn.credential });
      return servers;
    },

    /**
     * The socket's check for `join-video-call`: the call is active and this user may join it. Returns who
     * they are in the call, or null.
     */
    async signallingPeer(user: SessionUser, callId: string): Promise<VideoPeer | null> {
      const call = await findCall(db, callId);
      if (call?.call.status !== 'active') return null;
      const role = await roleIn(call, user);
      return role ? { userId: user.id, name: user.name, role } : null;
    },
  };
}

export type VideoService = ReturnType<typeof createVideoService>;
