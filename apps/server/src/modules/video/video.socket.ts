import {
  type JoinVideoCallAck,
  SOCKET_EVENTS,
  type VideoPeer,
  type VideoPeerJoinedPayload,
  type VideoPeerLeftPayload,
  type VideoSignalRelayPayload,
} from '@arogya/contract/events';
import { MSG } from '@arogya/contract/messages';
import { callIdParamsSchema, joinVideoCallSchema, videoSignalSchema } from '@arogya/contract/schemas/video';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket, Server as SocketServer } from 'socket.io';
import type { SessionUser } from '../../lib/http/access';
import { rooms } from '../../realtime/rooms';
import type { ConnectionHandler } from '../../realtime/server';
import type { VideoService } from './video.service';

/** What a socket remembers of the calls it joined (also readable from other nodes through fetchSockets). */
interface VideoSocketData {
  user: SessionUser;
  videoCalls?: Record<string, VideoPeer>;
}

function ackOf(args: unknown[]): ((answer: unknown) => void) | null {
  const last = args[args.length - 1];
  return typeof last === 'function' ? (last as (answer: unknown) => void) : null;
}

/**
 * The call's signalling over Socket.IO (spec 01 §7, issue "Signalling"):
 *
 * - `join-video-call {callId, userId}`: `userId` must be the socket's own user (a socket never joins as
 *   someone else) and that user must be allowed in the active call (the video service decides). The socket
 *   joins the call's room and its own per-call room; the ack lists who is already there, and they get
 *   `video-peer-joined`.
 * - `video-signal {callId, to?, signal}`: only from a socket in the call; with `to`, relayed to that
 *   participant's sockets in the call only; without it, to every other socket of the call. The relayed event
 *   carries `from`, set here from the socket's user — never from the client.
 * - `leave-video-call {callId}` and disconnecting: the others get `video-peer-left`.
 *
 * Rooms work across nodes through the Redis adapter, so two participants on different nodes connect too.
 */
export function videoSignalling(
  service: Pick<VideoService, 'signallingPeer'>,
  log: FastifyBaseLogger,
): ConnectionHandler {
  return (socket: Socket, _user, io: SocketServer) => {
    const data = socket.data as VideoSocketData;

    const leave = (callId: string) => {
      const peer = data.videoCalls?.[callId];
      if (!peer) return;
      delete data.videoCalls?.[callId];
      void socket.leave(rooms.call(callId));
      void socket.leave(rooms.callUser(callId, peer.userId));
      const payload: VideoPeerLeftPayload = { callId, userId: peer.userId };
      io.to(rooms.call(callId)).emit(SOCKET_EVENTS.videoPeerLeft, payload);
    };

    socket.on(SOCKET_EVENTS.joinVideoCall, (...args: unknown[]) => {
      const ack = ackOf(args);
      const reply = (answer: JoinVideoCallAck) => ack?.(answer);
      const parsed = joinVideoCallSchema.safeParse(args[0]);
      if (!parsed.success) return reply({ ok: false, message: MSG.shell.validationFailed });
      const { callId, userId } = parsed.data;
      const user = data.user;
      if (userId.toLowerCase() !== user.id.toLowerCase()) {
        log.warn({ userId: user.id, callId }, 'video call join as someone else refused');
        return reply({ ok: false, message: MSG.shell.forbidden });
      }
      service.signallingPeer(user, callId).then(
        async (peer) => {
          if (!peer) {
            log.warn({ userId: user.id, callId }, 'video call join refused');
            return reply({ ok: false, message: MSG.shell.forbidden });
          }
          const present = await io.in(rooms.call(callId)).fetchSockets();
          const peers = new Map<string, VideoPeer>();
          for (const other of present) {
            const theirs = (other.data as VideoSocketData).videoCalls?.[callId];
            if (theirs && theirs.userId !== user.id) peers.set(theirs.userId, theirs);
          }
          data.videoCalls = { ...data.videoCalls, [callId]: peer };
          await socket.join([rooms.call(callId), rooms.callUser(callId, user.id)]);
          const joined: VideoPeerJoinedPayload = { callId, ...peer };
          socket
            .to(rooms.call(callId))
            .except(rooms.callUser(callId, user.id))
            .emit(SOCKET_EVENTS.videoPeerJoined, joined);
          reply({ ok: true, peers: [...peers.values()] });
        },
        (err: unknown) => {
          log.error({ err, callId }, 'video call join check failed');
          reply({ ok: false, message: MSG.shell.genericError });
        },
      );
    });

    socket.on(SOCKET_EVENTS.videoSignal, (...args: unknown[]) => {
      const parsed = videoSignalSchema.safeParse(args[0]);
      if (!parsed.success) return;
      const { callId, to, signal } = parsed.data;
      const me = data.videoCalls?.[callId];
      // Only a socket that joined the call may signal in it.
      if (!me || !socket.rooms.has(rooms.call(callId))) return;
      const relayed: VideoSignalRelayPayload = { callId, from: me.userId, signal };
      if (to) {
        if (to.toLowerCase() === me.userId) return;
        io.to(rooms.callUser(callId, to.toLowerCase())).emit(SOCKET_EVENTS.videoSignal, relayed);
      } else {
        socket
          .to(rooms.call(callId))
          .except(rooms.callUser(callId, me.userId))
          .emit(SOCKET_EVENTS.videoSignal, relayed);
      }
    });

    socket.on(SOCKET_EVENTS.leaveVideoCall, (payload: unknown) => {
      const parsed = callIdParamsSchema.safeParse(payload);
      if (parsed.success) leave(parsed.data.callId);
    });

    socket.on('disconnecting', () => {
      for (const callId of Object.keys(data.videoCalls ?? {})) leave(callId);
    });
  };
}
